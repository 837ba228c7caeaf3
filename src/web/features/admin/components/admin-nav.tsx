import {
  Activity,
  ArrowLeft,
  Building2,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Settings,
  ShieldAlert,
  Users,
  Wallet,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { useSignOut } from '@/shared/session/session';

export const ADMIN_PAGES: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/users', label: 'Usuários', icon: Users },
  { to: '/admin/revenue', label: 'Receitas', icon: Wallet },
  { to: '/admin/activity', label: 'Atividade', icon: Activity },
  { to: '/admin/moderation', label: 'Moderação', icon: ShieldAlert },
  { to: '/admin/units', label: 'Unidades de saúde', icon: Building2 },
  { to: '/admin/settings', label: 'Configurações', icon: Settings },
];

const itemClass = (compact: boolean) =>
  cn(
    'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-bold text-muted transition-colors hover:bg-primary-faint hover:text-ink',
    compact && 'justify-center px-0',
  );

/** The back office's links; `compact` is the collapsed 3rem rail, icons only. */
export function AdminNav({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  const signOut = useSignOut();
  const hidden = compact ? 'sr-only' : undefined;
  return (
    <div className="flex h-full flex-col gap-2 p-2">
      <div className={cn('flex min-h-12 items-center gap-2 px-2', compact && 'justify-center px-0')}>
        {compact ? <ShieldAlert className="size-5 text-accent" aria-label="Painel Admin" /> : <Logo />}
      </div>
      {!compact && <p className="px-3 text-xs font-extrabold uppercase tracking-wide text-muted">Painel Admin</p>}
      <nav aria-label="Painel Admin" className="flex flex-col gap-1">
        {ADMIN_PAGES.map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            title={compact ? label : undefined}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(itemClass(compact), isActive && 'bg-primary-soft text-primary-strong hover:bg-primary-soft')
            }
          >
            <Icon className="size-5 shrink-0" aria-hidden />
            <span className={hidden}>{label}</span>
          </NavLink>
        ))}
      </nav>
      <div className="mt-auto flex flex-col gap-1 border-t border-line pt-2">
        <NavLink to="/dashboard" title={compact ? 'Voltar ao App' : undefined} className={itemClass(compact)}>
          <ArrowLeft className="size-5 shrink-0" aria-hidden />
          <span className={hidden}>Voltar ao App</span>
        </NavLink>
        <button
          type="button"
          title={compact ? 'Sair' : undefined}
          className={itemClass(compact)}
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          <LogOut className="size-5 shrink-0" aria-hidden />
          <span className={hidden}>Sair</span>
        </button>
      </div>
    </div>
  );
}
