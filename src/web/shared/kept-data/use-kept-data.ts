import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * Puts her kept answers in the cache before her screens ask for theirs, then keeps saving them
 * (decision 048). True once the screens may render. The code comes in its own chunk, so the
 * dashboard's initial JavaScript does not carry it; if it fails to come, the screens load online.
 */
export function useKeptData(userId: string | undefined): boolean {
  const queryClient = useQueryClient();
  const [restoredFor, setRestoredFor] = useState<string>();
  useEffect(() => {
    if (!userId) return;
    const started = import('./kept-queries')
      .then((kept) => kept.startKeeping(queryClient, userId))
      .catch(() => undefined);
    void started.then(() => setRestoredFor(userId));
    return () => void started.then((stop) => stop?.());
  }, [queryClient, userId]);
  return userId !== undefined && restoredFor === userId;
}
