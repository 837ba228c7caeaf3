import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { afterSignIn } from '@/lib/after-sign-in';
import { queryClient } from '@/lib/query-client';
import { useMe } from '@/shared/session/session';

function Redirect() {
  const me = useMe();
  const { search } = useLocation();
  return me.data ? <Navigate to={afterSignIn(search)} replace /> : null;
}

/** The login screen sends a mother who is already signed in on (the dashboard, or her invitation). */
export default function SignedInRedirect() {
  return (
    <QueryClientProvider client={queryClient}>
      <Redirect />
    </QueryClientProvider>
  );
}
