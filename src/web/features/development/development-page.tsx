import { toCalendarDate } from '@domain/age';
import { inAutismScreeningWindow } from '@domain/development/autism-screening';
import { withHeadCircumference } from '@domain/development/head-circumference';
import { MARK_LABELS, MILESTONE_MARKS, type MilestoneMark } from '@domain/development/milestone-marks';
import {
  bandsForAge,
  developmentAdvice,
  LOST_SKILL_ADVICE,
  MILESTONES_SOURCE,
  type Milestone,
  type MilestoneBand,
  SCREENING_NOTE,
} from '@domain/development/milestones';
import { formatDate } from '@domain/format';
import { formatAgeDays } from '@domain/growth/growth-age';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { BabySwitcher } from '@/components/baby-switcher';
import { NoBabyNotice } from '@/components/no-baby-notice';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { type Development, useDevelopment } from '@/shared/development/development';
import { useMarkMilestone, usePendingMilestoneMarks } from './api/development';
import { AutismScreeningCard } from './components/autism-screening-card';

type Marks = Record<string, { mark: MilestoneMark; markedOn: string }>;

// Asked for after sign-in, so the screen opens offline even if she never opened it (decision 048).
export { prefetchForOffline } from './api/prefetch-for-offline';

/** "Marcos do desenvolvimento": the Caderneta's milestones of the baby's age band and the one before. */
export default function DevelopmentPage() {
  const development = useDevelopment();
  return (
    <div className="space-y-4 pb-8 pt-3">
      <h1 className="flex items-center gap-2 text-2xl font-extrabold">
        <Sparkles className="size-6 text-primary" aria-hidden /> Marcos do desenvolvimento
      </h1>
      <BabySwitcher />
      {development.isPending ? (
        <div role="status" aria-label="Carregando" className="space-y-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-64" />
        </div>
      ) : development.isError ? (
        <LoadError message="Não foi possível carregar os marcos" onRetry={() => development.refetch()} />
      ) : !development.data.baby || !development.data.age ? (
        <NoBabyNotice />
      ) : (
        <DevelopmentBody development={development.data} />
      )}
    </div>
  );
}

function DevelopmentBody({ development }: { development: Development }) {
  const age = development.age!;
  const marks: Marks = Object.fromEntries(development.marks.map((m) => [m.milestoneId, m]));
  const { current, previous } = bandsForAge(age.days);
  const advice = withHeadCircumference(
    developmentAdvice({
      current,
      previous,
      marks: Object.fromEntries(development.marks.map((m) => [m.milestoneId, m.mark])),
    }),
    development.headZ,
  );
  return (
    <>
      <p className="text-muted">
        {age.corrected ? (
          <>
            Pela <strong className="text-ink">idade corrigida: {formatAgeDays(age.days)}</strong> (nasceu antes de 37
            semanas; vale até os 2 anos).
          </>
        ) : (
          <>
            Idade: <strong className="text-ink">{formatAgeDays(age.days)}</strong>
          </>
        )}
      </p>
      {current ? (
        <>
          <section
            aria-label="O que fazer"
            className={cn(
              'rounded-[var(--radius-card)] p-4',
              advice.level === 'talk_now' ? 'border-2 border-red-300 bg-red-50' : 'bg-primary-faint',
            )}
          >
            <p className="font-bold">{advice.text}</p>
            {advice.headOutOfRange && (
              <Link to="/crescimento" className="mt-2 inline-block font-bold text-primary underline">
                Ver a medida em Crescimento
              </Link>
            )}
          </section>
          {inAutismScreeningWindow(age.days) && <AutismScreeningCard />}
          <BandSection band={current} title={`Agora: ${current.label}`} marks={marks} ownBand />
          {previous && <BandSection band={previous} title={`Faixa anterior: ${previous.label}`} marks={marks} />}
        </>
      ) : (
        <p className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
          Os marcos da Caderneta da Criança vão até os 6 anos. Siga as consultas de rotina com o pediatra ou na UBS.
        </p>
      )}
      <div className="space-y-2 text-sm text-muted">
        <p className="font-semibold text-ink">{LOST_SKILL_ADVICE}</p>
        <p>{SCREENING_NOTE}</p>
        <p>Fonte: {MILESTONES_SOURCE}</p>
      </div>
    </>
  );
}

function BandSection({
  band,
  title,
  marks,
  ownBand = false,
}: {
  band: MilestoneBand;
  title: string;
  marks: Marks;
  ownBand?: boolean;
}) {
  return (
    <section aria-labelledby={`band-${band.id}`} className="space-y-2">
      <h2 id={`band-${band.id}`} className="text-lg font-extrabold">
        {title}
      </h2>
      <ul className="space-y-3">
        {band.milestones.map((milestone) => (
          <MilestoneItem key={milestone.id} milestone={milestone} marked={marks[milestone.id]} ownBand={ownBand} />
        ))}
      </ul>
    </section>
  );
}

function MilestoneItem({
  milestone,
  marked,
  ownBand,
}: {
  milestone: Milestone;
  marked: Marks[string] | undefined;
  ownBand: boolean;
}) {
  const mark = useMarkMilestone();
  const pendingMarks = usePendingMilestoneMarks();
  const waiting = pendingMarks.has(milestone.id);
  const shown = mark.isPending
    ? mark.variables.mark
    : waiting
      ? (pendingMarks.get(milestone.id) ?? null)
      : (marked?.mark ?? null);
  const choose = (choice: MilestoneMark) =>
    mark.mutate(
      // Tapping the chosen answer again leaves the milestone unmarked.
      { milestoneId: milestone.id, mark: shown === choice ? null : choice, markedOn: toCalendarDate(new Date()) },
      { onError: (error) => toast.error(messageFor(error, 'Não foi possível salvar o marco')) },
    );
  return (
    <li className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
      <fieldset>
        <legend className="font-bold">{milestone.text}</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {MILESTONE_MARKS.map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={shown === choice}
              onClick={() => choose(choice)}
              className={cn(
                'min-h-11 rounded-full border px-4 text-sm font-bold',
                shown === choice
                  ? choice === 'sim'
                    ? 'border-emerald-700 bg-emerald-700 text-white'
                    : 'border-amber-700 bg-amber-700 text-white'
                  : 'border-line bg-surface text-ink',
              )}
            >
              {MARK_LABELS[choice]}
            </button>
          ))}
        </div>
      </fieldset>
      {waiting ? (
        <p className="mt-2 text-xs font-bold text-accent">Pendente: será enviado quando a conexão voltar</p>
      ) : (
        marked && !mark.isPending && <p className="mt-2 text-xs text-muted">Marcado em {formatDate(marked.markedOn)}</p>
      )}
      {shown === 'nao' && (
        <div className="mt-3 rounded-xl bg-amber-50 p-3 text-sm">
          {ownBand ? (
            <>
              <p>
                <strong>Como estimular:</strong> {milestone.howToStimulate}
              </p>
              <p className="mt-1">Observe de novo em 30 dias. Se ainda não fizer, converse com o pediatra.</p>
            </>
          ) : (
            <p className="font-semibold">
              Este marco é da faixa anterior: converse com o pediatra ou procure a UBS agora.
            </p>
          )}
          {milestone.exerciseId !== undefined && (
            <Link
              to={`/exercicios?exercicio=${milestone.exerciseId}`}
              className="mt-2 inline-block font-bold text-primary underline"
            >
              Ver exercício para estimular
            </Link>
          )}
        </div>
      )}
    </li>
  );
}
