import { shortDuration } from '@domain/sleep/sleep-texts';
import type { SleepPageData } from '../api/sleep-page';

const SCALE_HOURS = 20;
const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const hours = (seconds: number | null) => (seconds ? shortDuration(seconds * 1000) : '—');

/** Sleep per day against the range for her age, drawn as a band, with its source. */
export function SleepTotals({ page }: { page: SleepPageData }) {
  const { range, days } = page;
  const bandBottom = (range.minHours * 100) / SCALE_HOURS;
  const bandHeight = ((range.maxHours - range.minHours) * 100) / SCALE_HOURS;
  return (
    <figure className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
      <figcaption className="text-sm font-extrabold uppercase tracking-wide text-muted">Sono por dia</figcaption>
      <div
        className="relative mt-3 h-40"
        role="img"
        aria-label={`Sono por dia; faixa de ${range.minHours} a ${range.maxHours} horas`}
      >
        <div className="absolute inset-0 flex items-end gap-px">
          {days.map((d) => (
            <span
              key={d.day}
              title={`${dayLabel(d.day)}: ${hours(d.sleepSeconds)}`}
              className="flex-1 rounded-t-sm bg-primary"
              style={{ height: `${Math.min(100, (d.sleepSeconds * 100) / (SCALE_HOURS * 3600))}%` }}
            />
          ))}
        </div>
        {/* Over the bars, so a day inside the range shows it. */}
        <span
          className="pointer-events-none absolute inset-x-0 border-y-2 border-dashed border-success bg-success/10"
          style={{ bottom: `${bandBottom}%`, height: `${bandHeight}%` }}
        />
      </div>
      <p className="mt-2 text-xs text-muted">
        Faixa: {range.minHours} a {range.maxHours} h por dia, somando sonecas ({range.source}).
      </p>
      <table className="mt-3 w-full text-sm">
        <thead>
          <tr className="text-left text-xs uppercase tracking-wide text-muted">
            <th className="py-1 pr-3 font-bold">Dia</th>
            <th className="py-1 pr-3 font-bold">Sono</th>
            <th className="py-1 pr-3 font-bold">Sonecas</th>
            <th className="py-1 pr-3 font-bold">Maior trecho da noite</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {[...days].reverse().map((d) => (
            <tr key={d.day}>
              <td className="py-1.5 pr-3 font-bold tabular-nums">{dayLabel(d.day)}</td>
              <td className="whitespace-nowrap py-1.5 pr-3">{hours(d.sleepSeconds)}</td>
              <td className="py-1.5">{d.naps ?? '—'}</td>
              <td className="py-1.5">{hours(d.longestNightSeconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-muted">— : dia com lacuna no registro, ou ainda não terminado.</p>
    </figure>
  );
}
