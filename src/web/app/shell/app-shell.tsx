import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

import { InstallBanner } from '@/features/install/install-banner';
import { sendTimeZone } from '@/shared/reminders/push-device';
import { useMe } from '@/shared/session/session';
import { AdminButton } from './admin-button';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { OfflineNotice } from './offline-notice';
import { useOutboxSync } from './use-outbox-sync';

export default function AppShell() {
  const { pathname } = useLocation();
  const me = useMe();
  useOutboxSync(me.data?.user.id);
  const savedTimeZone = me.data?.profile.timeZone;
  useEffect(() => {
    // A failure is retried on the next visit; reminders keep the zone saved before.
    if (savedTimeZone) sendTimeZone(savedTimeZone).catch(() => {});
  }, [savedTimeZone]);
  const showAdminButton = me.data?.isAdmin === true && !pathname.startsWith('/admin');
  return (
    <div className="mx-auto flex min-h-dvh max-w-2xl flex-col">
      <AppHeader />
      <OfflineNotice />
      <main className="flex-1 px-4 pb-28 pt-2">
        <InstallBanner />
        <Outlet />
      </main>
      {showAdminButton && <AdminButton />}
      <BottomNav />
    </div>
  );
}
