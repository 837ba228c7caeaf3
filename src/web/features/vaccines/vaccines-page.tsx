import { ageInMonths, toCalendarDate } from '@domain/age';
import { formatDate } from '@domain/format';
import { isPneumococcal, NIRSEVIMAB_DOSE, pneumococcalNote, rsvProtection } from '@domain/vaccines/rsv-protection';
import { isYearly, seasonDose } from '@domain/vaccines/season-dose';
import {
  type CalendarDose,
  cardSummary,
  customRecords,
  dosesDueBy,
  groupByAge,
  recordFor,
} from '@domain/vaccines/vaccine-card';
import { Syringe } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BabySwitcher } from '@/components/baby-switcher';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useDeleteVaccineRecord, usePendingVaccineRecords, useVaccineCard } from './api/vaccine-card';
import { CustomVaccinesSection } from './components/custom-vaccines-section';
import { DoseRow } from './components/dose-row';
import { OnboardingDialog } from './components/onboarding-dialog';
import { PendingAlert } from './components/pending-alert';
import { RegisterDoseDialog } from './components/register-dose-dialog';
import { RsvSection } from './components/rsv-section';
import { SeasonDoseRow } from './components/season-dose-row';

// Asked for after sign-in, so the screen opens offline even if she never opened it (decision 048).
export { prefetchForOffline } from './api/prefetch-for-offline';

export default function VaccinesPage() {
  const card = useVaccineCard();
  const [params, setParams] = useSearchParams();
  const [ticking, setTicking] = useState<CalendarDose | null>(null);
  // Once answered, the records exist; the dialog stays for its confirmation step all the same.
  const [answered, setAnswered] = useState(false);
  const remove = useDeleteVaccineRecord();
  const waitingRecords = usePendingVaccineRecords(card.data?.baby?.id);
  const waiting = new Set(waitingRecords.map((r) => r.id));

  if (card.isPending) return <FormSkeleton rows={6} />;
  if (card.isError)
    return <LoadError message="Não foi possível carregar os dados das vacinas." onRetry={() => card.refetch()} />;
  const { baby, calendar, version } = card.data;
  // Registered offline: counted and shown as applied, marked as waiting, until sent.
  const records = [...card.data.records, ...waitingRecords];
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

  // The mother's own day decides the baby's age and the influenza season. The answer's `seasonDose`
  // is the same rule on the server's day; computing it here keeps a cached card right offline.
  const today = toCalendarDate(new Date());
  const age = ageInMonths(baby.birthDate, today);
  const season = seasonDose(calendar, records, baby.birthDate, today);
  const { shown, applied, total, pending } = cardSummary(calendar, records, age, season);
  const rsv = rsvProtection(baby, today);
  const rsvRecord = rsv.preterm ? recordFor(NIRSEVIMAB_DOSE, records) : null;
  // The calendar version is said once, under the first pneumococcal dose.
  const pneumococcalNoteOn = shown.find((dose) => isPneumococcal(dose.vaccineName))?.id;
  const eligible = age >= 1 && records.length === 0 && !baby.onboardingDone;
  const showOnboarding = params.get('onboarding') === 'true' && (eligible || answered);
  const untick = (id: string, ok = 'Vacina removida', fail = 'Não foi possível remover a vacina.') =>
    remove.mutate(id, { onSuccess: () => toast.success(ok), onError: (error) => toast.error(messageFor(error, fail)) });
  // This season's dose is registered under the next free dose number of the vaccine.
  const tickSeason = (dose: CalendarDose) =>
    season &&
    setTicking({ ...dose, doseNumber: season.nextDoseNumber, doseLabel: `${dose.doseLabel} (${season.season.label})` });

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
        <BabySwitcher className="mt-3" />
      </header>
      <Card className="flex items-center gap-4 bg-gradient-to-br from-primary-soft to-accent-soft">
        <Syringe className="size-8 text-primary-strong" aria-hidden />
        <p className="text-lg font-extrabold">
          {applied} de {total} vacinas aplicadas
        </p>
      </Card>
      <PendingAlert pending={pending} babyName={baby.name} />
      <RsvSection
        rsv={rsv}
        record={rsvRecord}
        busy={remove.isPending}
        onTick={() => setTicking(NIRSEVIMAB_DOSE)}
        onUntick={() => rsvRecord && untick(rsvRecord.id)}
      />
      {groupByAge(shown).map((group) => (
        <section key={group.ageDisplay} aria-label={group.ageDisplay}>
          <h2 className="mb-2 text-sm font-extrabold uppercase tracking-wide text-muted">{group.ageDisplay}</h2>
          <ul className="space-y-2">
            {group.doses.map((dose) => {
              if (isYearly(dose) && season) {
                return (
                  <SeasonDoseRow
                    key={dose.id}
                    dose={dose}
                    season={season}
                    busy={remove.isPending}
                    onTick={() => tickSeason(dose)}
                    onUntick={(r) => untick(r.id)}
                  />
                );
              }
              const record = recordFor(dose, records);
              return (
                <DoseRow
                  key={dose.id}
                  dose={dose}
                  record={record}
                  waiting={record !== null && waiting.has(record.id)}
                  busy={remove.isPending}
                  onTick={() => setTicking(dose)}
                  onUntick={() => record && untick(record.id)}
                >
                  {dose.id === pneumococcalNoteOn && (
                    <p className="mt-1 text-xs text-muted">{pneumococcalNote(version)}</p>
                  )}
                </DoseRow>
              );
            })}
          </ul>
        </section>
      ))}
      <CustomVaccinesSection
        babyId={baby.id}
        records={customRecords(rsv.preterm ? [...calendar, NIRSEVIMAB_DOSE] : calendar, records)}
        waiting={waiting}
        onDelete={(id) => untick(id, 'Vacina removida', 'Não foi possível excluir a vacina.')}
      />
      <p className="text-sm text-muted">
        {version && `Fonte: ${version.source} (${version.label}). `}
        Confirme sempre as datas com o pediatra ou na sua Unidade Básica de Saúde (UBS).
      </p>
      <RegisterDoseDialog
        key={ticking?.id ?? 'none'}
        babyId={baby.id}
        dose={ticking}
        season={ticking && isYearly(ticking) ? season?.season : undefined}
        onClose={() => setTicking(null)}
      />
      {showOnboarding && (
        <OnboardingDialog
          babyId={baby.id}
          babyName={baby.name}
          due={dosesDueBy(calendar, age)}
          onAnswered={() => setAnswered(true)}
          onFinish={() => setParams({}, { replace: true })}
        />
      )}
    </div>
  );
}
