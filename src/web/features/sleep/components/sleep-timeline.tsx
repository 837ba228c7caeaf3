import type { TimelineDay } from '../api/sleep-page';

const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const HOURS = [0, 6, 12, 18, 24];

/** Each day as a 24-hour line: sleep as bars, feedings as marks. */
export function SleepTimeline({ days }: { days: TimelineDay[] }) {
  return (
    <figure className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
      <figcaption className="text-sm font-extrabold uppercase tracking-wide text-muted">Dia a dia, 24 horas</figcaption>
      <div className="mt-3 flex pl-12 text-xs text-muted" aria-hidden>
        {HOURS.map((h) => (
          <span key={h} className="flex-1 first:-ml-1 last:flex-none">
            {h}h
          </span>
        ))}
      </div>
      <ul className="mt-1 space-y-1.5">
        {days.map((d) => (
          <li key={d.day} className="flex items-center gap-2">
            <span className="w-10 shrink-0 text-xs font-bold tabular-nums">{dayLabel(d.day)}</span>
            <div
              className="relative h-5 flex-1 overflow-hidden rounded bg-primary-faint"
              role="img"
              aria-label={`${dayLabel(d.day)}: ${d.sleeps.length} ${d.sleeps.length === 1 ? 'sono' : 'sonos'}, ${d.feedings.length} ${d.feedings.length === 1 ? 'mamada' : 'mamadas'}`}
            >
              {[6, 12, 18].map((h) => (
                <span
                  key={h}
                  className="absolute inset-y-0 w-px bg-line"
                  style={{ left: `${(h * 60 * 100) / d.minutes}%` }}
                />
              ))}
              {d.sleeps.map((s) => (
                <span
                  key={s.from}
                  className={`absolute inset-y-0.5 rounded-sm ${s.running ? 'bg-accent' : 'bg-primary'}`}
                  style={{ left: `${(s.from * 100) / d.minutes}%`, width: `${((s.to - s.from) * 100) / d.minutes}%` }}
                />
              ))}
              {d.feedings.map((f) => (
                <span
                  key={f}
                  className="absolute -bottom-0 h-2 w-0.5 bg-ink"
                  style={{ left: `${(f * 100) / d.minutes}%` }}
                />
              ))}
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-3 w-5 rounded-sm bg-primary" /> sono
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-3 w-0.5 bg-ink" /> mamada
        </span>
      </p>
    </figure>
  );
}
