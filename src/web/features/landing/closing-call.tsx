import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

export function ClosingCall() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-14">
      <div className="rounded-[2rem] bg-gradient-to-br from-primary to-accent p-8 text-center text-white shadow-[var(--shadow-card)]">
        <h2 className="text-2xl font-extrabold md:text-3xl">Comece hoje, é grátis</h2>
        <p className="mx-auto mt-2 max-w-md text-white/90">
          Crie sua conta em menos de um minuto. Sem cartão de crédito, e você cancela quando quiser.
        </p>
        <Link to="/login" className={buttonVariants({ size: 'lg', variant: 'inverse', className: 'mt-6' })}>
          Criar minha conta
        </Link>
      </div>
    </section>
  );
}
