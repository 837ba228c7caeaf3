import { and, eq, inArray, sql } from 'drizzle-orm';
import { firstAllowedInstant } from '../../../domain/reminders/quiet-hours';
import { PREFERENCE_LABELS, PREFERENCE_OF, RINGS_IN_QUIET_HOURS } from '../../../domain/reminders/reminder-kinds';
import type { Db } from '../../db/client';
import { pushSubscriptions, reminders } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/log';
import type { Mailer } from '../../platform/mail/mailer';
import type { Push, PushPayload } from '../../platform/push/push';
import { type Recipient, recipientsByIds } from './recipients.service';
import { stillDue } from './still-due.service';
import { unsubscribeToken } from './unsubscribe-token';

type Reminder = typeof reminders.$inferSelect;

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

  const settle = (id: string, values: Partial<typeof reminders.$inferInsert>) =>
    db
      .update(reminders)
      .set({ ...values, lockedUntil: null })
      .where(eq(reminders.id, id));

  async function pushTo(reminder: Reminder, subscriptionIds: string[] | null) {
    const devices = await db
      .select()
      .from(pushSubscriptions)
      .where(
        subscriptionIds
          ? and(eq(pushSubscriptions.userId, reminder.userId), inArray(pushSubscriptions.id, subscriptionIds))
          : eq(pushSubscriptions.userId, reminder.userId),
      );
    const payload: PushPayload = {
      id: reminder.id,
      title: reminder.title,
      body: reminder.body,
      url: reminder.url,
      ...(reminder.kind === 'medicine' ? { dose: true } : {}),
    };
    const retry: string[] = [];
    for (const device of devices) {
      const outcome = await push.send(device, JSON.stringify(payload));
      if (outcome === 'gone') await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      if (outcome === 'retry') retry.push(device.id);
    }
    const attempts = reminder.pushAttempts + 1;
    const again = retry.length > 0 && attempts < MAX_PUSH_ATTEMPTS;
    await settle(reminder.id, {
      pushAttempts: attempts,
      pushRetryAt: again ? new Date(clock.now().getTime() + pushBackoffMs(attempts)) : null,
      pushRetrySubscriptions: again ? retry : null,
    });
    return devices.length;
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

  async function deliver(reminder: Reminder, recipient: Recipient | undefined, now: Date) {
    if (reminder.status !== 'pending') {
      await pushTo(reminder, reminder.pushRetrySubscriptions ?? []);
      return;
    }
    if (!recipient || !(await stillDue(db, reminder, recipient.timeZone, now))) {
      return settle(reminder.id, { status: 'cancelled' });
    }
    if (!recipient.preferences[PREFERENCE_OF[reminder.kind]]) return settle(reminder.id, { status: 'off' });
    if (now > reminder.expiresAt) return settle(reminder.id, { status: 'missed' });
    if (!RINGS_IN_QUIET_HOURS.has(reminder.kind)) {
      const allowed = firstAllowedInstant(now, recipient.timeZone, recipient.quiet);
      if (allowed > reminder.expiresAt) return settle(reminder.id, { status: 'missed' });
      if (allowed > now) return settle(reminder.id, { dueAt: allowed });
    }
    await settle(reminder.id, { status: 'sent', sentAt: now });
    const devices = await pushTo(reminder, null);
    if (devices === 0) await mail(reminder, recipient);
  }

  /** Sends what is due now; returns how many reminders it looked at. */
  async function dispatch(): Promise<number> {
    let looked = 0;
    for (;;) {
      const now = clock.now();
      const due = await claim(now);
      if (due.length === 0) return looked;
      const recipients = await recipientsByIds(db, [...new Set(due.map((r) => r.userId))]);
      // Claimed reminders are this process's own, so a few go out side by side (one after
      // another, a pass at 100,000 babies spent 32 ms a reminder on round trips); only a few, so
      // the requests still find free connections in the pool.
      for (let i = 0; i < due.length; i += SIDE_BY_SIDE) {
        await Promise.all(
          due
            .slice(i, i + SIDE_BY_SIDE)
            .map((reminder) =>
              deliver(reminder, recipients.get(reminder.userId), now).catch((error) =>
                logger.error('reminder delivery failed', { id: reminder.id, kind: reminder.kind, error }),
              ),
            ),
        );
      }
      looked += due.length;
      if (due.length < BATCH) return looked;
    }
  }

  return { dispatch };
}
