import { Check, ShieldCheck, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { MyUnit } from '../api/my-unit';

interface Unit {
  name: string;
  municipality: string;
  address: string;
  openingHours: string;
}

/**
 * The consent, highlighted and specific (LGPD art. 11): the unit, what it will see and what it
 * will never see, the text and its version, and one button to give it.
 */
export function ConsentCard({
  unit,
  consent,
  babyName,
  pending,
  onConsent,
  onCancel,
}: {
  unit: Unit;
  consent: MyUnit['consent'];
  babyName: string;
  pending: boolean;
  onConsent: () => void;
  onCancel: () => void;
}) {
  return (
    <Card className="space-y-4 border-2 border-primary p-5" aria-labelledby="consent-title">
      <div className="flex items-start gap-3">
        <ShieldCheck className="mt-0.5 size-6 shrink-0 text-primary-strong" aria-hidden />
        <div>
          <h2 id="consent-title" className="font-extrabold">
            {unit.name} quer acompanhar as vacinas de {babyName}
          </h2>
          <p className="text-sm text-muted">
            {unit.address} · {unit.municipality} · {unit.openingHours}
          </p>
        </div>
      </div>
      <section aria-labelledby="sees-title">
        <h3 id="sees-title" className="text-sm font-bold">
          A unidade vai ver
        </h3>
        <ul className="mt-1 space-y-1 text-sm">
          {consent.sees.map((item) => (
            <li key={item} className="flex gap-2">
              <Check className="size-4 shrink-0 text-success" aria-hidden /> {item}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="never-title">
        <h3 id="never-title" className="text-sm font-bold">
          A unidade nunca vai ver
        </h3>
        <ul className="mt-1 space-y-1 text-sm">
          {consent.neverSees.map((item) => (
            <li key={item} className="flex gap-2">
              <X className="size-4 shrink-0 text-danger" aria-hidden /> {item}
            </li>
          ))}
        </ul>
      </section>
      <p className="rounded-xl bg-primary-faint p-3 text-sm">{consent.text}</p>
      <p className="text-xs text-muted">Versão do texto: {consent.version}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button className="flex-1" disabled={pending} onClick={onConsent}>
          Autorizo
        </Button>
        <Button variant="outline" className="flex-1" onClick={onCancel}>
          Agora não
        </Button>
      </div>
    </Card>
  );
}
