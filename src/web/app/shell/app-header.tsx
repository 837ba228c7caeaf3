import { ArrowLeft, LogOut } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { InstallButton } from '@/features/install/install-banner';
import { BellButton } from '@/features/reminders/components/bell-button';
import { useOutbox } from '@/shared/outbox/use-outbox';
import { useMe, useSignOut } from '@/shared/session/session';
import { OutboxButton } from './outbox-button';

// Asked only when she signs out with writes still waiting: its dialog code comes then.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** "Você tem 3 registros não enviados…": what signing out leaves on the phone. */
const unsentText = (count: number) =>
  `Você tem ${count === 1 ? '1 registro não enviado' : `${count} registros não enviados`}. Eles ficam guardados neste aparelho e são enviados quando você entrar de novo com esta conta. Outra conta não os vê.`;

/** Screens whose back control has a fixed place to go, as the spec names it. */
const BACK_TO: Record<string, string> = {
  '/dados-bebe': '/perfil',
  '/dados-mae': '/perfil',
  '/notificacoes': '/perfil',
  '/lembretes': '/dashboard',
  '/relatorios': '/dashboard',
  '/exercicios': '/dashboard',
};

export function AppHeader() {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const unsent = useOutbox(useMe().data?.user.id ?? '').data?.length ?? 0;
  const [asking, setAsking] = useState(false);
  // Opened straight from a link there is no page of ours to go back to: go home instead.
  const goBack = () => {
    const target = BACK_TO[pathname];
    if (target) navigate(target);
    else if (key === 'default') navigate('/dashboard');
    else navigate(-1);
  };

  return (
    <header className="sticky top-0 z-30 flex items-center gap-1 border-b border-line/60 bg-background/90 px-2 py-2 backdrop-blur">
      {pathname !== '/dashboard' && (
        <Button variant="ghost" size="icon" onClick={goBack} aria-label="Voltar">
          <ArrowLeft />
        </Button>
      )}
      <Link to="/dashboard" aria-label="Lumma, início" className="ml-1 rounded-xl">
        <Logo />
      </Link>
      <div className="ml-auto flex items-center">
        <InstallButton />
        <OutboxButton />
        <BellButton />
        <Button
          variant="ghost"
          size="icon"
          onClick={() => (unsent > 0 ? setAsking(true) : signOut.mutate())}
          disabled={signOut.isPending}
          aria-label="Sair"
          title="Sair"
        >
          <LogOut />
        </Button>
      </div>
      {asking && (
        <Suspense>
          <ConfirmDialog
            open
            onOpenChange={setAsking}
            title="Sair sem enviar?"
            description={unsentText(unsent)}
            confirmLabel="Sair mesmo assim"
            pending={signOut.isPending}
            onConfirm={() => signOut.mutate()}
          />
        </Suspense>
      )}
    </header>
  );
}
