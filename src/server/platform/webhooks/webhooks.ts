import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookOutbox } from '../../db/schema';
import type { Logger } from '../log';
import { createPoller } from '../poller';

/** A database handle or a transaction on it: enqueueing joins the caller's transaction. */
type Executor = Pick<Db, 'insert'>;

export interface Webhooks {
  /** Writes the delivery into the outbox; does nothing when no WEBHOOK_URL is set. */
  enqueue(tx: Executor, event: string, payload: Record<string, unknown>): Promise<void>;
  /** Asks the dispatcher to look at the outbox now rather than at its next poll. */
  nudge(): void;
}

export const disabledWebhooks: Webhooks = { enqueue: async () => {}, nudge() {} };

export interface DispatcherOptions {
  db: Db;
  url: string;
  secret?: string;
  logger: Logger;
  timeoutMs?: number;
  maxAttempts?: number;
  pollMs?: number;
  /** Wait before attempt n+1 after n failures. */
  backoffMs?: (failures: number) => number;
}

/** 2 s, 4 s, 8 s … doubling up to an hour: twelve attempts cover most of a day's outage. */
export const defaultBackoff = (failures: number) => Math.min(2_000 * 2 ** (failures - 1), 60 * 60 * 1000);

export const signatureOf = (secret: string, body: string) =>
  `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;

const BATCH = 20;

interface Claimed {
  id: string;
  event: string;
  payload: unknown;
  attempts: number;
}

interface ClaimedRow extends Claimed, Record<string, unknown> {
  created_at: string | Date;
}

/**
 * Delivers the outbox in the background. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease,
 * so several app processes on one PostgreSQL deliver each row once, and a row claimed by a process
 * that died is picked up again when its lease runs out. The user's request never waits for this.
 */
export function createWebhookDispatcher(options: DispatcherOptions) {
  const { db, url, secret, logger } = options;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const maxAttempts = options.maxAttempts ?? 12;
  const pollMs = options.pollMs ?? 2_000;
  const backoffMs = options.backoffMs ?? defaultBackoff;
  const leaseSeconds = Math.ceil(timeoutMs / 1000) + 30;

  async function claim(): Promise<Claimed[]> {
    const result = await db.execute<ClaimedRow>(sql`
      update webhook_outbox set locked_until = now() + make_interval(secs => ${leaseSeconds})
      where id in (
        select id from webhook_outbox
        where delivered_at is null and failed_at is null and next_attempt_at <= now()
          and (locked_until is null or locked_until < now())
        order by created_at
        limit ${BATCH}
        for update skip locked)
      returning id, event, payload, attempts, created_at`);
    // UPDATE … RETURNING follows no order of its own.
    return result.rows.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
  }

  async function deliver(row: Claimed) {
    const body = JSON.stringify(row.payload);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': 'Lumma-Webhooks/1',
      'x-lumma-event': row.event,
      'x-lumma-delivery': row.id,
    };
    if (secret) headers['x-lumma-signature'] = signatureOf(secret, body);
    const attempts = row.attempts + 1;
    try {
      const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await db.execute(
        sql`update webhook_outbox set delivered_at = now(), attempts = ${attempts}, locked_until = null, last_error = null where id = ${row.id}`,
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const gaveUp = attempts >= maxAttempts;
      logger.warn(gaveUp ? 'webhook delivery failed for good' : 'webhook delivery failed, will retry', {
        id: row.id,
        event: row.event,
        attempts,
        reason,
      });
      await db.execute(sql`
        update webhook_outbox set attempts = ${attempts}, last_error = ${reason.slice(0, 500)}, locked_until = null,
          failed_at = ${gaveUp ? sql`now()` : sql`null`},
          next_attempt_at = now() + make_interval(secs => ${backoffMs(attempts) / 1000})
        where id = ${row.id}`);
    }
  }

  /**
   * Delivers what is due now, oldest first, one at a time so a receiver sees them in order.
   * Another batch follows only after a full one: a row that just failed waits for the next pass.
   */
  async function drain() {
    for (;;) {
      const rows = await claim();
      for (const row of rows) await deliver(row);
      if (rows.length < BATCH || !poller.started) return;
    }
  }

  const poller = createPoller({ name: 'webhook dispatcher', pollMs, logger, pass: drain });

  const webhooks: Webhooks = {
    async enqueue(tx, event, payload) {
      await tx.insert(webhookOutbox).values({ event, payload });
    },
    nudge: poller.nudge,
  };

  return {
    webhooks,
    drain: poller.run,
    start() {
      poller.start();
      void poller.run();
    },
    stop: poller.stop,
  };
}

export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
