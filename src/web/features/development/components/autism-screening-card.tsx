import { AUTISM_SCREENING_CARD } from '@domain/development/autism-screening';
import { ClipboardCheck } from 'lucide-react';

/** From 16 to 30 months: the Caderneta's M-CHAT-R/F, to ask the pediatrician or the UBS for. */
export function AutismScreeningCard() {
  return (
    <section
      aria-labelledby="autism-screening-title"
      className="rounded-[var(--radius-card)] border border-line bg-surface p-4"
    >
      <h2 id="autism-screening-title" className="flex items-center gap-2 font-extrabold">
        <ClipboardCheck className="size-5 shrink-0 text-primary" aria-hidden />
        {AUTISM_SCREENING_CARD.title}
      </h2>
      <p className="mt-2 text-sm">{AUTISM_SCREENING_CARD.text}</p>
      <p className="mt-1 text-sm text-muted">{AUTISM_SCREENING_CARD.note}</p>
    </section>
  );
}
