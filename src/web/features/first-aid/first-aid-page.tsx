import { HeartPulse, Phone, ShieldAlert, TriangleAlert, Wind } from 'lucide-react';
import { useState } from 'react';
import { EMERGENCY_NUMBERS, FIRST_AID, type FirstAidGuide, type FirstAidKey } from '@domain/first-aid/first-aid';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

const ICONS: Record<FirstAidKey, typeof Wind> = { desengasgo: Wind, reanimacao: HeartPulse, quedas: ShieldAlert };

/** SOS: works with no server call, so it can open offline once the app has been loaded. */
export default function FirstAidPage() {
  const [open, setOpen] = useState<FirstAidGuide | null>(null);
  const samu = EMERGENCY_NUMBERS[0]!;
  return (
    <div className="space-y-4 pb-24 pt-3">
      <h1 className="text-2xl font-extrabold">Primeiros socorros</h1>
      <p className="flex gap-2 rounded-2xl bg-red-50 p-3 text-sm font-bold text-red-900">
        <TriangleAlert className="size-5 shrink-0" aria-hidden />
        Em emergências graves, ligue 192 (SAMU) imediatamente.
      </p>
      <ul className="space-y-3">
        {FIRST_AID.map((guide) => {
          const Icon = ICONS[guide.key];
          return (
            <li key={guide.key}>
              <button
                type="button"
                onClick={() => setOpen(guide)}
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
              <a href={`tel:${n.tel}`} className="rounded-full bg-primary-faint px-3 py-2 text-sm font-extrabold text-primary-strong">
                {n.number}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <p className="text-sm text-muted">
        Estas orientações não substituem o atendimento médico. Depois de qualquer susto, converse com o pediatra ou
        procure a sua UBS.
      </p>
      <a
        href={`tel:${samu.tel}`}
        className="fixed inset-x-4 bottom-20 z-30 mx-auto flex min-h-14 max-w-md items-center justify-center gap-2 rounded-full bg-danger text-lg font-extrabold text-white shadow-lg"
      >
        <Phone className="size-6" aria-hidden /> Ligar 192 (SAMU)
      </a>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent>
          {open && (
            <>
              <DialogTitle>{open.title}</DialogTitle>
              <DialogDescription>{open.summary}</DialogDescription>
              <ol className="mt-4 space-y-2">
                {open.steps.map((step, i) => (
                  <li key={step} className="flex gap-3 rounded-2xl bg-background p-3 text-sm">
                    <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-red-100 font-extrabold text-red-800">{i + 1}</span>
                    {step}
                  </li>
                ))}
              </ol>
              <p className="mt-4 rounded-2xl bg-red-50 p-3 text-sm font-bold text-red-900">{open.warning}</p>
              <a href={`tel:${samu.tel}`} className="mt-4 flex min-h-12 items-center justify-center gap-2 rounded-full bg-danger font-extrabold text-white">
                <Phone className="size-5" aria-hidden /> Ligar 192
              </a>
            </>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
