import { toCalendarDate } from '@domain/age';
import {
  type BreastSide,
  type CareTimer,
  stoppedTimerEvent,
  switchSide,
  type TimerKind,
} from '@domain/agenda/care-timer';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { ApiError, api, unwrap } from '@/lib/api';
import { toast } from '@/lib/toast';
import type { Glance } from '@/shared/agenda/agenda-glance';
import { enqueueAgendaEvent, listQueuedAgendaEvents, type NewAgendaEvent } from '@/shared/agenda/offline-queue';
import { outboxKeys } from '@/shared/outbox/outbox-keys';
import { agendaKeys } from './agenda-keys';

/**
 * What the phone did to a timer while it could not tell the server: started it, moved its side,
 * discarded it, or stopped it (its event waits in the offline queue). Kept in localStorage, per
 * account, and sent by `flushCareTimers` when the connection is back.
 */
interface LocalTimer {
  timer: CareTimer & { babyId: string };
  pending: 'start' | 'sides' | 'discard' | 'stopped';
}

const storageKey = (userId: string) => `lumma.careTimers.${userId}`;
const CHANGED = 'lumma-care-timers';

function readLocal(userId: string): LocalTimer[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as LocalTimer[]) : [];
  } catch {
    return [];
  }
}

function writeLocal(userId: string, records: LocalTimer[]) {
  if (records.length === 0) localStorage.removeItem(storageKey(userId));
  else localStorage.setItem(storageKey(userId), JSON.stringify(records));
  window.dispatchEvent(new Event(CHANGED));
}

const putLocal = (userId: string, record: LocalTimer) =>
  writeLocal(userId, [...readLocal(userId).filter((r) => r.timer.id !== record.timer.id), record]);
const dropLocal = (userId: string, id: string) =>
  writeLocal(
    userId,
    readLocal(userId).filter((r) => r.timer.id !== id),
  );

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function useLocalTimers(userId: string): LocalTimer[] {
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem(storageKey(userId)));
  return raw ? (JSON.parse(raw) as LocalTimer[]) : [];
}

export type RunningTimer = CareTimer & { babyId: string; pending: boolean };

/** The baby's running timers: the server's, as the phone has changed them while offline. */
export function useCareTimers(userId: string, glance: Glance | undefined): RunningTimer[] {
  const local = useLocalTimers(userId);
  if (!glance?.baby) return [];
  const babyId = glance.baby.id;
  const localById = new Map(local.map((r) => [r.timer.id, r]));
  const fromServer = glance.timers.filter((t) => !localById.has(t.id)).map((t) => ({ ...t, pending: false }));
  const changedHere = local
    .filter((r) => r.timer.babyId === babyId && (r.pending === 'start' || r.pending === 'sides'))
    .map((r) => ({ ...r.timer, pending: true }));
  return [...fromServer, ...changedHere].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

const isOffline = (error: unknown) => error instanceof ApiError && error.status === 0;

/** Runs `online`; with no connection, `offline` keeps the change on the phone instead. */
async function onlineOrKept(online: () => Promise<unknown>, offline: () => Promise<void> | void) {
  if (navigator.onLine) {
    try {
      await online();
      return { queued: false };
    } catch (error) {
      if (!isOffline(error)) throw error;
    }
  }
  await offline();
  return { queued: true };
}

const two = (n: number) => String(n).padStart(2, '0');
const clockOf = (at: Date) => `${two(at.getHours())}:${two(at.getMinutes())}`;

/** A stopped timer's event as the phone sends it, on the mother's clock of when it started. */
function stoppedEventInput(timer: CareTimer, now: Date): NewAgendaEvent & { id: string } {
  const started = new Date(timer.startedAt);
  return { ...stoppedTimerEvent(timer, now), notes: '', date: toCalendarDate(started), time: clockOf(started) };
}

const sidesOf = (timer: CareTimer) => ({
  side: timer.side!,
  sideSince: timer.sideSince!,
  leftSeconds: timer.leftSeconds,
  rightSeconds: timer.rightSeconds,
});

/**
 * Start, change side, stop and discard, for the baby `babyId`: each reaches the server now, or
 * waits on the phone and reaches it once when the connection is back. Errors carry the server's words.
 */
export function useTimerActions(userId: string, babyId: string | undefined) {
  const queryClient = useQueryClient();
  // A stop kept offline waits in the outbox, which the day reads too.
  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
        queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
      ]),
    [queryClient],
  );
  const pendingStart = (id: string) => readLocal(userId).find((r) => r.timer.id === id)?.pending === 'start';

  return {
    /** Starts now, or at `since` (a sleep she logs as "still sleeping"). */
    async start(kind: TimerKind, side: BreastSide | null, since = new Date()) {
      // The panel and the add dialog offer timers only with a baby.
      if (!babyId) throw new Error('a timer needs a baby');
      const now = since.toISOString();
      const timer: CareTimer = {
        id: crypto.randomUUID(),
        kind,
        startedAt: now,
        side,
        sideSince: side ? now : null,
        leftSeconds: 0,
        rightSeconds: 0,
      };
      const result = await onlineOrKept(
        () =>
          unwrap(
            api.agenda.timers.$post({
              json: { id: timer.id, babyId, kind, startedAt: now, ...(side ? { side } : {}) },
            }),
          ),
        () => putLocal(userId, { timer: { ...timer, babyId }, pending: 'start' }),
      );
      await refresh();
      return result;
    },

    async switchTo(timer: RunningTimer, side: BreastSide) {
      const next = switchSide(timer, side, new Date());
      const keep = () =>
        putLocal(userId, {
          timer: { ...next, babyId: timer.babyId },
          pending: pendingStart(timer.id) ? 'start' : 'sides',
        });
      if (pendingStart(timer.id)) {
        keep();
        await refresh();
        return { queued: true };
      }
      const result = await onlineOrKept(
        () => unwrap(api.agenda.timers[':id'].$put({ param: { id: timer.id }, json: sidesOf(next) })),
        keep,
      );
      await refresh();
      return result;
    },

    async stop(timer: RunningTimer) {
      const event = stoppedEventInput(timer, new Date());
      const neverSent = pendingStart(timer.id);
      const result = await onlineOrKept(
        () => unwrap(api.agenda.events.$post({ json: { ...event, babyId: timer.babyId } })),
        async () => {
          await enqueueAgendaEvent({ id: event.id, userId, input: event, queuedAt: Date.now() });
          if (neverSent) dropLocal(userId, timer.id);
          else putLocal(userId, { timer: { ...timer, babyId: timer.babyId }, pending: 'stopped' });
        },
      );
      if (!result.queued) dropLocal(userId, timer.id);
      await refresh();
      return result;
    },

    async discard(timer: RunningTimer) {
      // Never sent: forgetting it on the phone is all there is to do.
      const result = pendingStart(timer.id)
        ? { queued: false }
        : await onlineOrKept(
            () => unwrap(api.agenda.timers[':id'].$delete({ param: { id: timer.id } })),
            () => putLocal(userId, { timer: { ...timer, babyId: timer.babyId }, pending: 'discard' }),
          );
      if (!result.queued) dropLocal(userId, timer.id);
      await refresh();
      return result;
    },
  };
}

/**
 * Tells the server what was done to timers offline, in the order it happened to each. A start
 * refused (another member started one meanwhile) is dropped with a message; a timer the server no
 * longer has is dropped; no connection stops the round. A stop's marker goes once its event is sent.
 */
export function flushCareTimers(userId: string, queryClient: QueryClient): Promise<void> {
  flushing ??= sendKeptTimers(userId, queryClient).finally(() => {
    flushing = null;
  });
  return flushing;
}
let flushing: Promise<void> | null = null;

async function sendKeptTimers(userId: string, queryClient: QueryClient) {
  const queuedEvents = new Set((await listQueuedAgendaEvents(userId)).map((e) => e.id));
  let changed = false;
  for (const { timer, pending } of readLocal(userId)) {
    try {
      if (pending === 'start') {
        const { id, kind, startedAt, side, babyId } = timer;
        await unwrap(api.agenda.timers.$post({ json: { id, babyId, kind, startedAt, ...(side ? { side } : {}) } }));
        if (side && timer.sideSince !== startedAt)
          await unwrap(api.agenda.timers[':id'].$put({ param: { id }, json: sidesOf(timer) }));
      } else if (pending === 'sides') {
        await unwrap(api.agenda.timers[':id'].$put({ param: { id: timer.id }, json: sidesOf(timer) }));
      } else if (pending === 'discard') {
        await unwrap(api.agenda.timers[':id'].$delete({ param: { id: timer.id } }));
      } else if (queuedEvents.has(timer.id)) {
        continue;
      }
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0 || error.status === 401 || error.status >= 500) break;
      if (pending === 'start')
        toast.error('Um cronômetro iniciado sem internet não pôde ser salvo', { description: error.message });
    }
    dropLocal(userId, timer.id);
    changed = true;
  }
  if (changed) await queryClient.invalidateQueries({ queryKey: agendaKeys.all });
}
