import * as TabsPrimitive from '@radix-ui/react-tabs';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

export type GuideTab = 'idade' | 'aplv' | 'receitas' | 'mae' | 'dicas';

const TABS: { value: GuideTab; label: string; collapsible: boolean }[] = [
  { value: 'idade', label: 'Por Idade', collapsible: false },
  { value: 'aplv', label: 'APLV', collapsible: false },
  { value: 'receitas', label: 'Receitas', collapsible: false },
  { value: 'mae', label: 'Para a Mãe', collapsible: true },
  { value: 'dicas', label: 'Minhas Dicas', collapsible: true },
];

// No display class here: collapsible triggers pick theirs (hidden below lg) without a conflict.
const trigger =
  'min-h-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-bold text-muted data-[state=active]:bg-surface data-[state=active]:text-primary-strong data-[state=active]:shadow-sm';

/** Five tabs; on small screens the last two wait behind "Mais". */
export function GuideTabs({
  value,
  onChange,
  tipsCount,
}: {
  value: GuideTab;
  onChange: (t: GuideTab) => void;
  tipsCount: number;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const hiddenActive = TABS.find((t) => t.collapsible && t.value === value);
  const label = (t: (typeof TABS)[number]) => (
    <>
      {t.label}
      {t.value === 'dicas' && (
        <span className="rounded-full bg-primary px-1.5 text-xs text-white">
          {tipsCount}
          <span className="sr-only"> dicas</span>
        </span>
      )}
    </>
  );

  return (
    <div className="relative flex items-center gap-1 rounded-full bg-primary-faint p-1">
      <TabsPrimitive.List aria-label="Seções do guia" className="flex flex-1 gap-1 overflow-hidden">
        {TABS.map((t) => (
          <TabsPrimitive.Trigger
            key={t.value}
            value={t.value}
            className={cn(trigger, 'flex-1', t.collapsible ? 'hidden lg:inline-flex' : 'inline-flex')}
          >
            {label(t)}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen((o) => !o)}
        className={cn(trigger, 'inline-flex lg:hidden', hiddenActive && 'bg-surface text-primary-strong shadow-sm')}
        data-state={hiddenActive ? 'active' : 'inactive'}
      >
        {hiddenActive ? hiddenActive.label : 'Mais'} <ChevronDown className="size-4" aria-hidden />
      </button>
      {menuOpen && (
        <div
          role="menu"
          className="absolute right-0 top-full z-20 mt-2 w-48 rounded-2xl border border-line bg-surface p-1 shadow-lg lg:hidden"
        >
          {TABS.filter((t) => t.collapsible).map((t) => (
            <div key={t.value} role="none">
              <button
                type="button"
                role="menuitem"
                className="flex min-h-11 w-full items-center gap-2 rounded-xl px-3 text-left font-bold hover:bg-primary-faint"
                onClick={() => {
                  onChange(t.value);
                  setMenuOpen(false);
                }}
              >
                {label(t)}
              </button>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
