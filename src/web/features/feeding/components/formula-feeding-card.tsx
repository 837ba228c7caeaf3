import { FORMULA_FEEDING_POINTS, FORMULA_FEEDING_SOURCE, FORMULA_FEEDING_TITLE } from '@domain/feeding/formula-feeding';
import { ChevronDown, Milk } from 'lucide-react';

export function FormulaFeedingCard() {
  return (
    <details className="group rounded-[var(--radius-card)] border border-line bg-surface">
      <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 px-4 py-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <Milk className="size-5" aria-hidden />
        </span>
        <span className="flex-1 font-extrabold">{FORMULA_FEEDING_TITLE}</span>
        <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <div className="space-y-2 px-4 pb-4 text-sm">
        <ul className="list-disc space-y-1.5 pl-5">
          {FORMULA_FEEDING_POINTS.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="text-muted">{FORMULA_FEEDING_SOURCE}</p>
      </div>
    </details>
  );
}
