import { BABY_ROLE_LABELS, BABY_ROLES, type BabyRole } from '@domain/family/baby-role';
import { cn } from '@/lib/cn';

const WHAT_EACH_DOES: Record<BabyRole, string> = {
  cuidador: 'Vê tudo do bebê e registra mamadas, sono, fraldas, remédios, vacinas e alergias.',
  responsavel: 'Tudo o que um(a) cuidador(a) faz, e também convida e remove pessoas e edita o cadastro do bebê.',
};

/** The two roles, each with what it allows, as one choice. */
export function RolePicker({
  value,
  onChange,
  className,
}: {
  value: BabyRole;
  onChange: (role: BabyRole) => void;
  className?: string;
}) {
  return (
    <fieldset className={cn('grid gap-2', className)}>
      <legend className="sr-only">Papel</legend>
      {BABY_ROLES.toReversed().map((role) => (
        <label
          key={role}
          className={cn(
            'flex cursor-pointer gap-3 rounded-2xl border-2 p-3 transition-colors has-focus-visible:ring-2 has-focus-visible:ring-primary',
            value === role ? 'border-primary bg-primary-faint' : 'border-line bg-surface hover:bg-primary-faint',
          )}
        >
          <input
            type="radio"
            name="baby-role"
            value={role}
            checked={value === role}
            onChange={() => onChange(role)}
            className="mt-1 size-4 accent-[var(--color-primary)]"
          />
          <span>
            <span className="block font-bold">{BABY_ROLE_LABELS[role]}</span>
            <span className="block text-sm text-muted">{WHAT_EACH_DOES[role]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
