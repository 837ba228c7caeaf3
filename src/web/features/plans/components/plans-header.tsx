import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';

/** /plano is open to visitors too, so it has its own header instead of the app shell's. */
export function PlansHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="sticky top-0 z-30 border-b border-line/60 bg-background/90 backdrop-blur">
      <div className="mx-auto flex max-w-5xl items-center gap-1 px-2 py-2">
        <Link to="/" aria-label="Voltar" className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
          <ArrowLeft />
        </Link>
        <Link to="/" aria-label="Lumma, página inicial" className="ml-1 rounded-xl">
          <Logo />
        </Link>
        {!signedIn && (
          <Link to="/login" className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'ml-auto' })}>
            Entrar
          </Link>
        )}
      </div>
    </header>
  );
}
