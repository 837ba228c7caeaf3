import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, reminders } from '../../db/schema';
import { silentLogger } from '../../platform/log';
import type { Push, PushOutcome } from '../../platform/push/push';
import { motherWithBaby } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { okJson } from '../../test/typed-client';
import { createReminderDispatcher } from './reminder-dispatcher';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

/** A push service that records what each device got and answers as told. */
function recordingPush(answer: (endpoint: string) => PushOutcome = () => 'sent') {
  const received: { endpoint: string; id: string }[] = [];
  const push: Push = {
    publicKey: 'dispatcher-test',
    send: async (target, payload) => {
      received.push({ endpoint: target.endpoint, id: (JSON.parse(payload) as { id: string }).id });
      return answer(target.endpoint);
    },
  };
  return { push, received };
}

const dispatcherWith = (push: Push) =>
  createReminderDispatcher({
    db: ctx.db,
    clock: ctx.clock,
    push,
    mailer: null,
    logger: silentLogger,
    appUrl: 'http://lumma.test',
    secret: 'dispatcher-test-secret-that-is-long-enough',
  });

/** A mother in São Paulo, quiet from 22:00 to 07:00, her baby, and one phone. */
async function motherWithPhone(phone: string) {
  const mother = await motherWithBaby(ctx);
  await okJson(mother.api.reminders['time-zone'].$put({ json: { timeZone: 'America/Sao_Paulo' } }));
  await okJson(
    mother.api.reminders.settings.$put({ json: { quietStart: '22:00', quietEnd: '07:00', dailyTime: '09:00' } }),
  );
  const [device] = await ctx.db
    .insert(pushSubscriptions)
    .values({
      userId: mother.userId,
      endpoint: `https://push.test/${phone}`,
      p256dh: 'k',
      auth: 'a',
      device: 'Android',
    })
    .returning();
  return { ...mother, device: device! };
}

const minutes = (n: number) => n * 60_000;

function reminder(
  of: { userId: string; babyId: string },
  fields: Partial<typeof reminders.$inferInsert> & { occurrence: string },
): typeof reminders.$inferInsert {
  const now = ctx.clock.now().getTime();
  return {
    userId: of.userId,
    babyId: of.babyId,
    kind: 'medicine',
    subject: 'Amoxicilina',
    dueAt: new Date(now - minutes(1)),
    expiresAt: new Date(now + minutes(60)),
    title: 'Hora do remédio',
    body: 'Amoxicilina, 5 ml',
    url: '/agenda',
    ...fields,
  };
}

describe('the reminder dispatcher', () => {
  it('settles each page at once, every verdict right, and pushes each reminder once though two processes race', async () => {
    ctx.clock.set(new Date('2026-11-20T23:00:00-03:00'));
    const mother = await motherWithPhone('racing');
    const stranger = await motherWithBaby(ctx);
    const doses = Array.from({ length: 55 }, (_, i) => reminder(mother, { occurrence: `dose-${i}` }));
    const rows = await ctx.db
      .insert(reminders)
      .values([
        ...doses,
        reminder(mother, { occurrence: 'answered', answer: 'given' }),
        // Not her baby: no reason to ring.
        reminder({ userId: mother.userId, babyId: stranger.babyId }, { occurrence: 'not-hers' }),
        // An appointment waits for 07:00, past her quiet hours, or is missed if it ends before.
        reminder(mother, {
          kind: 'appointment',
          subject: 'pediatra',
          occurrence: 'held',
          expiresAt: new Date('2026-11-21T12:00:00-03:00'),
        }),
        reminder(mother, { kind: 'appointment', subject: 'pediatra', occurrence: 'too-late' }),
      ])
      .returning({ id: reminders.id, occurrence: reminders.occurrence });
    const idOf = (occurrence: string) => rows.find((r) => r.occurrence === occurrence)!.id;

    const { push, received } = recordingPush();
    const looked = await Promise.all([dispatcherWith(push).dispatch(), dispatcherWith(push).dispatch()]);

    expect(looked[0] + looked[1]).toBe(59);
    const pushed = received.map((r) => r.id).sort();
    expect(pushed).toEqual(
      rows
        .filter((r) => r.occurrence.startsWith('dose-'))
        .map((r) => r.id)
        .sort(),
    );
    const settled = await ctx.db
      .select()
      .from(reminders)
      .where(
        inArray(
          reminders.id,
          rows.map((r) => r.id),
        ),
      );
    const stateOf = (occurrence: string) => settled.find((r) => r.id === idOf(occurrence))!;
    for (const dose of settled.filter((r) => r.occurrence.startsWith('dose-'))) {
      expect(dose).toMatchObject({ status: 'sent', pushAttempts: 1, pushRetryAt: null, lockedUntil: null });
      expect(dose.sentAt).toEqual(ctx.clock.now());
    }
    expect(stateOf('answered').status).toBe('cancelled');
    expect(stateOf('not-hers').status).toBe('cancelled');
    expect(stateOf('too-late').status).toBe('missed');
    expect(stateOf('held')).toMatchObject({
      status: 'pending',
      dueAt: new Date('2026-11-21T07:00:00-03:00'),
      lockedUntil: null,
    });
  });

  it('tries a device again after a moment, only that one, and forgets a device that is gone', async () => {
    ctx.clock.set(new Date('2026-11-20T15:00:00-03:00'));
    const mother = await motherWithPhone('busy');
    const [tablet] = await ctx.db
      .insert(pushSubscriptions)
      .values({ userId: mother.userId, endpoint: 'https://push.test/gone', p256dh: 'k', auth: 'a', device: 'iPad' })
      .returning();
    const [due] = await ctx.db
      .insert(reminders)
      .values(reminder(mother, { occurrence: 'retried' }))
      .returning();
    const answers: Record<string, PushOutcome> = {
      [mother.device.endpoint]: 'retry',
      [tablet!.endpoint]: 'gone',
    };
    const first = recordingPush((endpoint) => answers[endpoint]!);
    await dispatcherWith(first.push).dispatch();
    expect(first.received.map((r) => r.endpoint).sort()).toEqual([mother.device.endpoint, tablet!.endpoint].sort());
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, tablet!.id))).toEqual([]);
    const [waiting] = await ctx.db.select().from(reminders).where(eq(reminders.id, due!.id));
    expect(waiting).toMatchObject({
      status: 'sent',
      pushAttempts: 1,
      pushRetryAt: new Date(ctx.clock.now().getTime() + minutes(1)),
      pushRetrySubscriptions: [mother.device.id],
      lockedUntil: null,
    });

    const again = recordingPush();
    await dispatcherWith(again.push).dispatch();
    expect(again.received).toEqual([]);
    ctx.clock.set(new Date(ctx.clock.now().getTime() + minutes(1)));
    await dispatcherWith(again.push).dispatch();
    expect(again.received).toEqual([{ endpoint: mother.device.endpoint, id: due!.id }]);
    const [done] = await ctx.db.select().from(reminders).where(eq(reminders.id, due!.id));
    expect(done).toMatchObject({ pushAttempts: 2, pushRetryAt: null, pushRetrySubscriptions: null, lockedUntil: null });
  });
});
