import { Outlet, useLocation } from 'react-router';
import { useMe } from '@/lib/session';
import { AdminButton } from './admin-button';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';

export default function AppShell() {
  const { pathname } = useLocation();
  const me = useMe();
  const showAdminButton = me.data?.isAdmin === true && !pathname.startsWith('/admin');
  return (
    <div className="mx-auto flex min-h-dvh max-w-2xl flex-col">
      <AppHeader />
      <main className="flex-1 px-4 pb-28 pt-2">
        <Outlet />
      </main>
      {showAdminButton && <AdminButton />}
      <BottomNav />
    </div>
  );
}
