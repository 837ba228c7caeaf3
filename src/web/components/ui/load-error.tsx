import { CloudOff } from 'lucide-react';
import { Button } from './button';

/** A screen whose data did not load: the spec's message and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <CloudOff className="size-10 text-muted" aria-hidden />
      <p className="font-semibold">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Tentar de novo
      </Button>
    </div>
  );
}
