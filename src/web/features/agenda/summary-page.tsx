import { toCalendarDate } from '@domain/age';
import { formatDuration } from '@domain/agenda/durations';
import { localDayWindows, secondsByDay } from '@domain/agenda/local-days';
import { BarChart3, ChevronRight, Download, Moon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BabySwitcher } from '@/components/baby-switcher';
import { NoBabyNotice } from '@/components/no-baby-notice';
import { buttonVariants } from '@/components/ui/button';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useGlance } from '@/shared/agenda/agenda-glance';
import { careLogCsvUrl, phoneTimeZone, type SummaryDay, type SummaryDays, useCareSummary } from './api/care-summary';
import { DayBars } from './components/day-bars';

const PERIODS = [
  { id: '7', label: '7 dias' },
  { id: '30', label: '30 dias' },
] as const;

const decimal = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const hoursText = (seconds: number) => (seconds > 0 ? formatDuration(seconds) : '0 h');

/** The sleep still running counts too: its part of each day so far. */
function withRunningSleep(days: SummaryDay[], runningSince: string | undefined): SummaryDay[] {
  if (!runningSince || days.length === 0) return days;
  const windows = localDayWindows(days.at(-1)!.day, days.length, phoneTimeZone());
  const parts = secondsByDay({ start: new Date(runningSince), end: new Date() }, windows);
  return days.map((d) => ({ ...d, sleepSeconds: d.sleepSeconds + (parts.get(d.day) ?? 0) }));
}

/** "Resumo": the last 7 or 30 days of the active baby, by day, with the averages and the CSV. */
export default function SummaryPage() {
  const [period, setPeriod] = useState<SummaryDays>('7');
  const days = Number(period) as 7 | 30;
  const summary = useCareSummary(period);
  const glance = useGlance();
  const sleeping = glance.data?.baby ? glance.data.timers.find((t) => t.kind === 'sono')?.startedAt : undefined;

  return (
    <div className="space-y-4 pb-8 pt-3">
      <div className="flex items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-2xl font-extrabold">
          <BarChart3 className="size-6 text-primary" aria-hidden /> Resumo
        </h1>
        <a href={careLogCsvUrl()} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden /> Exportar CSV
        </a>
      </div>
      <BabySwitcher />
      <Link to="/sono" className={buttonVariants({ variant: 'outline', className: 'w-full justify-between' })}>
        <span className="flex items-center gap-2">
          <Moon aria-hidden /> Sono: janelas, noites e sono seguro
        </span>
        <ChevronRight aria-hidden />
      </Link>
      <ChoiceChips
        name="period"
        legend="Período"
        options={PERIODS}
        value={period}
        onChange={(v) => v && setPeriod(v)}
      />
      {summary.isPending ? (
        <div role="status" aria-label="Carregando" className="space-y-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-64" />
        </div>
      ) : summary.isError ? (
        <LoadError message="Não foi possível carregar o resumo" onRetry={() => summary.refetch()} />
      ) : !summary.data.baby ? (
        <NoBabyNotice />
      ) : (
        <SummaryBody
          days={withRunningSleep(summary.data.days, sleeping)}
          averages={summary.data.averages}
          period={days}
        />
      )}
    </div>
  );
}

function SummaryBody({
  days,
  averages,
  period,
}: {
  days: SummaryDay[];
  averages: { feedings: number; sleepSeconds: number; diapers: number; wet: number; dirty: number; medicines: number };
  period: 7 | 30;
}) {
  const today = toCalendarDate(new Date());
  const todays = days.find((d) => d.day === today);
  const empty = days.every((d) => d.feedings + d.diapers + d.medicines === 0 && d.sleepSeconds === 0);
  if (empty)
    return (
      <div className="rounded-[var(--radius-card)] border border-line bg-surface p-6 text-center text-muted">
        <p className="font-semibold">Nenhum registro nos últimos {period} dias.</p>
        <Link to="/agenda" className={buttonVariants({ variant: 'secondary', className: 'mt-4' })}>
          Ir para a agenda
        </Link>
      </div>
    );
  return (
    <>
      {todays && (
        <section aria-label="Hoje" className="rounded-[var(--radius-card)] bg-primary-faint p-4">
          <h2 className="text-sm font-extrabold uppercase tracking-wide text-muted">Hoje</h2>
          <p className="mt-1 font-bold">
            {plural(todays.feedings, 'mamada', 'mamadas')} · {hoursText(todays.sleepSeconds)} de sono ·{' '}
            {plural(todays.diapers, 'fralda', 'fraldas')} · {plural(todays.medicines, 'remédio', 'remédios')}
          </p>
        </section>
      )}
      <section aria-label="Média por dia" className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
        <h2 className="text-sm font-extrabold uppercase tracking-wide text-muted">Média por dia</h2>
        <dl className="mt-2 grid grid-cols-2 gap-3">
          <Average label="Mamadas" value={decimal(averages.feedings)} />
          <Average label="Sono" value={hoursText(averages.sleepSeconds)} />
          <Average
            label="Fraldas"
            value={`${decimal(averages.diapers)} (${decimal(averages.wet)} xixi, ${decimal(averages.dirty)} cocô)`}
          />
          <Average label="Remédios" value={decimal(averages.medicines)} />
        </dl>
      </section>
      <Tabs defaultValue="mamadas">
        <TabsList aria-label="Medida">
          <TabsTrigger value="mamadas">Mamadas</TabsTrigger>
          <TabsTrigger value="sono">Sono</TabsTrigger>
          <TabsTrigger value="fraldas">Fraldas</TabsTrigger>
          <TabsTrigger value="remedios">Remédios</TabsTrigger>
        </TabsList>
        <TabsContent value="mamadas">
          <DayBars
            caption="Mamadas por dia"
            unit="Mamadas"
            bars={days.map((d) => ({
              day: d.day,
              value: d.feedings,
              text: d.bottleMl > 0 ? `${d.feedings} · ${d.bottleMl} ml` : String(d.feedings),
            }))}
          />
        </TabsContent>
        <TabsContent value="sono">
          <DayBars
            caption="Horas de sono por dia"
            unit="Sono"
            bars={days.map((d) => ({ day: d.day, value: d.sleepSeconds, text: hoursText(d.sleepSeconds) }))}
          />
        </TabsContent>
        <TabsContent value="fraldas">
          <DayBars
            caption="Fraldas por dia, molhadas (xixi) e sujas (cocô)"
            unit="Fraldas"
            bars={days.map((d) => ({ day: d.day, value: d.diapers, text: `${d.wet} xixi · ${d.dirty} cocô` }))}
          />
        </TabsContent>
        <TabsContent value="remedios">
          <DayBars
            caption="Remédios dados por dia"
            unit="Remédios"
            bars={days.map((d) => ({
              day: d.day,
              value: d.medicines,
              text: d.medicines > 0 ? `${d.medicines} · ${d.medicineNames.join(', ')}` : '0',
            }))}
          />
        </TabsContent>
      </Tabs>
    </>
  );
}

function Average({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-bold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="font-bold">{value}</dd>
    </div>
  );
}
