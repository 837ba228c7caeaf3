import { type BreastSide, elapsedSeconds, sideTotals, suggestedSide } from '@domain/agenda/care-timer';
import { timerClock } from '@domain/agenda/durations';
import { labelOfFeeding } from '@domain/agenda/event-details';
import { registeredAtText } from '@domain/agenda/event-types';
import { Baby, Moon, Square, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { cn } from '@/lib/cn';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import type { Glance } from '@/shared/agenda/agenda-glance';
import { type RunningTimer, useCareTimers, useTimerActions } from '@/shared/agenda/care-timers';

/** The time now, again every second while a timer shows. */
function useNow(ticking: boolean) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!ticking) return;
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, [ticking]);
  return now;
}

const SIDE_LABEL: Record<BreastSide, string> = { esquerdo: 'Esquerdo', direito: 'Direito' };
const SIDES = [
  { id: 'esquerdo', label: 'Peito esquerdo' },
  { id: 'direito', label: 'Peito direito' },
] as const;
const sideChip = (selected: boolean) =>
  cn(
    'flex min-h-12 flex-1 flex-col items-center justify-center rounded-2xl border px-3 text-sm font-bold',
    selected ? 'border-primary bg-primary text-white' : 'border-line bg-surface text-ink',
  );

const failed = (fallback: string) => (error: unknown) => toast.error(messageFor(error, fallback));
const two = (n: number) => String(n).padStart(2, '0');

/**
 * "Iniciar mamada" (on the side the last feeding did not end on) and "Iniciar sono", and the
 * running timers with their clocks, the side switch and "Parar", which saves the event. Shown on
 * the dashboard and the agenda; a timer someone else of the family started shows here too.
 */
export function CareTimersPanel({ userId, glance }: { userId: string; glance: Glance | undefined }) {
  const timers = useCareTimers(userId, glance);
  const babyId = glance?.baby ? glance.baby.id : undefined;
  const actions = useTimerActions(userId, babyId);
  const lastFeeding = glance?.baby ? glance.lastFeeding : null;
  const lastBreast = lastFeeding?.feeding && lastFeeding.feeding !== 'mamadeira' ? lastFeeding.feeding : null;
  const [side, setSide] = useState<BreastSide | null>(null);
  const [busy, setBusy] = useState(false);
  const now = useNow(timers.length > 0);
  if (!babyId) return null;

  const chosenSide = side ?? suggestedSide(lastBreast);
  const feeding = timers.find((t) => t.kind === 'mamada');
  const sleep = timers.find((t) => t.kind === 'sono');
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const stop = (timer: RunningTimer) =>
    run(() =>
      actions.stop(timer).then(({ queued }) => {
        const started = new Date(timer.startedAt);
        const label = timer.kind === 'mamada' ? 'Mamada' : 'Sono';
        const time = `${two(started.getHours())}:${two(started.getMinutes())}`;
        toast.success('Evento adicionado!', {
          description: queued
            ? `${label} das ${time}: sem internet agora, será enviado quando a conexão voltar.`
            : registeredAtText(timer.kind, label, time),
        });
      }, failed('Não foi possível salvar o registro')),
    );
  const discard = (timer: RunningTimer) =>
    run(() =>
      actions.discard(timer).then(() => toast.success('Cronômetro descartado'), failed('Não foi possível descartar')),
    );

  return (
    <section aria-label="Cronômetros" className="grid gap-3">
      {feeding ? (
        <div
          className="rounded-[var(--radius-card)] border-2 border-primary/30 bg-primary-faint p-4"
          aria-live="polite"
        >
          <div className="flex items-center justify-between gap-2">
            <p className="flex items-center gap-2 font-extrabold">
              <Baby className="size-5 text-primary" aria-hidden /> Mamada em andamento
            </p>
            <p className="font-mono text-2xl font-extrabold tabular-nums" role="timer" aria-label="Tempo de mamada">
              {timerClock(elapsedSeconds(feeding, now))}
            </p>
          </div>
          <fieldset className="mt-3 flex gap-2">
            <legend className="sr-only">Peito</legend>
            {(['esquerdo', 'direito'] as const).map((s) => {
              const totals = sideTotals(feeding, now);
              return (
                <button
                  key={s}
                  type="button"
                  aria-pressed={feeding.side === s}
                  aria-label={feeding.side === s ? `Peito ${s}, em uso` : `Trocar para o peito ${s}`}
                  disabled={busy}
                  className={sideChip(feeding.side === s)}
                  onClick={() =>
                    feeding.side !== s &&
                    run(() => actions.switchTo(feeding, s).catch(failed('Não foi possível trocar o lado')))
                  }
                >
                  {SIDE_LABEL[s]}
                  <span className="font-mono text-xs tabular-nums">
                    {timerClock(s === 'esquerdo' ? totals.left : totals.right)}
                  </span>
                </button>
              );
            })}
          </fieldset>
          <TimerButtons busy={busy} onStop={() => stop(feeding)} onDiscard={() => discard(feeding)} what="a mamada" />
        </div>
      ) : (
        <div className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
          <ChoiceChips
            name="feeding-side"
            legend="Peito da mamada"
            options={SIDES}
            value={chosenSide}
            onChange={(value) => value && setSide(value)}
          />
          {lastBreast && (
            <p className="mt-2 text-sm font-semibold text-muted">Último: {labelOfFeeding(lastBreast).toLowerCase()}</p>
          )}
          <Button
            className="mt-3 w-full"
            disabled={busy}
            onClick={() =>
              run(() => actions.start('mamada', chosenSide).catch(failed('Não foi possível iniciar a mamada')))
            }
          >
            <Baby aria-hidden /> Iniciar mamada
          </Button>
        </div>
      )}
      {sleep ? (
        <div
          className="rounded-[var(--radius-card)] border-2 border-accent/30 bg-accent-soft/40 p-4"
          aria-live="polite"
        >
          <div className="flex items-center justify-between gap-2">
            <p className="flex items-center gap-2 font-extrabold">
              <Moon className="size-5 text-accent" aria-hidden /> Dormindo
            </p>
            <p className="font-mono text-2xl font-extrabold tabular-nums" role="timer" aria-label="Tempo de sono">
              {timerClock(elapsedSeconds(sleep, now))}
            </p>
          </div>
          <TimerButtons busy={busy} onStop={() => stop(sleep)} onDiscard={() => discard(sleep)} what="o sono" />
        </div>
      ) : (
        <Button
          variant="outline"
          className="w-full"
          disabled={busy}
          onClick={() => run(() => actions.start('sono', null).catch(failed('Não foi possível iniciar o sono')))}
        >
          <Moon aria-hidden /> Iniciar sono
        </Button>
      )}
    </section>
  );
}

function TimerButtons({
  busy,
  onStop,
  onDiscard,
  what,
}: {
  busy: boolean;
  onStop: () => void;
  onDiscard: () => void;
  what: string;
}) {
  return (
    <div className="mt-3 flex gap-2">
      <Button className="flex-1" disabled={busy} onClick={onStop} aria-label={`Parar ${what}`}>
        <Square aria-hidden /> Parar
      </Button>
      <Button variant="ghost" size="icon" disabled={busy} onClick={onDiscard} aria-label={`Descartar ${what}`}>
        <Trash2 className="text-muted" />
      </Button>
    </div>
  );
}
