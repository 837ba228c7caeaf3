import { inArray, sql } from 'drizzle-orm';
import { firstAllowedInstant } from '../../../domain/reminders/quiet-hours';
import { PREFERENCE_LABELS, PREFERENCE_OF, RINGS_IN_QUIET_HOURS } from '../../../domain/reminders/reminder-kinds';
import type { Db } from '../../db/client';
import { pushSubscriptions, reminders } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/log';
import type { Mailer } from '../../platform/mail/mailer';
import type { Push, PushPayload } from '../../platform/push/push';
import { type Recipient, recipientsByIds } from './recipients.service';
import { type Memberships, membershipsOf, stillDue } from './still-due.service';
import { unsubscribeToken } from './unsubscribe-token';

type Reminder = typeof reminders.$inferSelect;
type Device = typeof pushSubscriptions.$inferSelect;
/** What a pending reminder becomes; the columns not given stay as they are. */
type Settlement = Pick<Partial<Reminder>, 'status' | 'sentAt' | 'dueAt'> & { id: string };
/** A reminder to push, to all her devices (null) or to those listed. */
interface PushTarget {
  reminder: Reminder;
  only: string[] | null;
}
/** Named as the columns, for jsonb_to_recordset. */
interface PushOutcome {
  id: string;
  push_attempts: number;
  push_retry_at: Date | null;
  push_retry_subscriptions: string[] | null;
}

export interface DispatcherDeps {
  db: Db;
  clock: Clock;
  push: Push;
  /** Null when no SMTP is set: a reminder is not an e-mail to keep and log. */
  mailer: Mailer | null;
  logger: Logger;
  appUrl: string;
  secret: string;
}

const BATCH = 50;
const LEASE_SECONDS = 120;
const MAX_PUSH_ATTEMPTS = 5;
/** Deliveries at once: half the pool of 10 connections. */
const SIDE_BY_SIDE = 5;
/** 1, 2, 4, 8 minutes between tries of a device whose push service failed for a moment. */
const pushBackoffMs = (attempts: number) => 60_000 * 2 ** (attempts - 1);

/**
 * Sends the reminders that are due, each once across processes: rows are claimed with FOR UPDATE
 * SKIP LOCKED and a lease, and marked sent before any push goes out, so a process that dies
 * mid-way loses a push rather than sending one twice.
 */
export function createReminderDispatcher(deps: DispatcherDeps) {
  const { db, clock, push, mailer, logger } = deps;

  async function claim(now: Date): Promise<Reminder[]> {
    const at = now.toISOString();
    const claimable = sql`(
      select id from reminders
      where ((status = 'pending' and due_at <= ${at}) or push_retry_at <= ${at})
        and (locked_until is null or locked_until < ${at})
      order by due_at
      limit ${BATCH}
      for update skip locked)`;
    const claimed = await db
      .update(reminders)
      .set({ lockedUntil: sql`${at}::timestamptz + make_interval(secs => ${LEASE_SECONDS})` })
      .where(inArray(reminders.id, claimable))
      .returning();
    // UPDATE … RETURNING follows no order of its own.
    return claimed.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
  }

  /**
   * What becomes of a pending reminder now: cancelled, off, missed, moved past her quiet hours,
   * or sent. Only reads; the page's answers are written together by `settle`.
   */
  async function verdict(
    reminder: Reminder,
    recipient: Recipient | undefined,
    memberships: Memberships,
    now: Date,
  ): Promise<Settlement> {
    const { id } = reminder;
    if (!recipient || !(await stillDue(db, reminder, recipient.timeZone, now, memberships))) {
      return { id, status: 'cancelled' };
    }
    if (!recipient.preferences[PREFERENCE_OF[reminder.kind]]) return { id, status: 'off' };
    if (now > reminder.expiresAt) return { id, status: 'missed' };
    if (!RINGS_IN_QUIET_HOURS.has(reminder.kind)) {
      const allowed = firstAllowedInstant(now, recipient.timeZone, recipient.quiet);
      if (allowed > reminder.expiresAt) return { id, status: 'missed' };
      if (allowed > now) return { id, dueAt: allowed };
    }
    return { id, status: 'sent', sentAt: now };
  }

  /** A page's verdicts in one statement, which also ends their lease. */
  async function settle(verdicts: Settlement[]) {
    if (verdicts.length === 0) return;
    const rows = verdicts.map((v) => ({ id: v.id, status: v.status, sent_at: v.sentAt, due_at: v.dueAt }));
    await db.execute(sql`
      update reminders r set
        status = coalesce(v.status, r.status),
        sent_at = coalesce(v.sent_at, r.sent_at),
        due_at = coalesce(v.due_at, r.due_at),
        locked_until = null
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as v(id uuid, status text, sent_at timestamptz, due_at timestamptz)
      where r.id = v.id`);
  }

  /** How each push went, for the page in one statement: tries so far, devices to try again. */
  async function settlePushes(outcomes: PushOutcome[]) {
    if (outcomes.length === 0) return;
    await db.execute(sql`
      update reminders r set
        push_attempts = v.push_attempts,
        push_retry_at = v.push_retry_at,
        push_retry_subscriptions = v.push_retry_subscriptions,
        locked_until = null
      from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
        as v(id uuid, push_attempts smallint, push_retry_at timestamptz, push_retry_subscriptions uuid[])
      where r.id = v.id`);
  }

  /**
   * Pushes each reminder to her devices (all, or those to try again), a few reminders side by
   * side; the page's devices are read in one query, and the pushes' outcomes and the devices
   * gone are written once for the page. Returns how many devices each reminder had.
   */
  async function pushPage(page: PushTarget[]) {
    const devicesOf = new Map<string, Device[]>();
    if (page.length > 0) {
      const userIds = [...new Set(page.map((p) => p.reminder.userId))];
      for (const device of await db
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, userIds))) {
        devicesOf.set(device.userId, [...(devicesOf.get(device.userId) ?? []), device]);
      }
    }
    const gone = new Set<string>();
    const outcomes: PushOutcome[] = [];
    const deviceCounts = new Map<string, number>();
    await sideBySide(page, async ({ reminder, only }) => {
      const devices = (devicesOf.get(reminder.userId) ?? []).filter((d) => only === null || only.includes(d.id));
      const payload: PushPayload = {
        id: reminder.id,
        title: reminder.title,
        // A unit's reminder names vaccines: on a lock screen only its title shows.
        body: reminder.kind === 'unit' ? '' : reminder.body,
        url: reminder.url,
        ...(reminder.kind === 'medicine' ? { dose: true } : {}),
      };
      const retry: string[] = [];
      for (const device of devices) {
        if (gone.has(device.id)) continue;
        const outcome = await push.send(device, JSON.stringify(payload));
        if (outcome === 'gone') gone.add(device.id);
        if (outcome === 'retry') retry.push(device.id);
      }
      const attempts = reminder.pushAttempts + 1;
      const again = retry.length > 0 && attempts < MAX_PUSH_ATTEMPTS;
      outcomes.push({
        id: reminder.id,
        push_attempts: attempts,
        push_retry_at: again ? new Date(clock.now().getTime() + pushBackoffMs(attempts)) : null,
        push_retry_subscriptions: again ? retry : null,
      });
      deviceCounts.set(reminder.id, devices.length);
    });
    if (gone.size > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...gone]));
    await settlePushes(outcomes);
    return deviceCounts;
  }

  /** Runs `work` for each reminder, a few at a time; one's failure is logged, not the page's. */
  async function sideBySide<T extends { reminder: Reminder }>(items: T[], work: (item: T) => Promise<void>) {
    for (let i = 0; i < items.length; i += SIDE_BY_SIDE) {
      await Promise.all(
        items
          .slice(i, i + SIDE_BY_SIDE)
          .map((item) =>
            work(item).catch((error) =>
              logger.error('reminder delivery failed', { id: item.reminder.id, kind: item.reminder.kind, error }),
            ),
          ),
      );
    }
  }

  async function mail(reminder: Reminder, recipient: Recipient) {
    if (!mailer) return;
    const key = PREFERENCE_OF[reminder.kind];
    const off = `${deps.appUrl}/lembretes/desativar?t=${encodeURIComponent(unsubscribeToken(deps.secret, recipient.userId, key))}`;
    await mailer
      .send({
        to: recipient.email,
        subject: reminder.title,
        text: `${reminder.body}\n\nAbrir no Lumma: ${deps.appUrl}${reminder.url}\n\nNão quer mais lembretes de ${PREFERENCE_LABELS[key]}? Desative com um clique: ${off}\n`,
      })
      .catch((error) => logger.warn('reminder e-mail failed', { id: reminder.id, error }));
  }

  /** Sends what is due now; returns how many reminders it looked at. */
  async function dispatch(): Promise<number> {
    let looked = 0;
    for (;;) {
      const now = clock.now();
      const due = await claim(now);
      if (due.length === 0) return looked;
      const [recipients, memberships] = await Promise.all([
        recipientsByIds(db, [...new Set(due.map((r) => r.userId))]),
        membershipsOf(db, due),
      ]);
      // Claimed reminders are this process's own, so a few are read side by side, and each step
      // writes the whole page at once: one statement per reminder and step cost 9.4 ms a reminder
      // at 100,000 babies (bench/README.md).
      const pending = due.filter((r) => r.status === 'pending');
      const verdicts: Settlement[] = [];
      await sideBySide(
        pending.map((reminder) => ({ reminder })),
        async ({ reminder }) => {
          verdicts.push(await verdict(reminder, recipients.get(reminder.userId), memberships, now));
        },
      );
      // Marked sent before any push goes out: a process that dies mid-page loses a push rather
      // than sending one twice.
      await settle(verdicts);
      const sending = new Set(verdicts.filter((v) => v.status === 'sent').map((v) => v.id));
      // Those sent now go to all her devices; those sent before, to the devices to try again.
      const toPush = due.flatMap((reminder): PushTarget[] =>
        sending.has(reminder.id)
          ? [{ reminder, only: null }]
          : reminder.status !== 'pending'
            ? [{ reminder, only: reminder.pushRetrySubscriptions ?? [] }]
            : [],
      );
      const deviceCounts = await pushPage(toPush);
      await sideBySide(
        toPush.filter(({ reminder }) => sending.has(reminder.id) && deviceCounts.get(reminder.id) === 0),
        ({ reminder }) => mail(reminder, recipients.get(reminder.userId)!),
      );
      looked += due.length;
      if (due.length < BATCH) return looked;
    }
  }

  return { dispatch };
}
