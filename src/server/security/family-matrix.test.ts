import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from '../test/harness';
import { ROUTES, call, refusedCall, joinFamily, json, setUpFixtures, type Callers, type Fixtures } from './route-table';

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
  const { user } = await json<{ user: { id: string } }>(removed.get('/api/me'));
  await json(callers.motherA.request('DELETE', `/api/family/babies/${fixtures.a.babyId}/members/${user.id}`));
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
    ];
    const owned = Object.entries(ROUTES)
      .filter(([key, spec]) => spec.otherMother && !personal.includes(key))
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
