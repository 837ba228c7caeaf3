import { Siren } from 'lucide-react';
import { EmergencyActions } from '@/components/emergency-actions';

/** Shown above any result when the search sounds like an emergency ("engasgou", "afogou"). */
export function SosSearchCard() {
  return (
    <section
      role="alert"
      aria-labelledby="sos-search-title"
      className="rounded-[var(--radius-card)] border border-red-200 bg-red-50 p-4 text-red-950"
    >
      <h2 id="sos-search-title" className="flex items-center gap-2 text-lg font-extrabold">
        <Siren className="size-5 shrink-0" aria-hidden />É uma emergência?
      </h2>
      <p className="mt-1 text-sm">
        Ligue agora para o 192 (SAMU), no viva-voz, e siga o atendente. O passo a passo de primeiros socorros está na
        tela SOS.
      </p>
      <EmergencyActions />
    </section>
  );
}
