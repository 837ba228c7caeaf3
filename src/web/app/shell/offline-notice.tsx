import { CloudOff } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useOnline } from '@/lib/online-status';

// Loaded once she is offline: the dashboard's first load does not carry it.
const OfflineScreenLine = lazy(() => import('./offline-screen-line'));

export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="bg-accent px-4 py-2 text-sm font-bold text-white">
      <p className="flex items-center gap-2">
        <CloudOff className="size-4 shrink-0" aria-hidden />
        Você está sem internet. Seus registros ficam guardados neste aparelho e são enviados quando a conexão voltar.
      </p>
      <Suspense>
        <OfflineScreenLine />
      </Suspense>
    </div>
  );
}
