import { CloudOff } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function SessionError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-6 text-center">
      <CloudOff className="size-10 text-muted" aria-hidden />
      <p className="max-w-xs text-muted">Não conseguimos falar com o servidor. Verifique sua conexão.</p>
      <Button onClick={onRetry}>Tentar de novo</Button>
    </div>
  );
}
