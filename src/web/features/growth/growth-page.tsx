import { ageInDays, formatWeeksAndDays } from '@domain/growth/growth-age';
import { STANDING_FROM_DAYS } from '@domain/growth/growth-indicators';
import { growthAgeOnDay, growthAgeWords, STANDARD_NAMES } from '@domain/growth/growth-standard';
import { growthAdvice, growthSummary } from '@domain/growth/growth-words';
import { GROWTH_PAGE_MEASUREMENTS } from '@domain/growth/measurement-limits';
import { Download, Pencil, Plus, Ruler, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { BabySwitcher } from '@/components/baby-switcher';
import { NoBabyNotice } from '@/components/no-baby-notice';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import type { Growth, Measurement } from '@/shared/growth/growth';
import { type PendingRow, useDeleteMeasurement, useGrowth, usePendingMeasurements } from './api/growth';
import { MeasurementDialog } from './components/measurement-dialog';

/** The baby's measurements and milestone marks as a spreadsheet: a plain link, so the browser downloads it. */
const growthCsvUrl = '/api/growth/export';

// The charts and their SVG code load only on this page, after its first paint.
const GrowthCharts = lazy(() => import('./growth-charts'));

const number = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 3 });
const longDate = (day: string) =>
  new Date(`${day}T12:00:00`).toLocaleDateString('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' });

// Asked for after sign-in, so the screen opens offline even if she never opened it (decision 048).
export { prefetchForOffline } from './api/prefetch-for-offline';

/** "Crescimento": the measurements of the active baby on the WHO curves. */
export default function GrowthPage() {
  const growth = useGrowth();
  const [editing, setEditing] = useState<Measurement | 'new' | null>(null);
  const data = growth.data;

  return (
    <div className="space-y-4 pb-8 pt-3">
      <h1 className="flex items-center gap-2 text-2xl font-extrabold">
        <Ruler className="size-6 text-primary" aria-hidden /> Crescimento
      </h1>
      <BabySwitcher />
      {data?.baby && (
        <Button className="w-full" onClick={() => setEditing('new')}>
          <Plus aria-hidden /> Adicionar medida
        </Button>
      )}
      {growth.isPending ? (
        <div role="status" aria-label="Carregando" className="space-y-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-80" />
        </div>
      ) : growth.isError ? (
        <LoadError message="Não foi possível carregar as medidas" onRetry={() => growth.refetch()} />
      ) : !data?.baby ? (
        <NoBabyNotice />
      ) : (
        <GrowthBody growth={data as Growth & { baby: NonNullable<Growth['baby']> }} onEdit={setEditing} />
      )}
      {editing && data?.baby && data.age && (
        <MeasurementDialog
          measurement={editing === 'new' ? undefined : editing}
          birthDate={data.baby.birthDate}
          standingByAge={data.age.days >= STANDING_FROM_DAYS}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function GrowthBody({
  growth,
  onEdit,
}: {
  growth: Growth & { baby: NonNullable<Growth['baby']> };
  onEdit: (m: Measurement | 'new') => void;
}) {
  const { baby, age } = growth;
  // Added offline and not sent yet: listed and drawn (dashed) with the rest, by date.
  const pendingRows = usePendingMeasurements().map((p): PendingRow => {
    const day = growthAgeOnDay(ageInDays(baby.birthDate, p.measuredOn), gestationalDaysOf(baby));
    return {
      id: p.key,
      measuredOn: p.measuredOn,
      weightKg: p.weightKg,
      lengthCm: p.lengthCm,
      position: p.position,
      headCm: p.headCm,
      ageDays: day.days,
      realAgeDays: day.realDays,
      pmaDays: day.pmaDays,
      standard: day.standard,
      scores: {},
      canChange: false,
      pending: true,
    };
  });
  const measurements: PendingRow[] = [...growth.measurements, ...pendingRows].sort((a, b) =>
    b.measuredOn.localeCompare(a.measuredOn),
  );
  const latest = growth.measurements[0];
  return (
    <>
      <AgeLine age={age!} gestationalDays={gestationalDaysOf(baby)} />
      {!baby.sex && (
        <div className="rounded-[var(--radius-card)] border-2 border-dashed border-primary/40 p-4">
          <p className="font-bold">As curvas da OMS são diferentes para meninos e meninas.</p>
          <p className="mt-1 text-muted">Informe o sexo do bebê para ver os percentis e os gráficos.</p>
          {baby.role === 'responsavel' ? (
            <Link to="/dados-bebe" className={buttonVariants({ variant: 'secondary', className: 'mt-3' })}>
              Informar o sexo
            </Link>
          ) : (
            <p className="mt-2 text-sm text-muted">
              Peça a um(a) responsável pelo bebê para informar em Dados do bebê.
            </p>
          )}
        </div>
      )}
      {measurements.length > 0 ? (
        <>
          {baby.sex && latest && <LatestMeasurement measurement={latest} />}
          {baby.sex && (
            <Suspense fallback={<Skeleton className="h-80" />}>
              <GrowthCharts sex={baby.sex} measurements={measurements} age={age!} />
            </Suspense>
          )}
          <MeasurementList measurements={measurements} onEdit={onEdit} />
          {growth.olderNotShown && (
            <p className="text-sm text-muted">
              Aqui aparecem as {number(GROWTH_PAGE_MEASUREMENTS)} medidas mais recentes. As mais antigas estão no
              arquivo CSV.
            </p>
          )}
        </>
      ) : (
        <div className="rounded-[var(--radius-card)] border border-line bg-surface p-6 text-center text-muted">
          <p className="font-semibold">Nenhuma medida ainda.</p>
          <p className="mt-1">Adicione o peso, o comprimento e o perímetro cefálico da última consulta.</p>
          <Button variant="secondary" className="mt-4" onClick={() => onEdit('new')}>
            <Plus aria-hidden /> Adicionar medida
          </Button>
        </div>
      )}
    </>
  );
}

const gestationalDaysOf = (baby: { gestationalWeeks: number | null; gestationalDays: number }) =>
  baby.gestationalWeeks === null ? null : baby.gestationalWeeks * 7 + baby.gestationalDays;

/** Her ages ("idade corrigida: 2 meses · idade real: 4 meses") and, born early, the curve in use today. */
function AgeLine({ age, gestationalDays }: { age: NonNullable<Growth['age']>; gestationalDays: number | null }) {
  const [first, ...rest] = growthAgeWords(age).split(' · ');
  return (
    <div className="text-muted">
      <p>
        <strong className="text-ink">{capitalized(first!)}</strong>
        {rest.map((part) => ` · ${part}`).join('')}
      </p>
      {age.pmaDays !== null && gestationalDays !== null && (
        <p className="text-sm">
          Nasceu com {formatWeeksAndDays(gestationalDays)}.{' '}
          {age.standard === 'who' ? (
            <>
              As medidas usam as <strong className="text-ink">curvas da OMS</strong> com a idade corrigida, até os 2
              anos.
            </>
          ) : (
            <>
              Até 64 semanas de idade pós-menstrual, as medidas usam a{' '}
              <strong className="text-ink">{STANDARD_NAMES.intergrowth_preterm}</strong>; depois, as curvas da OMS com a
              idade corrigida, até os 2 anos.
            </>
          )}
        </p>
      )}
    </div>
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const INDICATORS = [
  { score: 'weightForAge', label: 'Peso', value: (m: Measurement) => m.weightKg, unit: 'kg' },
  {
    score: 'lengthForAge',
    label: 'Comprimento',
    value: (m: Measurement) => m.lengthCm,
    unit: 'cm',
  },
  { score: 'headForAge', label: 'Perímetro cefálico', value: (m: Measurement) => m.headCm, unit: 'cm' },
  { score: 'weightForLength', label: 'Peso para a altura', value: () => null, unit: '' },
] as const;

const ADVICE_TONE = {
  expected: 'text-emerald-800',
  talk: 'text-amber-800',
  firm: 'text-red-800',
} as const;

function LatestMeasurement({ measurement }: { measurement: Measurement }) {
  const rows = INDICATORS.filter(({ score }) => measurement.scores[score]);
  const before = measurement.standard === 'before_preterm_curves';
  if (rows.length === 0 && !before) return null;
  return (
    <section aria-labelledby="latest-title" className="rounded-[var(--radius-card)] bg-primary-faint p-4">
      <h2 id="latest-title" className="text-sm font-extrabold uppercase tracking-wide text-muted">
        Última medida · {longDate(measurement.measuredOn)}
      </h2>
      {before ? (
        <p className="mt-2">
          Ainda sem curva: a curva INTERGROWTH-21st para prematuros começa em 27 semanas de idade pós-menstrual. Esta
          medida fica registrada; as de 27 semanas em diante entram na curva.
        </p>
      ) : (
        <p className="mt-1 text-sm text-muted">
          {measurement.standard === 'who' ? 'Nas curvas da OMS.' : `Na ${STANDARD_NAMES.intergrowth_preterm}.`}
        </p>
      )}
      <ul className="mt-2 space-y-3">
        {rows.map(({ score, label, value, unit }) => {
          const scored = measurement.scores[score]!;
          const shown = value(measurement);
          return (
            <li key={score}>
              <p className="font-bold">
                {label}
                {shown !== null && `: ${number(shown)} ${unit}`}
                {score === 'lengthForAge' && measurement.position === 'standing' && ' (em pé)'}
              </p>
              <p className={cn('font-semibold', ADVICE_TONE[growthAdvice(score, scored.z).level])}>
                {growthSummary(score, scored)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function MeasurementList({ measurements, onEdit }: { measurements: PendingRow[]; onEdit: (m: Measurement) => void }) {
  const remove = useDeleteMeasurement();
  const [removing, setRemoving] = useState<Measurement | null>(null);
  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success('Medida excluída');
        setRemoving(null);
      },
      onError: (error) => toast.error(messageFor(error, 'Não foi possível excluir a medida')),
    });
  return (
    <section aria-labelledby="history-title" className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <h2 id="history-title" className="text-lg font-extrabold">
          Medidas
        </h2>
        <a href={growthCsvUrl} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden /> Exportar CSV
        </a>
      </div>
      <ul className="divide-y divide-line rounded-[var(--radius-card)] border border-line bg-surface">
        {measurements.map((m) => (
          <li key={m.id} className="flex items-center gap-2 p-3">
            <div className="min-w-0 flex-1">
              <p className="font-bold">
                {longDate(m.measuredOn)}
                {m.pending && (
                  <span className="ml-2 rounded-full bg-accent/15 px-2 py-0.5 text-xs font-bold text-accent">
                    Pendente
                  </span>
                )}
              </p>
              <p className="text-sm text-muted">
                {[
                  m.weightKg !== null && `${number(m.weightKg)} kg`,
                  m.lengthCm !== null && `${number(m.lengthCm)} cm${m.position === 'standing' ? ' (em pé)' : ''}`,
                  m.headCm !== null && `PC ${number(m.headCm)} cm`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            {m.canChange && (
              <>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Editar medida de ${longDate(m.measuredOn)}`}
                  onClick={() => onEdit(m)}
                >
                  <Pencil aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Excluir medida de ${longDate(m.measuredOn)}`}
                  onClick={() => setRemoving(m)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Excluir medida?"
        description="A medida sai do histórico e das curvas."
        confirmLabel="Excluir"
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </section>
  );
}
