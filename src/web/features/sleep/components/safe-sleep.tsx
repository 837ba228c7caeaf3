import { SAFE_SLEEP_POINTS, SAFE_SLEEP_SOURCE } from '@domain/sleep/safe-sleep';
import { ShieldCheck } from 'lucide-react';
import { useLocation } from 'react-router';

/** Sono seguro, one tap away; open already when she came by the card's "Veja tudo". */
export function SafeSleep() {
  const { hash } = useLocation();
  return (
    <details
      id="sono-seguro"
      open={hash === '#sono-seguro'}
      className="rounded-[var(--radius-card)] border border-line bg-surface p-4"
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-extrabold">
        <ShieldCheck className="size-5 text-primary-strong" aria-hidden /> Sono seguro
      </summary>
      <ul className="mt-2 list-disc space-y-2 pl-5 text-sm">
        {SAFE_SLEEP_POINTS.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-muted">Fonte: {SAFE_SLEEP_SOURCE}.</p>
    </details>
  );
}
