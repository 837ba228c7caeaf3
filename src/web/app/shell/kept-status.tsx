import { CloudOff } from 'lucide-react';
import { updatedText } from '@/shared/kept-data/updated-text';
import { useScreenFreshness } from '@/shared/kept-data/use-screen-freshness';

const WRITES_KEPT = 'Seus registros ficam guardados neste aparelho e são enviados quando a conexão voltar.';

/** With no signal: how old what she sees is, or what the screen needs to open. */
export default function KeptStatus() {
  const { updatedAt, waiting } = useScreenFreshness();
  const text = waiting
    ? 'Você está sem internet e esta tela ainda não está guardada neste aparelho: ela abre quando a conexão voltar.'
    : updatedAt === undefined
      ? `Você está sem internet. ${WRITES_KEPT}`
      : `${updatedText(new Date(updatedAt), new Date())} ${WRITES_KEPT}`;
  return (
    <div role="status" className="flex items-center gap-2 bg-accent px-4 py-2 text-sm font-bold text-white">
      <CloudOff className="size-4 shrink-0" aria-hidden />
      {text}
    </div>
  );
}
