import {
  CALL_ON_SPEAKERPHONE,
  EMERGENCY_NUMBERS,
  FIRST_AID,
  FIRST_AID_CLOSING,
  FIRST_AID_SOURCE,
  type FirstAidGuide,
  type FirstAidKey,
} from '@domain/first-aid/first-aid';
import { HeartPulse, Phone, ShieldAlert, TriangleAlert, Wind } from 'lucide-react';
import { useState } from 'react';
import { FirstAidDialog } from './components/first-aid-dialog';

const ICONS: Record<FirstAidKey, typeof Wind> = { desengasgo: Wind, reanimacao: HeartPulse, quedas: ShieldAlert };

function GuideCards({ onOpen }: { onOpen: (guide: FirstAidGuide) => void }) {
  return (
    <ul className="space-y-3">
      {FIRST_AID.map((guide) => {
        const Icon = ICONS[guide.key];
        return (
          <li key={guide.key}>
            <button
              type="button"
              onClick={() => onOpen(guide)}
              className="flex w-full items-center gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-4 text-left shadow-[var(--shadow-card)]"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-red-100 text-red-800">
                <Icon className="size-6" aria-hidden />
              </span>
              <span>
                <span className="block text-lg font-extrabold">{guide.title}</span>
                <span className="text-sm text-muted">{guide.summary}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function EmergencyNumbers() {
  return (
    <section aria-labelledby="numbers-title" className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
      <h2 id="numbers-title" className="font-extrabold">
        Telefones úteis
      </h2>
      <ul className="mt-2 divide-y divide-line">
        {EMERGENCY_NUMBERS.map((n) => (
          <li key={n.tel} className="flex items-center gap-3 py-2">
            <span className="flex-1">
              <span className="block font-bold">{n.name}</span>
              <span className="text-sm text-muted">{n.description}</span>
            </span>
            <a
              href={`tel:${n.tel}`}
              className="rounded-full bg-primary-faint px-3 py-2 text-sm font-extrabold text-primary-strong"
            >
              {n.number}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** SOS: works with no server call, so it can open offline once the app has been loaded. */
export default function FirstAidPage() {
  const [open, setOpen] = useState<FirstAidGuide | null>(null);
  const samu = EMERGENCY_NUMBERS[0]!;
  return (
    <div className="space-y-4 pb-24 pt-3">
      <h1 className="text-2xl font-extrabold">Primeiros socorros</h1>
      <div role="note" className="flex gap-2 rounded-2xl bg-red-50 p-3 text-sm text-red-900">
        <TriangleAlert className="size-5 shrink-0" aria-hidden />
        <p>
          <strong className="block">Em emergências graves, ligue 192 (SAMU) imediatamente.</strong>
          {CALL_ON_SPEAKERPHONE}
        </p>
      </div>
      <GuideCards onOpen={setOpen} />
      <EmergencyNumbers />
      <div className="space-y-1 text-sm text-muted">
        <p>{FIRST_AID_CLOSING}</p>
        <p>{FIRST_AID_SOURCE}</p>
      </div>
      <a
        href={`tel:${samu.tel}`}
        className="fixed inset-x-4 bottom-20 z-30 mx-auto flex min-h-14 max-w-md items-center justify-center gap-2 rounded-full bg-danger text-lg font-extrabold text-white shadow-lg"
      >
        <Phone className="size-6" aria-hidden /> Ligar 192 (SAMU)
      </a>
      <FirstAidDialog guide={open} samuTel={samu.tel} onClose={() => setOpen(null)} />
    </div>
  );
}
