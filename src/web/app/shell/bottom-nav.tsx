import { BookHeart, House, User, UsersRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

const ITEMS = [
  { to: '/dashboard', label: 'Início', icon: House },
  { to: '/comunidade', label: 'Comunidade', icon: UsersRound },
  { to: '/relatorios', label: 'Caderneta', icon: BookHeart },
  { to: '/perfil', label: 'Perfil', icon: User },
];

export function BottomNav() {
  return (
    <nav
      aria-label="Navegação principal"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid max-w-2xl grid-cols-4">
        {ITEMS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex min-h-16 flex-col items-center justify-center gap-1 text-xs font-bold',
                  isActive ? 'text-primary-strong' : 'text-muted hover:text-ink',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'flex h-8 w-14 items-center justify-center rounded-full',
                      isActive && 'bg-primary-soft',
                    )}
                  >
                    <Icon className="size-5" aria-hidden />
                  </span>
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
