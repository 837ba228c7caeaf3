import { ChevronDown, Utensils } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

export function WelcomeCard() {
  const [open, setOpen] = useState(true);
  return (
    <section className="rounded-[var(--radius-card)] bg-gradient-to-br from-amber-50 to-primary-faint p-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="feeding-welcome"
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center gap-3 text-left"
      >
        <span className="flex size-10 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
          <Utensils className="size-5" aria-hidden />
        </span>
        <span className="flex-1 text-lg font-extrabold">Guia de alimentação</span>
        <ChevronDown className={cn('size-5 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      {open && (
        <div id="feeding-welcome" className="mt-3 space-y-2 text-sm">
          <p>
            Até os 6 meses, o leite materno é tudo o que o bebê precisa. Depois, entra a comida de verdade: a mesma da
            família, amassada ou picadinha, sem sal em excesso e sem açúcar até os 2 anos. A amamentação continua até os
            2 anos ou mais.
          </p>
          <p className="text-muted">Cada bebê tem seu ritmo: confirme sempre com o pediatra.</p>
        </div>
      )}
    </section>
  );
}
