import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center">
      <LogoMark className="size-14" />
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="text-xl font-bold">Oops! Page not found</h1>
      <p className="max-w-xs text-muted">Esta página não existe ou mudou de lugar.</p>
      <Link to="/" className={buttonVariants()}>
        Voltar para o início
      </Link>
    </main>
  );
}
