import type { ReactNode } from 'react';

export interface DayBar {
  day: string;
  value: number;
  /** What the row says: "8 mamadas", "12 h 30 min". */
  text: ReactNode;
}

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00`).toLocaleDateString('pt-BR', { weekday: 'short', day: '2-digit', month: '2-digit' });

/**
 * One measure by day as a table whose rows carry a bar: the numbers are read as text, by eye and
 * by a screen reader, and the bars only draw them.
 */
export function DayBars({ caption, unit, bars }: { caption: string; unit: string; bars: DayBar[] }) {
  const max = Math.max(...bars.map((b) => b.value), 1);
  return (
    <table className="w-full border-separate border-spacing-y-1 text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Dia</th>
          <th scope="col">{unit}</th>
        </tr>
      </thead>
      <tbody>
        {[...bars].reverse().map((bar) => (
          <tr key={bar.day}>
            <th scope="row" className="w-24 whitespace-nowrap pr-2 text-left font-semibold text-muted">
              {dayLabel(bar.day)}
            </th>
            <td>
              <div className="flex items-center gap-2">
                <div className="h-4 flex-1 overflow-hidden rounded-full bg-primary-faint" aria-hidden>
                  <div className="h-full rounded-full bg-primary" style={{ width: `${(bar.value / max) * 100}%` }} />
                </div>
                <span className="w-28 shrink-0 text-right font-bold tabular-nums">{bar.text}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
