import { CloudOff } from 'lucide-react';
import { useOnline } from '@/lib/online-status';

export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="flex items-center gap-2 bg-accent px-4 py-2 text-sm font-bold text-white">
      <CloudOff className="size-4 shrink-0" aria-hidden />
      Você está sem internet. Seus registros ficam guardados neste aparelho e são enviados quando a conexão voltar.
    </div>
  );
}
