import { formatDuration, timeAgo } from '@domain/agenda/durations';
import { labelOfDiaper, labelOfFeeding } from '@domain/agenda/event-details';
import { consultationSoonText } from '@domain/reminders/consultation-soon';
import { Baby, CalendarClock, ChevronRight, Droplets, Moon, Pill } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import type { Glance } from '@/shared/agenda/agenda-glance';

const ROWS = ['Última mamada', 'Última fralda', 'Último sono', 'Último remédio'];

/** The card's own shape while it loads, so nothing below it moves when the answers arrive. */
function GlanceSkeleton() {
  return (
    <div
      role="status"
      aria-label="Carregando"
      className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface"
    >
      <ul className="divide-y divide-line">
        {ROWS.map((label) => (
          <li key={label} className="flex min-h-14 items-center gap-3 px-4 py-2">
            <Skeleton className="size-9 rounded-full" />
            <span className="flex-1 space-y-1.5">
              <span className="block text-xs font-bold uppercase tracking-wide text-muted">{label}</span>
              <Skeleton className="h-4 w-2/3" />
            </span>
          </li>
        ))}
      </ul>
      <div className="min-h-16 bg-primary-faint px-4 py-3">
        <Skeleton className="h-5 w-3/4" />
      </div>
    </div>
  );
}

const phoneTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function GlanceRow({ to, icon, label, value }: { to: string; icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <li>
      <Link to={to} className="flex min-h-14 items-center gap-3 px-4 py-2 hover:bg-primary-faint">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-faint text-primary-strong">
          {icon}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-xs font-bold uppercase tracking-wide text-muted">{label}</span>
          <span className="block font-bold">{value}</span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-primary" aria-hidden />
      </Link>
    </li>
  );
}

/**
 * The answers a mother looks for first: an appointment within the week, the last feeding and its
 * side, the last diaper, sleeping now or the last sleep, the last medicine and today's totals.
 * Each care row opens the agenda on that type, to log the next one.
 */
export function CareGlance({ glance, pending, now }: { glance: Glance | undefined; pending: boolean; now: Date }) {
  if (pending) return <GlanceSkeleton />;
  if (!glance?.baby) return null;
  const { lastFeeding, lastDiaper, lastSleep, lastMedicine, today, timers, nextConsultation } = glance;
  const sleeping = timers.find((t) => t.kind === 'sono');
  const feedingHow = lastFeeding?.bottleMl
    ? `mamadeira ${lastFeeding.bottleMl} ml`
    : lastFeeding?.feeding
      ? labelOfFeeding(lastFeeding.feeding).toLowerCase()
      : null;
  const sleepValue = sleeping
    ? `Dormindo ${timeAgo(new Date(sleeping.startedAt), now)}`
    : lastSleep?.endedAt
      ? `${formatDuration((Date.parse(lastSleep.endedAt) - Date.parse(lastSleep.occurredAt)) / 1000)} · acordou ${timeAgo(new Date(lastSleep.endedAt), now)}`
      : 'Nenhum sono registrado';
  const totals = [
    plural(today.mamada, 'mamada', 'mamadas'),
    `${today.sleepSeconds > 0 ? formatDuration(today.sleepSeconds) : '0 h'} de sono`,
    `${plural(today.fralda, 'fralda', 'fraldas')} (${today.xixi} xixi, ${today.coco} cocô)`,
  ];
  return (
    <section
      aria-label="Resumo de hoje"
      className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface"
    >
      <ul className="divide-y divide-line">
        {nextConsultation && (
          <GlanceRow
            to={`/agenda?consulta=${nextConsultation.id}`}
            icon={<CalendarClock className="size-5" aria-hidden />}
            label="Próxima consulta"
            value={`${consultationSoonText(new Date(nextConsultation.startsAt), now, phoneTimeZone)} — ${nextConsultation.title}`}
          />
        )}
        <GlanceRow
          to="/agenda?novo=mamada"
          icon={<Baby className="size-5" aria-hidden />}
          label="Última mamada"
          value={
            lastFeeding
              ? [timeAgo(new Date(lastFeeding.occurredAt), now), feedingHow].filter(Boolean).join(' · ')
              : 'Nenhuma registrada'
          }
        />
        <GlanceRow
          to="/agenda?novo=fralda"
          icon={<Droplets className="size-5" aria-hidden />}
          label="Última fralda"
          value={
            lastDiaper
              ? [
                  timeAgo(new Date(lastDiaper.occurredAt), now),
                  lastDiaper.diaper && labelOfDiaper(lastDiaper.diaper).toLowerCase(),
                ]
                  .filter(Boolean)
                  .join(' · ')
              : 'Nenhuma registrada'
          }
        />
        <GlanceRow
          to="/agenda?novo=sono"
          icon={<Moon className="size-5" aria-hidden />}
          label={sleeping ? 'Sono agora' : 'Último sono'}
          value={sleepValue}
        />
        <GlanceRow
          to="/agenda?novo=remedio"
          icon={<Pill className="size-5" aria-hidden />}
          label="Último remédio"
          value={
            lastMedicine
              ? [lastMedicine.medicine, lastMedicine.dose, timeAgo(new Date(lastMedicine.occurredAt), now)]
                  .filter(Boolean)
                  .join(' · ')
              : 'Nenhum registrado'
          }
        />
      </ul>
      <div role="note" className="min-h-16 bg-primary-faint px-4 py-3 text-sm font-bold" aria-label="Totais de hoje">
        Hoje: {totals.join(' · ')}
      </div>
    </section>
  );
}
