import { Check } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useBabies, useSelectBaby } from '@/shared/babies/babies';
import { useMe } from '@/shared/session/session';

/** Which of her babies the app shows, for a person with more than one; nothing otherwise. */
export function BabySwitcher({ className }: { className?: string }) {
  const id = useId();
  const babies = useBabies();
  const me = useMe();
  const select = useSelectBaby();
  if (!babies.data || babies.data.length < 2) return null;
  // Her choice shows at once, while the screens load the new baby's data.
  const activeId = select.isPending ? select.variables : me.data?.baby?.id;
  const choose = (babyId: string) =>
    select.mutate(babyId, {
      onSuccess: (baby) => toast.success(`Agora você está vendo ${baby.name}`),
      onError: (error) => toast.error(messageFor(error, 'Não foi possível trocar de bebê. Tente novamente.')),
    });

  return (
    <div className={className}>
      <p id={`${id}-label`} className="mb-2 text-sm font-bold">
        Bebê
      </p>
      <div role="radiogroup" aria-labelledby={`${id}-label`} className="flex flex-wrap gap-2">
        {babies.data.map((baby) => {
          const checked = baby.id === activeId;
          return (
            <label
              key={baby.id}
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 font-bold transition-colors has-focus-visible:ring-2 has-focus-visible:ring-primary',
                checked
                  ? 'border-primary bg-primary-soft text-primary-strong'
                  : 'border-line bg-surface hover:bg-primary-faint',
              )}
            >
              <input
                type="radio"
                name={`${id}-baby`}
                value={baby.id}
                checked={checked}
                onChange={() => choose(baby.id)}
                className="sr-only"
              />
              {checked && <Check className="size-4" aria-hidden />}
              {baby.name}
            </label>
          );
        })}
      </div>
    </div>
  );
}
