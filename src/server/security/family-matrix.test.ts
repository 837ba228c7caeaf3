import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/reminders/zoned-time';
import { careTimers, reminders } from '../db/schema';
import { dataDigest } from '../test/data-digest';
import { agendaEvent } from '../test/factories';
import { createTestContext, type TestClient, type TestContext } from '../test/harness';
import { type LiveStream, readLiveStream } from '../test/live-stream-reader';
import { type Callers, call, type Fixtures, joinFamily, ROUTES, refusedCall, setUpFixtures } from '../test/route-table';
import { okJson } from '../test/typed-client';

/**
 * Every route about one of mother A's babies × the people around a family: her Cuidador(a), a
 * member A removed, a person invited who has not accepted yet, a stranger, an administrator. The
 * Responsável herself (A) is the main matrix's rightful caller. Refusals change nothing at all.
 */

let ctx: TestContext;
let callers: Callers;
let fixtures: Fixtures;
let removed: TestClient;
let invited: TestClient;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ callers, fixtures } = await setUpFixtures(ctx));
  removed = ctx.client();
  await removed.signUp({ name: 'Rosa Removida' });
  await joinFamily(callers.motherA, removed, fixtures.a.babyId);
  const { user } = await okJson(removed.api.me.$get());
  await okJson(
    callers.motherA.api.family.babies[':babyId'].members[':userId'].$delete({
      param: { babyId: fixtures.a.babyId, userId: user.id },
    }),
  );
  // She holds a link to A's baby (the fixtures' open invitation) and has not accepted it.
  invited = ctx.client();
  await invited.signUp({ name: 'Iara Convidada' });
});
afterAll(() => ctx.close());

const refused = (client: TestClient, key: string) => refusedCall(ctx.db, client, key, fixtures);

const babyRoutes = Object.entries(ROUTES).filter(([, spec]) => spec.baby);

describe('family authorization matrix', () => {
  it('covers every route that takes a baby, or an entry of one', () => {
    const keys = babyRoutes.map(([key]) => key);
    expect(keys).toContain('GET /api/agenda/day');
    expect(keys).toContain('DELETE /api/family/babies/:babyId/members/:userId');
    // Every route another mother is refused with 404 is about a baby, except her own personal rows
    // (and the link she made, which only she sends).
    const personal = [
      'DELETE /api/feeding/tips/:id',
      'DELETE /api/community/posts/:id',
      'DELETE /api/community/comments/:id',
      'POST /api/family/invitations/email',
      'POST /api/reminders/:id/dose',
      'DELETE /api/reminders/devices/:id',
      'DELETE /api/access-tokens/:id',
    ];
    // The unit's staff routes refuse every family member too: only staff of the baby's unit pass
    // (src/server/features/health-units/health-units.routes.test.ts).
    const unitStaff = (key: string) => key.split(' ')[1]!.startsWith('/api/unit');
    const owned = Object.entries(ROUTES)
      .filter(([key, spec]) => spec.otherMother && !personal.includes(key) && !unitStaff(key))
      .map(([key]) => key);
    expect(owned.filter((key) => !keys.includes(key))).toEqual([]);
  });

  const outsiders = ['removed', 'invited', 'stranger', 'admin'] as const;
  const clientOf = (who: (typeof outsiders)[number]) =>
    ({ removed, invited, stranger: callers.motherB, admin: callers.admin })[who];
  it.each(outsiders.flatMap((who) => babyRoutes.map(([key]) => [key, who] as const)))(
    '%s answers the %s 404 and changes nothing',
    async (key, who) => {
      expect(await refused(clientOf(who), key)).toBe(404);
    },
  );

  const managed = babyRoutes.filter(([, spec]) => spec.baby === 'manage' || spec.baby === 'entry');
  it.each(managed.map(([key]) => [key]))('%s refuses the Cuidador(a) with 403 and changes nothing', async (key) => {
    expect(await refused(callers.caregiver, key)).toBe(403);
  });

  const shared = babyRoutes.filter(([, spec]) => spec.baby === 'read' || spec.baby === 'log');
  it.each(shared.map(([key]) => [key]))('%s is the Cuidador(a)’s as much as the Responsável’s', async (key) => {
    const response = await call(callers.caregiver, key, fixtures);
    const body = await response.text();
    // Allowed: a success, or the same answer the Responsável would get (onboarding done, already listed).
    expect([200, 201, 409], body).toContain(response.status);
  });
});

/**
 * A Responsável of A's baby who acted while she belonged (a dose reminder of hers, a share link, an
 * invitation, a running timer, her agenda open), then was removed by A: nothing she made acts for
 * her afterwards, and her attempts change nothing.
 */
describe('a member removed after acting', () => {
  let former: TestClient;
  let formerId: string;
  let stream: LiveStream;
  let reminderId: string;
  let linkPath: string;
  let invitationToken: string;
  const timerId = crypto.randomUUID();

  beforeAll(async () => {
    former = ctx.client();
    await former.signUp({ name: 'Fabi Ex-responsável' });
    formerId = (await okJson(former.api.me.$get())).user.id;
    const babyId = fixtures.a.babyId;
    await joinFamily(callers.motherA, former, babyId, 'responsavel');
    stream = readLiveStream(await former.api.agenda.live.$get({ query: {} }));
    // Listening before she is removed (expect.poll is for tests, not their set-up).
    for (let tries = 0; !stream.events.some((e) => e.name === 'ready'); tries++) {
      if (tries > 100) throw new Error('the agenda stream never got ready');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const invitation = await okJson(former.api.family.invitations.$post({ json: { babyId, role: 'responsavel' } }));
    invitationToken = invitation.path.split('/').pop()!;
    const today = new Date().toISOString().slice(0, 10);
    ({ path: linkPath } = await okJson(
      former.api.reports.links.$post({ json: { babyId, from: addDays(today, -60), to: today, tz: 'UTC' } }),
    ));
    await okJson(
      former.api.agenda.timers.$post({
        json: { id: timerId, babyId, kind: 'sono', startedAt: new Date(Date.now() - 60_000).toISOString() },
      }),
    );
    const event = await agendaEvent(callers.motherA, {
      type: 'remedio',
      babyId,
      occurredAt: new Date().toISOString(),
      date: today,
      time: '08:00',
      medicine: 'Ibuprofeno',
    });
    await okJson(
      callers.motherA.api['medicine-schedules'].$post({ json: { eventId: event.id, everyHours: 6, days: 1 } }),
    );
    const [reminder] = await ctx.db
      .select({ id: reminders.id })
      .from(reminders)
      .where(and(eq(reminders.userId, formerId), eq(reminders.babyId, babyId)))
      .limit(1);
    reminderId = reminder!.id;
    await okJson(
      callers.motherA.api.family.babies[':babyId'].members[':userId'].$delete({ param: { babyId, userId: formerId } }),
    );
  });
  afterAll(() => stream.cancel());

  /** Her request's status, having checked that it changed nothing at all. */
  async function refusedRequest(what: string, send: () => Promise<Response>) {
    const before = await dataDigest(ctx.db);
    const response = await send();
    await response.body?.cancel();
    expect(await dataDigest(ctx.db), `${what} changed data while refusing`).toEqual(before);
    return response.status;
  }

  it('cannot answer a dose reminder: 404, and no dose of the family is marked', async () => {
    const dose = (answer: 'given' | 'skipped') =>
      refusedRequest(`POST /api/reminders/${reminderId}/dose`, () =>
        former.api.reminders[':id'].dose.$post({ param: { id: reminderId }, json: { answer } }),
      );
    expect(await dose('given')).toBe(404);
    expect(await dose('skipped')).toBe(404);
  });

  it('has no reminder of the baby left to send or push to her', async () => {
    const left = await ctx.db
      .select({ id: reminders.id })
      .from(reminders)
      .where(and(eq(reminders.userId, formerId), eq(reminders.babyId, fixtures.a.babyId)));
    expect(left).toEqual([]);
  });

  it('shares nothing more through her link: "Este link foi revogado"', async () => {
    const response = await callers.visitor.get(linkPath);
    expect(response.status).toBe(410);
    expect(await response.text()).toContain('Este link foi revogado');
  });

  it('lets nobody join through her invitation', async () => {
    const secondAccount = ctx.client();
    await secondAccount.signUp({ name: 'Fabi Segunda Conta' });
    expect(
      await refusedRequest(`POST /api/family/invitations/by-token/${invitationToken}/accept`, () =>
        secondAccount.api.family.invitations['by-token'][':token'].accept.$post({ param: { token: invitationToken } }),
      ),
    ).toBe(409);
  });

  it('leaves no timer of hers running for the family, and cannot touch one', async () => {
    expect(await ctx.db.select().from(careTimers).where(eq(careTimers.id, timerId))).toEqual([]);
    expect(
      await refusedRequest(`DELETE /api/agenda/timers/${timerId}`, () =>
        former.api.agenda.timers[':id'].$delete({ param: { id: timerId } }),
      ),
    ).toBe(404);
  });

  it('hears nothing more of the baby on the agenda stream she kept open', async () => {
    const anas = readLiveStream(await callers.motherA.api.agenda.live.$get({ query: {} }));
    await anas.next('ready');
    await agendaEvent(callers.motherA, {
      type: 'fralda',
      babyId: fixtures.a.babyId,
      occurredAt: new Date().toISOString(),
      date: new Date().toISOString().slice(0, 10),
      time: '09:00',
      diaper: 'xixi',
    });
    await anas.next('change');
    await anas.cancel();
    const notices = stream.events.filter((e) => e.name === 'change').map((e) => JSON.parse(e.data));
    const departure = notices.findIndex((notice) => notice.left === formerId);
    expect(departure).toBeGreaterThanOrEqual(0);
    expect(notices.slice(departure + 1)).toEqual([]);
  });
});
