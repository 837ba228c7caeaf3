import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { useMe } from '@/lib/session';

function Redirect() {
  const me = useMe();
  return me.data ? <Navigate to="/dashboard" replace /> : null;
}

/** The login screen sends a mother who is already signed in to the dashboard. */
export default function SignedInRedirect() {
  return (
    <QueryClientProvider client={queryClient}>
      <Redirect />
    </QueryClientProvider>
  );
}
