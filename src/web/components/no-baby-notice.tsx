import { ERRORS } from '@domain/errors';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

/** What a screen about the baby shows before the first one: the way to register it. */
export function NoBabyNotice() {
  return (
    <div className="rounded-[var(--radius-card)] border-2 border-dashed border-primary/40 p-6 text-center">
      <p className="font-bold">{ERRORS.no_baby.message}</p>
      <Link to="/dados-bebe" className={buttonVariants({ className: 'mt-4' })}>
        Cadastrar bebê
      </Link>
    </div>
  );
}
