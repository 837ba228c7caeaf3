import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, api, authRequest, unwrap } from '@/lib/api';
import { clearApiCache } from '@/lib/pwa-caches';
import { queryClient } from '@/lib/query-client';

const fetchMe = () => unwrap(api.me.$get());
export type Me = Awaited<ReturnType<typeof fetchMe>>;

/**
 * Her last answer, kept on the phone so the installed app opens on her dashboard at once while
 * the session is asked again (decision 015, "The last /api/me at start"). Gone when she signs out
 * or the server says nobody is signed in.
 */
const REMEMBERED_ME = 'lumma.me';

function rememberedMe(): Me | undefined {
  try {
    return (JSON.parse(localStorage.getItem(REMEMBERED_ME) ?? 'null') as Me | null) ?? undefined;
  } catch {
    return undefined;
  }
}

function remember(me: Me | null) {
  try {
    if (me) localStorage.setItem(REMEMBERED_ME, JSON.stringify(me));
    else localStorage.removeItem(REMEMBERED_ME);
  } catch {
    // A phone with no room left opens as before, after the answer.
  }
}

/** The signed-in mother (profile, active baby, admin flag), or null when nobody is signed in. */
export async function getMe(): Promise<Me | null> {
  try {
    const me = await fetchMe();
    remember(me);
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      remember(null);
      return null;
    }
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ['session', 'me'],
  queryFn: getMe,
  staleTime: 5 * 60_000,
  gcTime: 10 * 60_000,
  // Shown at once, and asked again at once: it counts as old as can be.
  initialData: rememberedMe,
  initialDataUpdatedAt: 0,
});

export const useMe = () => useQuery(meQueryOptions);

/**
 * A mother is signed in on this phone: what another left in the service worker's cache and in the
 * remembered answer goes first, then her own session is read.
 */
export async function startSession() {
  await clearApiCache();
  // Whoever was remembered on this phone is not shown to her, even for a moment.
  remember(null);
  queryClient.removeQueries({ queryKey: meQueryOptions.queryKey });
  await queryClient.prefetchQuery(meQueryOptions);
}

/** She left (signed out or deleted her account): every cached answer of hers goes, then the landing page. */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    void clearApiCache();
    remember(null);
    queryClient.clear();
    queryClient.setQueryData(meQueryOptions.queryKey, null);
    navigate('/', { replace: true });
  };
}

export function useSignOut() {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: () => authRequest('/sign-out', {}),
    onSettled: endSession,
  });
}
