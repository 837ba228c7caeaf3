import { SAFE_SLEEP_FIRST_WEEK } from '@domain/sleep/safe-sleep';
import { asleepLine, awakeLine, whyLine, windowLine } from '@domain/sleep/sleep-texts';
import { ChevronRight, Moon, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { type SleepForecastAnswer, useSleepForecast } from '@/shared/agenda/sleep-forecast';

const phoneTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The clock the card's "há 1 h 35" reads, moved every 30 s. */
function useMinuteClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

type Forecast = Extract<SleepForecastAnswer, { forecast: unknown }>;

function CardLines({ answer, now }: { answer: Forecast; now: Date }) {
  const { forecast, baby } = answer;
  const tz = phoneTimeZone();
  if (forecast.state === 'asleep')
    return <p className="text-lg font-extrabold">{asleepLine(new Date(forecast.since), now)}</p>;
  if (forecast.state === 'no_data')
    return <p className="text-muted">Registre os sonos na agenda para ver quando deve vir a próxima soneca.</p>;
  const woke = awakeLine(new Date(forecast.wokeAt), now, tz, baby.gender);
  if (forecast.state === 'night')
    return (
      <>
        <p className="text-lg font-extrabold">É noite: o próximo sono é o da noite</p>
        <p className="text-sm">{woke}</p>
      </>
    );
  const window = {
    ...forecast.window,
    start: new Date(forecast.window.start),
    end: new Date(forecast.window.end),
  };
  return (
    <>
      <p className="text-lg font-extrabold">{windowLine(window, tz)}</p>
      <p className="text-sm">{woke}</p>
      <p className="text-sm text-muted">{whyLine(window, baby.name, answer.corrected)}</p>
      {now > window.end && (
        <p className="text-sm text-muted">A janela já passou: se o bebê dormiu, registre o sono na agenda.</p>
      )}
    </>
  );
}

/**
 * Sono at a glance, on the dashboard and the agenda: asleep for how long, or the window her next
 * sleep should start in, learned from her own days (or the common band, said as such).
 */
export function SleepCard({ linkToPage = true }: { linkToPage?: boolean }) {
  const forecast = useSleepForecast();
  const now = useMinuteClock();
  if (forecast.isPending)
    return (
      <div role="status" aria-label="Carregando">
        <Skeleton className="h-28 rounded-[var(--radius-card)]" />
      </div>
    );
  if (!forecast.data || !('forecast' in forecast.data)) return null;
  return (
    <section aria-label="Sono" className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-faint text-primary-strong">
          <Moon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1 space-y-0.5">
          <CardLines answer={forecast.data} now={now} />
        </div>
      </div>
      {forecast.data.firstWeek && (
        <p className="mt-3 flex items-start gap-2 rounded-xl bg-primary-faint p-3 text-sm">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary-strong" aria-hidden />
          <span>
            {SAFE_SLEEP_FIRST_WEEK}{' '}
            <Link to="/sono#sono-seguro" className="font-bold text-primary-strong underline">
              Veja tudo
            </Link>
          </span>
        </p>
      )}
      {linkToPage && (
        <Link to="/sono" className="mt-3 flex min-h-11 items-center justify-between font-bold text-primary-strong">
          Ver o sono dos últimos dias <ChevronRight className="size-5" aria-hidden />
        </Link>
      )}
    </section>
  );
}
