import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { CenteredSpinner } from '@/components/ui/spinner';
import { queryClient } from '@/lib/query-client';
import { useMe } from '@/lib/session';

function Redirect() {
  const me = useMe();
  if (me.isPending) return <CenteredSpinner />;
  return <Navigate to={me.data ? '/dashboard' : '/login'} replace />;
}

/** Opened from the home-screen icon, the app skips the landing page. */
export default function InstalledAppEntry() {
  return (
    <QueryClientProvider client={queryClient}>
      <Redirect />
    </QueryClientProvider>
  );
}
