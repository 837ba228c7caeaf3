import { ArrowLeft, LogOut } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { InstallButton } from '@/features/install/install-banner';
import { BellButton } from '@/features/reminders/components/bell-button';
import { useSignOut } from '@/shared/session/session';

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
        <BellButton />
        <Button
          variant="ghost"
          size="icon"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
          aria-label="Sair"
          title="Sair"
        >
          <LogOut />
        </Button>
      </div>
    </header>
  );
}
