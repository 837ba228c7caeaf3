import { formatDate } from '@domain/format';
import { doseOrdinal, type VaccineRecord } from '@domain/vaccines/vaccine-card';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CustomVaccineDialog } from './custom-vaccine-dialog';

/** "Vacinas Adicionadas": the vaccines outside the SUS calendar that the mother registered. */
export function CustomVaccinesSection({
  babyId,
  records,
  waiting,
  onDelete,
}: {
  babyId: string;
  records: VaccineRecord[];
  /** The ids of records added offline and not sent yet. */
  waiting: Set<string>;
  onDelete: (id: string) => void;
}) {
  return (
    <section aria-labelledby="custom-title" className="space-y-3">
      <h2 id="custom-title" className="text-lg font-extrabold">
        Vacinas Adicionadas
      </h2>
      {records.length === 0 ? (
        <p className="text-sm text-muted">Vacinas fora do calendário do SUS que você registrar aparecem aqui.</p>
      ) : (
        <ul className="space-y-2">
          {records.map((r) => (
            <li key={r.id} className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3">
              <div className="flex-1">
                <p className="font-bold">
                  {r.vaccineName} — {doseOrdinal(r.doseNumber)}
                </p>
                <p className="text-sm text-muted">
                  Aplicada em {formatDate(r.applicationDate)}
                  {r.notes ? ` · ${r.notes}` : ''}
                </p>
                {waiting.has(r.id) && (
                  <p className="text-xs font-bold text-accent">Pendente: será enviado quando a conexão voltar</p>
                )}
              </div>
              {!waiting.has(r.id) && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Excluir ${r.vaccineName}`}
                  onClick={() => onDelete(r.id)}
                >
                  <Trash2 className="text-muted" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <CustomVaccineDialog babyId={babyId} />
    </section>
  );
}
