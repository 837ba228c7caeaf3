import { Phone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { type UnitListBaby, useSendUnitReminder } from '../api/unit';
import { DoseChip } from './dose-chip';

const brDate = (iso: string) => new Date(iso).toLocaleDateString('pt-BR');

/** A baby of the list: who, how old, whom to call, the doses, and the row's actions. */
export function UnitBabyRow({
  baby,
  onOpen,
  onContact,
  onVaccine,
}: {
  baby: UnitListBaby;
  onOpen: () => void;
  onContact: () => void;
  onVaccine: () => void;
}) {
  const remind = useSendUnitReminder();
  return (
    <li>
      <Card className="grid gap-3 p-4 lg:grid-cols-[14rem_1fr_auto] lg:items-start">
        <div className="text-sm">
          <p className="font-extrabold">{baby.name}</p>
          <p className="text-muted">
            {baby.age}
            {baby.correctedAge && ` (corrigida: ${baby.correctedAge})`} · nasc. {brDate(`${baby.birthDate}T12:00:00`)}
          </p>
          {baby.motherName && <p>{baby.motherName}</p>}
          {baby.motherPhone && (
            <a
              href={`tel:${baby.motherPhone}`}
              className="inline-flex items-center gap-1 font-bold text-primary-strong"
            >
              <Phone className="size-4" aria-hidden /> {baby.motherPhone}
            </a>
          )}
        </div>
        <div className="space-y-2">
          <ul aria-label={`Doses de ${baby.name}`} className="flex flex-wrap gap-1.5">
            {baby.doses.map((dose) => (
              <DoseChip key={`${dose.vaccineName}-${dose.doseNumber}`} dose={dose} />
            ))}
          </ul>
          <p className="text-xs text-muted">
            {baby.lastReminderAt ? `Lembrete em ${brDate(baby.lastReminderAt)}` : 'Nenhum lembrete enviado'}
            {baby.lastContactAt && ` · Contato em ${brDate(baby.lastContactAt)}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 lg:flex-col">
          <Button
            size="sm"
            disabled={remind.isPending}
            onClick={() =>
              remind.mutate(baby.id, {
                onSuccess: () => toast.success('Lembrete enviado'),
                onError: (error) => toast.error(messageFor(error, 'Não foi possível enviar o lembrete')),
              })
            }
          >
            Enviar lembrete
          </Button>
          <Button size="sm" variant="outline" onClick={onOpen}>
            Abrir ficha
          </Button>
          <Button size="sm" variant="outline" onClick={onContact}>
            Contato feito
          </Button>
          <Button size="sm" variant="outline" onClick={onVaccine}>
            Vacina aplicada na unidade
          </Button>
        </div>
      </Card>
    </li>
  );
}
