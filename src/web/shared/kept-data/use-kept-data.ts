import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * Puts her kept answers in the cache before her screens ask for theirs, then keeps saving them
 * (decision 048). True once the screens may render. The code comes in its own chunk, after the
 * first render, so the dashboard's initial JavaScript does not carry it.
 */
export function useKeptData(userId: string | undefined): boolean {
  const queryClient = useQueryClient();
  const [restoredFor, setRestoredFor] = useState<string>();
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./kept-queries')
      .then(async ({ keepSaving, restoreKept }) => {
        // Nothing kept, or IndexedDB closed to her (a private window): her screens load online.
        await restoreKept(queryClient, userId).catch(() => undefined);
        if (cancelled) return;
        stop = keepSaving(queryClient, userId);
      })
      // The chunk itself did not come (a deploy replaced it): the screens still load.
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) setRestoredFor(userId);
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, userId]);
  return userId !== undefined && restoredFor === userId;
}
