import { DOSE_STATE_LABELS } from '@domain/health-units/health-unit';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { messageFor } from '@/lib/first-error';
import { useUnitBabyRecord } from '../api/unit';

const brDate = (day: string) => new Date(`${day.slice(0, 10)}T12:00:00`).toLocaleDateString('pt-BR');
const ACTION_LABELS = {
  reminder: 'Lembrete enviado',
  contact: 'Contato',
  vaccine_applied: 'Vacina aplicada na unidade',
};

/** "Abrir ficha": what the consent lets the unit see of one baby, and what the unit did. */
export function BabyRecordDialog({ babyId, onClose }: { babyId: string | null; onClose: () => void }) {
  const record = useUnitBabyRecord(babyId);
  const data = record.data;
  return (
    <Dialog open={babyId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{data ? `Ficha de ${data.baby.name}` : 'Ficha do bebê'}</DialogTitle>
        <DialogDescription>
          {data
            ? `${data.baby.age}${data.baby.correctedAge ? ` (corrigida: ${data.baby.correctedAge})` : ''} · nasc. ${brDate(data.baby.birthDate)}`
            : 'Carregando…'}
        </DialogDescription>
        {record.isPending && <Spinner />}
        {record.isError && <p role="alert">{messageFor(record.error, 'Não foi possível abrir a ficha')}</p>}
        {data && (
          <div className="mt-4 space-y-4 text-sm">
            {data.mother && (
              <p>
                <strong>{data.mother.name}</strong>
                {data.mother.phone && ` · ${data.mother.phone}`}
              </p>
            )}
            <section aria-label="Doses em aberto">
              <h3 className="font-bold">Doses em aberto</h3>
              <ul className="mt-1 space-y-0.5">
                {data.pending.map((d) => (
                  <li key={`${d.vaccineName}-${d.doseNumber}`}>
                    {d.vaccineName} · {d.doseLabel} · {DOSE_STATE_LABELS[d.state]} desde {brDate(d.dueOn)}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-label="Doses registradas">
              <h3 className="font-bold">Doses registradas na caderneta</h3>
              <ul className="mt-1 space-y-0.5">
                {data.records.map((r) => (
                  <li key={`${r.vaccineName}-${r.doseNumber}`}>
                    {r.vaccineName} · {r.doseNumber}ª dose · {brDate(r.applicationDate)}
                  </li>
                ))}
              </ul>
            </section>
            {data.actions.length > 0 && (
              <section aria-label="O que a unidade fez">
                <h3 className="font-bold">O que a unidade fez</h3>
                <ul className="mt-1 space-y-0.5">
                  {data.actions.map((a) => (
                    <li key={a.id}>
                      {ACTION_LABELS[a.kind]} · {new Date(a.at).toLocaleDateString('pt-BR')}
                      {a.note && ` · ${a.note}`}
                      {a.vaccineName && ` · ${a.vaccineName} (${a.doseNumber}ª dose)`}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
