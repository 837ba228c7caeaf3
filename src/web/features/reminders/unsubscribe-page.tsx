import { BellOff } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { messageFor } from '@/lib/first-error';
import { useTurnOffByLink } from './api/reminders';

/**
 * The e-mail's one-click link: the page turns that kind of reminder off as it opens. A page, not
 * a GET on the API, so a mail scanner following links turns nothing off.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const turnOff = useTurnOffByLink();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the link it was opened with
  useEffect(() => {
    turnOff.mutate(token);
  }, [token]);

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-5 p-6 text-center">
      <Logo />
      {turnOff.isPending || turnOff.isIdle ? (
        <Spinner />
      ) : turnOff.isError ? (
        <>
          <h1 className="text-xl font-extrabold">Não foi possível desativar</h1>
          <p className="text-muted">{messageFor(turnOff.error, 'Tente de novo mais tarde.')}</p>
        </>
      ) : (
        <>
          <BellOff className="size-10 text-accent" aria-hidden />
          <h1 className="text-xl font-extrabold">Lembretes de {turnOff.data.label} desativados</h1>
          <p className="text-muted">Você pode ativá-los de novo quando quiser em Notificações.</p>
        </>
      )}
      <Link to="/notificacoes" className={buttonVariants({ variant: 'outline' })}>
        Abrir Notificações
      </Link>
    </main>
  );
}
