import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { CenteredSpinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/session';
import { SessionError } from './session-error';

/** Signed-in users only; a visitor goes to the landing page with history replaced. */
export function ProtectedRoute() {
  const me = useMe();
  if (me.isPending) return <CenteredSpinner />;
  if (me.isError) return <SessionError onRetry={() => me.refetch()} />;
  if (!me.data) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Admin pages: anyone else goes to the dashboard. The server checks the role again on every call. */
export function AdminRoute() {
  const me = useMe();
  if (me.isPending) return <CenteredSpinner />;
  if (!me.data?.isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/**
 * The login screen sends a signed-in user to the dashboard. It shows while the session is being
 * read, as its prerendered HTML does, so a visitor can start typing at once.
 */
export function GuestRoute({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.data) return <Navigate to="/dashboard" replace />;
  return children;
}

/** /admin: the administrator's entry point, after bootstrap too. */
export function AdminEntry() {
  const me = useMe();
  if (me.isPending) return <CenteredSpinner />;
  return <Navigate to={me.data ? '/admin/dashboard' : '/login'} replace />;
}
