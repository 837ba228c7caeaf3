import { Syringe, TriangleAlert, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ageInMonths, toCalendarDate } from '@domain/age';
import { formatDate } from '@domain/format';
import { customRecords, doseOrdinal, groupByAge, pendingDoses, recordFor, type CalendarDose } from '@domain/vaccines/vaccine-card';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useDeleteVaccineRecord, useVaccineCard } from './api/vaccine-card';
import { CustomVaccineDialog } from './components/custom-vaccine-dialog';
import { DoseRow } from './components/dose-row';
import { OnboardingDialog } from './components/onboarding-dialog';
import { RegisterDoseDialog } from './components/register-dose-dialog';

export default function VaccinesPage() {
  const card = useVaccineCard();
  const [params, setParams] = useSearchParams();
  const [ticking, setTicking] = useState<CalendarDose | null>(null);
  // Once answered, the records exist; the dialog stays for its confirmation step all the same.
  const [answered, setAnswered] = useState(false);
  const remove = useDeleteVaccineRecord();

  if (card.isPending) return <FormSkeleton rows={6} />;
  if (card.isError) return <LoadError message="Não foi possível carregar os dados das vacinas." onRetry={() => card.refetch()} />;
  const { baby, calendar, records, version } = card.data;
  if (!baby) {
    return (
      <div className="space-y-4 pt-3">
        <h1 className="text-2xl font-extrabold">Carteira de Vacinas</h1>
        <Card className="text-center">
          <p className="font-extrabold">Bebê não cadastrado</p>
          <p className="mt-1 text-muted">Cadastre os dados do seu bebê primeiro para acompanhar as vacinas.</p>
          <Link to="/dados-bebe" className={buttonVariants({ className: 'mt-4' })}>
            Cadastrar bebê
          </Link>
        </Card>
      </div>
    );
  }

  const age = ageInMonths(baby.birthDate, toCalendarDate(new Date()));
  const applied = calendar.filter((dose) => recordFor(dose, records)).length;
  const pending = pendingDoses(calendar, records, age);
  const custom = customRecords(calendar, records);
  const eligible = age >= 1 && records.length === 0 && !baby.onboardingDone;
  const showOnboarding = params.get('onboarding') === 'true' && (eligible || answered);
  const untick = (id: string, ok = 'Vacina removida', fail = 'Não foi possível remover a vacina.') =>
    remove.mutate(id, { onSuccess: () => toast.success(ok), onError: () => toast.error(fail) });

  return (
    <div className="space-y-5 pt-3">
      <header>
        <h1 className="text-2xl font-extrabold">Carteira de Vacinas</h1>
        <p className="text-muted">{baby.name}</p>
        {version && (
          <p className="mt-1 text-xs text-muted">
            Calendário {version.label} do Ministério da Saúde, vigente desde {formatDate(version.validFrom)}
          </p>
        )}
      </header>
      <Card className="flex items-center gap-4 bg-gradient-to-br from-primary-soft to-accent-soft">
        <Syringe className="size-8 text-primary-strong" aria-hidden />
        <p className="text-lg font-extrabold">
          {applied} de {calendar.length} vacinas aplicadas
        </p>
      </Card>
      {pending.length > 0 && (
        <section role="alert" className="flex gap-3 rounded-[var(--radius-card)] border border-amber-300 bg-amber-50 p-4">
          <TriangleAlert className="size-6 shrink-0 text-amber-700" aria-hidden />
          <div>
            <p className="font-extrabold">
              {pending.length} {pending.length === 1 ? 'vacina pendente' : 'vacinas pendentes'} para a idade de {baby.name}
            </p>
            <p className="text-sm">{pending.map((d) => `${d.vaccineName} (${d.doseLabel})`).join(', ')}</p>
          </div>
        </section>
      )}
      {groupByAge(calendar).map((group) => (
        <section key={group.ageDisplay} aria-label={group.ageDisplay}>
          <h2 className="mb-2 text-sm font-extrabold uppercase tracking-wide text-muted">{group.ageDisplay}</h2>
          <ul className="space-y-2">
            {group.doses.map((dose) => {
              const record = recordFor(dose, records);
              return (
                <DoseRow key={dose.id} dose={dose} record={record} busy={remove.isPending} onTick={() => setTicking(dose)} onUntick={() => record && untick(record.id)} />
              );
            })}
          </ul>
        </section>
      ))}
      <section aria-labelledby="custom-title" className="space-y-3">
        <h2 id="custom-title" className="text-lg font-extrabold">
          Vacinas Adicionadas
        </h2>
        {custom.length === 0 ? (
          <p className="text-sm text-muted">Vacinas fora do calendário do SUS que você registrar aparecem aqui.</p>
        ) : (
          <ul className="space-y-2">
            {custom.map((r) => (
              <li key={r.id} className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3">
                <div className="flex-1">
                  <p className="font-bold">
                    {r.vaccineName} — {doseOrdinal(r.doseNumber)}
                  </p>
                  <p className="text-sm text-muted">
                    Aplicada em {formatDate(r.applicationDate)}
                    {r.notes ? ` · ${r.notes}` : ''}
                  </p>
                </div>
                <Button variant="ghost" size="icon" aria-label={`Excluir ${r.vaccineName}`} onClick={() => untick(r.id, 'Vacina removida', 'Não foi possível excluir a vacina.')}>
                  <Trash2 className="text-muted" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <CustomVaccineDialog babyId={baby.id} />
      </section>
      <p className="text-sm text-muted">Confirme sempre as datas com o pediatra ou na sua Unidade Básica de Saúde (UBS).</p>
      <RegisterDoseDialog key={ticking?.id ?? 'none'} babyId={baby.id} dose={ticking} onClose={() => setTicking(null)} />
      {showOnboarding && (
        <OnboardingDialog
          babyId={baby.id}
          babyName={baby.name}
          due={calendar.filter((d) => d.recommendedAgeMonths <= age)}
          onAnswered={() => setAnswered(true)}
          onFinish={() => setParams({}, { replace: true })}
        />
      )}
    </div>
  );
}
