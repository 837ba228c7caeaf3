import { Navigate, Outlet } from 'react-router';
import { CenteredSpinner } from '@/components/ui/spinner';
import { isInstalledApp } from '@/lib/display-mode';
import { useMe } from '@/shared/session/session';
import { SessionError } from './session-error';

/**
 * Signed-in users only; a visitor goes to the landing page with history replaced, or to the login
 * in the installed app, which has no landing page.
 */
export function ProtectedRoute() {
  const me = useMe();
  // With her last answer on screen, a failed check leaves it there; with nothing, she is told.
  if (me.isError && !me.data) return <SessionError onRetry={() => me.refetch()} />;
  if (me.data === null) return <Navigate to={isInstalledApp() ? '/login' : '/'} replace />;
  if (me.isPending) return <CenteredSpinner />;
  return <Outlet />;
}

/** Admin pages: anyone else goes to the dashboard. The server checks the role again on every call. */
export function AdminRoute() {
  const me = useMe();
  if (me.isPending) return <CenteredSpinner />;
  if (!me.data?.isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** /admin: the administrator's entry point, after bootstrap too. */
export function AdminEntry() {
  const me = useMe();
  if (me.isPending) return <CenteredSpinner />;
  return <Navigate to={me.data ? '/admin/dashboard' : '/login'} replace />;
}
