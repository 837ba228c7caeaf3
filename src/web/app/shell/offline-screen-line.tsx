import { useOfflineScreen } from './use-offline-screen';

const clock = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** When the open screen's data was fetched, or what it needs to open without signal (decision 048). */
export default function OfflineScreenLine() {
  const screen = useOfflineScreen();
  if (screen.kind === 'waiting')
    return <p className="mt-1">Abra esta tela uma vez com internet para vê-la sem sinal.</p>;
  if (screen.kind === 'kept')
    return <p className="mt-1">Atualizado às {clock.format(screen.updatedAt)} — sem internet agora</p>;
  return null;
}
