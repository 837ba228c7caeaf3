import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../../../domain/errors';
import { motherWithBaby, signedUpMother } from '../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../test/harness';
import { joinFamily } from '../../test/route-table';
import { okJson, type TypedClient } from '../../test/typed-client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type EventFields = Parameters<TypedClient['agenda']['events']['$post']>[0]['json'];
const feeding = (notes: string) =>
  ({ type: 'mamada', occurredAt: '2026-11-21T10:30:00.000Z', time: '07:30', date: '2026-11-21', notes }) as EventFields;

/** A Responsável and a Cuidador(a) of one baby, with one event the Responsável logged. */
async function twoCaregivers() {
  const ana = await motherWithBaby(ctx, { name: 'Helena', birthDate: '2026-06-01' });
  const bia = await signedUpMother(ctx, { name: 'Bia Lima' });
  await joinFamily(ana.client, bia.client, ana.babyId, 'responsavel');
  const { event } = await okJson(ana.api.agenda.events.$post({ json: { ...feeding('manhã'), babyId: ana.babyId } }));
  return { ana, bia, event };
}

const ifMatch = (version: number) => ({ headers: { 'if-match': `"${version}"` } });

describe('an agenda event changed by two caregivers', () => {
  it('starts at version 1 and each change raises it', async () => {
    const { ana, event } = await twoCaregivers();
    expect(event.version).toBe(1);
    const edited = await okJson(
      ana.api.agenda.events[':id'].$patch({ param: { id: event.id }, json: feeding('tarde') }, ifMatch(1)),
    );
    expect(edited.event.version).toBe(2);
  });

  it('refuses an edit made on a version someone else changed since, answering the event as it is now', async () => {
    const { ana, bia, event } = await twoCaregivers();
    // Both saw version 1; Ana's edit lands first.
    await okJson(ana.api.agenda.events[':id'].$patch({ param: { id: event.id }, json: feeding('da Ana') }, ifMatch(1)));
    const late = await bia.api.agenda.events[':id'].$patch(
      { param: { id: event.id }, json: feeding('da Bia') },
      ifMatch(1),
    );
    expect(late.status).toBe(409);
    const body = (await late.json()) as { error: { code: string; message: string }; current: { notes: string } };
    expect(body.error).toEqual({ code: 'event_changed', message: errorMessage('event_changed') });
    expect(body.current).toMatchObject({ id: event.id, notes: 'da Ana', version: 2 });
    // Nothing overwritten; Bia chooses hers over the version she has now seen.
    const mine = await okJson(
      bia.api.agenda.events[':id'].$patch({ param: { id: event.id }, json: feeding('da Bia') }, ifMatch(2)),
    );
    expect(mine.event).toMatchObject({ notes: 'da Bia', version: 3 });
  });

  it('refuses a removal of a changed event and keeps it; removes it at the version seen', async () => {
    const { ana, bia, event } = await twoCaregivers();
    await okJson(ana.api.agenda.events[':id'].$patch({ param: { id: event.id }, json: feeding('mudou') }, ifMatch(1)));
    const stale = await bia.api.agenda.events[':id'].$delete({ param: { id: event.id } }, ifMatch(1));
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).code).toBe('event_changed');
    await okJson(bia.api.agenda.events[':id'].$delete({ param: { id: event.id } }, ifMatch(2)));
    const gone = await ana.api.agenda.events[':id'].$delete({ param: { id: event.id } }, ifMatch(2));
    expect(gone.status).toBe(404);
  });

  it('applies a change without If-Match as before, and refuses an unreadable one', async () => {
    const { ana, event } = await twoCaregivers();
    await okJson(ana.api.agenda.events[':id'].$patch({ param: { id: event.id }, json: feeding('sem versão') }));
    const bad = await ana.api.agenda.events[':id'].$patch(
      { param: { id: event.id }, json: feeding('x') },
      { headers: { 'if-match': 'ontem' } },
    );
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe(errorMessage('if_match_invalid'));
  });

  it('answers 404, not the event, to another family’s If-Match', async () => {
    const { event } = await twoCaregivers();
    const stranger = await motherWithBaby(ctx);
    const answer = await stranger.api.agenda.events[':id'].$patch(
      { param: { id: event.id }, json: feeding('x') },
      ifMatch(9),
    );
    expect(answer.status).toBe(404);
    expect(JSON.stringify(await answer.json())).not.toContain('manhã');
  });
});
