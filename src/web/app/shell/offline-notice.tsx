import { CloudOff } from 'lucide-react';
import { useOnline } from '@/lib/online-status';
import { useOfflineScreen } from './use-offline-screen';

const clock = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="bg-accent px-4 py-2 text-sm font-bold text-white">
      <p className="flex items-center gap-2">
        <CloudOff className="size-4 shrink-0" aria-hidden />
        Você está sem internet. Seus registros ficam guardados neste aparelho e são enviados quando a conexão voltar.
      </p>
      <OfflineScreenLine />
    </div>
  );
}

/** When the open screen's data was fetched, or what it needs to open without signal (decision 048). */
function OfflineScreenLine() {
  const screen = useOfflineScreen();
  if (screen.kind === 'waiting') return <p className="mt-1">Abra esta tela uma vez com internet para vê-la sem sinal.</p>;
  if (screen.kind === 'kept')
    return <p className="mt-1">Atualizado às {clock.format(screen.updatedAt)} — sem internet agora</p>;
  return null;
}
