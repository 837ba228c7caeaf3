import { scoreLine, shortDuration } from '@domain/sleep/sleep-texts';
import type { SleepPageData } from '../api/sleep-page';

const PARTS = { manha: 'Manhã', tarde: 'Tarde', noite: 'Fim do dia' } as const;
const span = (minutes: number) => shortDuration(minutes * 60_000);

/** "Quão certo foi?" and what the app learned: the score, the days used, the wake windows by time of day. */
export function LearnedWindows({ page }: { page: SleepPageData }) {
  const { score, learning, learnedWindows } = page;
  return (
    <section aria-label="Quão certo foi?" className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
      <h2 className="text-sm font-extrabold uppercase tracking-wide text-muted">Quão certo foi?</h2>
      <p className="mt-1 font-bold">{scoreLine(score.inside, score.total).replace(/^n/, 'N')}.</p>
      <p className="mt-1 text-sm text-muted">
        A janela sugerida vem de {learning.used} dos últimos 14 dias
        {learning.skipped > 0 &&
          ` (${learning.skipped} ${learning.skipped === 1 ? 'ficou de fora' : 'ficaram de fora'} por lacunas no registro: noite sem registro, soneca faltando ou cronômetro esquecido)`}
        . Quando ela erra muito, a janela fica mais larga.
      </p>
      <h3 className="mt-4 text-sm font-extrabold uppercase tracking-wide text-muted">Tempo acordado, pelo registro</h3>
      {learnedWindows.length === 0 ? (
        <p className="mt-1 text-sm text-muted">Ainda não há dias completos registrados para aprender.</p>
      ) : (
        <dl className="mt-2 space-y-1 text-sm">
          {learnedWindows.map((w) => (
            <div key={w.part} className="flex justify-between gap-3">
              <dt className="font-bold">{PARTS[w.part]}</dt>
              <dd>
                cerca de {span(w.medianMinutes)} (de {span(w.lowMinutes)} a {span(w.highMinutes)}; {w.count}{' '}
                {w.count === 1 ? 'vez' : 'vezes'})
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
