import { lazy, Suspense } from 'react';
import { useOnline } from '@/lib/online-status';

// Only a phone with no signal needs it: its code stays out of the dashboard's first load.
const KeptStatus = lazy(() => import('./kept-status'));

export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Suspense>
      <KeptStatus />
    </Suspense>
  );
}
