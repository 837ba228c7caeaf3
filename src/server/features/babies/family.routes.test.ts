import { createHash } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BabyRole } from '../../../domain/family/baby-role';
import { addDays } from '../../../domain/reminders/zoned-time';
import {
  appointments,
  authThrottles,
  babies,
  babyInvitations,
  babyMembers,
  careTimers,
  reminders,
  reportLinks,
  vaccines,
} from '../../db/schema';
import { agendaEvent, babyFields, registeredBaby, signedUpMother } from '../../test/factories';
import { createTestContext, errorOf, TEST_ORIGIN, type TestClient, type TestContext } from '../../test/harness';
import { type LiveStream, readLiveStream } from '../../test/live-stream-reader';
import { okJson, type TypedClient } from '../../test/typed-client';
import { WRONG_INVITATION_TOKENS_RULE } from './family.routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  for (const stream of opened) await stream.cancel();
  await ctx.close();
});

type EventFields = Parameters<TypedClient['agenda']['events']['$post']>[0]['json'];
/** An event's body: the route's type names every detail, but an event leaves out those it has not. */
const eventBody = (fields: Partial<EventFields>) => fields as EventFields;

interface Person {
  client: TestClient;
  id: string;
}

/** Someone signed up under her own name, and her user id. */
async function person(name: string): Promise<Person> {
  const { client, userId } = await signedUpMother(ctx, { name });
  return { client, id: userId };
}

/** A mother who registered a baby: its first Responsável. */
async function motherWithBaby(name = 'Ana Souza', babyName = 'Helena') {
  const mother = await person(name);
  const baby = await registeredBaby(mother.client, { name: babyName, birthDate: '2026-01-10' });
  return { ...mother, baby };
}

/** A new invitation link to the baby, as the Responsável's screen gets it. */
async function invite(client: TestClient, babyId: string, role: BabyRole = 'cuidador') {
  const response = await client.api.family.invitations.$post({ json: { babyId, role } });
  expect(response.status).toBe(201);
  const { invitation, path } = await okJson(response);
  return { id: invitation.id, role: invitation.role, path, token: path.split('/').pop()! };
}

const accept = (client: TestClient, token: string) =>
  client.api.family.invitations['by-token'][':token'].accept.$post({ param: { token } });
const previewOf = (client: TestClient, token: string) =>
  okJson(client.api.family.invitations['by-token'][':token'].$get({ param: { token } }));
const babyOf = (client: TestClient, babyId: string) => client.api.babies[':id'].$get({ param: { id: babyId } });
const cardOf = (client: TestClient, babyId: string) => client.api.vaccines.card.$get({ query: { babyId } });
const removeMember = (client: TestClient, babyId: string, userId: string) =>
  client.api.family.babies[':babyId'].members[':userId'].$delete({ param: { babyId, userId } });
const setMemberRole = (client: TestClient, babyId: string, userId: string, role: BabyRole) =>
  client.api.family.babies[':babyId'].members[':userId'].role.$put({ param: { babyId, userId }, json: { role } });
const inviteEmail = (client: TestClient, json: { token: string; email: string }) =>
  client.api.family.invitations.email.$post({ json });

/** Ana with her baby Helena and Carla, who joined Helena's family through a link. */
async function familyWithCaregiver(role: BabyRole = 'cuidador') {
  const ana = await motherWithBaby('Ana Souza', 'Helena');
  const carla = await person('Carla Cuidadora');
  const { token } = await invite(ana.client, ana.baby.id, role);
  await okJson(accept(carla.client, token));
  return { ana, carla, babyId: ana.baby.id };
}

async function memberRows(babyId: string) {
  return ctx.db
    .select({ userId: babyMembers.userId, role: babyMembers.role })
    .from(babyMembers)
    .where(eq(babyMembers.babyId, babyId));
}

// São Paulo is UTC-3 all year: local 21/11 runs from 03:00Z on 21/11 to 02:59:59.999Z on 22/11.
const DAY = { start: '2026-11-21T03:00:00.000Z', end: '2026-11-22T02:59:59.999Z' };
const dayRequest = (client: TestClient, babyId: string) =>
  client.api.agenda.day.$get({ query: { start: DAY.start, end: DAY.end, babyId } });
const today = new Date().toISOString().slice(0, 10);

/** Each event a minute after the one before, so the day lists them in the order they were logged. */
let minute = 0;
async function logEvent(client: TestClient, babyId: string, notes: string) {
  minute += 1;
  const at = new Date(Date.parse('2026-11-21T10:00:00.000Z') + minute * 60_000);
  const response = await client.api.agenda.events.$post({
    json: eventBody({
      babyId,
      type: 'mamada',
      occurredAt: at.toISOString(),
      date: '2026-11-21',
      time: `${String(at.getUTCHours() - 3).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`,
      notes,
    }),
  });
  expect(response.status).toBe(201);
  return (await okJson(response)).event;
}

async function logVaccine(client: TestClient, babyId: string, vaccineName: string) {
  const response = await client.api.vaccines.records.$post({
    json: { babyId, vaccineName, applicationDate: today, doseNumber: 1 },
  });
  expect(response.status).toBe(201);
  return (await okJson(response)).record;
}

const dayOf = (client: TestClient, babyId: string) => okJson(dayRequest(client, babyId));

type DeleteAccountBody = Parameters<TypedClient['account']['$delete']>[0]['json'];
const deleteAccount = (client: TestClient, body: Partial<DeleteAccountBody> = {}) =>
  client.api.account.$delete({ json: { confirmation: 'EXCLUIR', ...body } });

/** The requests a member makes for the baby: all 404 once she is out of its family. */
async function statusesFor(client: TestClient, babyId: string) {
  const responses = await Promise.all([babyOf(client, babyId), dayRequest(client, babyId), cardOf(client, babyId)]);
  return Promise.all(
    responses.map(async (response) => [response.status, response.ok ? null : (await errorOf(response)).code]),
  );
}
const GONE = [
  [404, 'baby_not_found'],
  [404, 'baby_not_found'],
  [404, 'baby_not_found'],
];

describe('family invitations', () => {
  it('gives a Responsável a link whose token the database never keeps, only its SHA-256', async () => {
    const ana = await motherWithBaby();
    const { id, path, token, role } = await invite(ana.client, ana.baby.id);
    expect(path).toMatch(/^\/convite\/[A-Za-z0-9_-]{22}$/);
    expect(role).toBe('cuidador');

    const [row] = await ctx.db.select().from(babyInvitations).where(eq(babyInvitations.id, id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    // Valid for seven days.
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
  });

  it('shows the invited person who invites her, to which baby and as what, and lets her join', async () => {
    const ana = await motherWithBaby('Ana Souza', 'Helena');
    const { token } = await invite(ana.client, ana.baby.id);
    // Carla already has a baby of her own: the one she joins becomes her active baby.
    const carla = await motherWithBaby('Carla Lima', 'Bento');

    const preview = await previewOf(carla.client, token);
    expect(preview.invitation).toEqual({
      babyName: 'Helena',
      inviterName: 'Ana Souza',
      role: 'cuidador',
      status: 'open',
    });

    const accepted = await accept(carla.client, token);
    expect(accepted.status).toBe(200);
    expect((await okJson(accepted)).baby).toMatchObject({
      id: ana.baby.id,
      name: 'Helena',
      role: 'cuidador',
    });

    const { babies: hers } = await okJson(carla.client.api.babies.$get());
    expect(hers.map((b) => [b.name, b.role]).sort()).toEqual([
      ['Bento', 'responsavel'],
      ['Helena', 'cuidador'],
    ]);
    const me = await okJson(carla.client.api.me.$get());
    expect(me.baby).toEqual({ id: ana.baby.id, name: 'Helena', birthDate: '2026-01-10', gender: null, photoUrl: null });

    // Ana sees her in the family, and the link is no longer open.
    const { families } = await okJson(ana.client.api.family.$get());
    const helena = families.find((f) => f.baby.id === ana.baby.id)!;
    expect(helena.members.map((m) => [m.name, m.role, m.isMe])).toEqual([
      ['Ana Souza', 'responsavel', true],
      ['Carla Lima', 'cuidador', false],
    ]);
    expect(helena.invitations).toEqual([]);
  });

  it('answers a link used once already with "Convite já usado"', async () => {
    const ana = await motherWithBaby();
    const { token } = await invite(ana.client, ana.baby.id);
    await okJson(accept((await person('Carla Lima')).client, token));

    const dani = await person('Dani Rocha');
    const preview = await previewOf(dani.client, token);
    expect(preview.invitation.status).toBe('invitation_used');
    const again = await accept(dani.client, token);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({ code: 'invitation_used', message: 'Convite já usado' });
    expect(await okJson(dani.client.api.babies.$get())).toEqual({ babies: [] });
    expect(await memberRows(ana.baby.id)).toHaveLength(2);
  });

  it('answers an expired link with "Convite expirado"', async () => {
    const ana = await motherWithBaby();
    const { id, token } = await invite(ana.client, ana.baby.id);
    await ctx.db
      .update(babyInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(babyInvitations.id, id));

    const carla = await person('Carla Lima');
    const preview = await previewOf(carla.client, token);
    expect(preview.invitation.status).toBe('invitation_expired');
    const response = await accept(carla.client, token);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({ code: 'invitation_expired', message: 'Convite expirado' });
    expect(await memberRows(ana.baby.id)).toHaveLength(1);
    // An expired link is no longer listed among the open ones.
    const { families } = await okJson(ana.client.api.family.$get());
    expect(families[0]!.invitations).toEqual([]);
  });

  it('answers a cancelled link with "Convite cancelado" and stops listing it', async () => {
    const ana = await motherWithBaby();
    const { id, token } = await invite(ana.client, ana.baby.id, 'responsavel');
    const before = await okJson(ana.client.api.family.$get());
    expect(before.families[0]!.invitations).toMatchObject([{ id, role: 'responsavel' }]);

    expect((await ana.client.api.family.invitations[':id'].$delete({ param: { id } })).status).toBe(200);
    const after = await okJson(ana.client.api.family.$get());
    expect(after.families[0]!.invitations).toEqual([]);

    const carla = await person('Carla Lima');
    const response = await accept(carla.client, token);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({ code: 'invitation_cancelled', message: 'Convite cancelado' });
    expect(await memberRows(ana.baby.id)).toHaveLength(1);
    // Cancelling it again says so.
    const twice = await ana.client.api.family.invitations[':id'].$delete({ param: { id } });
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).code).toBe('invitation_cancelled');
  });

  it('answers an unknown or malformed link with 404', async () => {
    const carla = await person('Carla Lima');
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'abc', 'A'.repeat(23), 'AAAAAAAAAAAAAAAAAAAAA%21']) {
      const preview = await carla.client.api.family.invitations['by-token'][':token'].$get({ param: { token } });
      expect(preview.status, token).toBe(404);
      const response = await accept(carla.client, token);
      expect(response.status, token).toBe(404);
      expect(await errorOf(response)).toEqual({ code: 'invitation_not_found', message: 'Convite não encontrado.' });
    }
    expect(await okJson(carla.client.api.babies.$get())).toEqual({ babies: [] });
  });

  it('answers 429 in words to an address that keeps looking up links that do not exist, never to a real link', async () => {
    const ana = await motherWithBaby('Ana Reis', 'Bia');
    const { token } = await invite(ana.client, ana.baby.id);
    const guesser = await person('Gina Palpite');
    const wrong = (i: number) => `${String(i).padStart(4, '0')}${'Z'.repeat(18)}`;
    try {
      // Earlier tests of this file looked up wrong links from the same address.
      await ctx.db.delete(authThrottles).where(like(authThrottles.key, 'invitation-address:%'));
      const look = (token: string) =>
        guesser.client.api.family.invitations['by-token'][':token'].$get({ param: { token } });
      for (let i = 0; i < WRONG_INVITATION_TOKENS_RULE.max; i++) {
        const lookup = i % 2 ? accept(guesser.client, wrong(i)) : look(wrong(i));
        expect((await lookup).status).toBe(404);
      }
      for (const limited of [await look(wrong(98)), await accept(guesser.client, wrong(99))]) {
        expect(limited.status).toBe(429);
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await errorOf(limited)).toEqual({
          code: 'rate_limited',
          message: 'Muitas tentativas com links de convite que não existem. Aguarde 10 minutos e tente novamente.',
        });
      }
      // The link the family sent still opens from the same address.
      expect((await previewOf(guesser.client, token)).invitation.status).toBe('open');
    } finally {
      await ctx.db.delete(authThrottles).where(like(authThrottles.key, 'invitation-address:%'));
    }
  });

  it('tells the inviter the link is hers when she opens it, and changes nothing', async () => {
    const ana = await motherWithBaby();
    const { id, token } = await invite(ana.client, ana.baby.id);
    const preview = await previewOf(ana.client, token);
    expect(preview.invitation.status).toBe('own');

    const response = await accept(ana.client, token);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: 'invitation_own',
      message: 'Este convite é seu. Envie o link para a pessoa que você quer convidar.',
    });
    expect(await memberRows(ana.baby.id)).toEqual([{ userId: ana.id, role: 'responsavel' }]);
    const [row] = await ctx.db.select().from(babyInvitations).where(eq(babyInvitations.id, id));
    expect([row!.acceptedAt, row!.acceptedBy, row!.cancelledAt]).toEqual([null, null, null]);
    // Still usable by the person it was meant for.
    expect((await accept((await person('Carla Lima')).client, token)).status).toBe(200);
  });

  it('tells a member she is already in the family, and leaves the link for someone else', async () => {
    const { ana, carla, babyId } = await familyWithCaregiver();
    const { id, token } = await invite(ana.client, babyId, 'responsavel');

    const preview = await previewOf(carla.client, token);
    expect(preview.invitation.status).toBe('member');
    const response = await accept(carla.client, token);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: 'already_member',
      message: 'Você já faz parte da família deste bebê.',
    });
    // Her role did not change with the Responsável link.
    expect(await okJson(babyOf(carla.client, babyId))).toMatchObject({ baby: { role: 'cuidador' } });
    const [row] = await ctx.db.select().from(babyInvitations).where(eq(babyInvitations.id, id));
    expect(row!.acceptedAt).toBeNull();

    const dani = await person('Dani Rocha');
    expect((await accept(dani.client, token)).status).toBe(200);
    expect(await okJson(babyOf(dani.client, babyId))).toMatchObject({ baby: { role: 'responsavel' } });
  });

  it('lets only one of two people accepting the same link at the same moment join', async () => {
    const ana = await motherWithBaby();
    const { id, token } = await invite(ana.client, ana.baby.id);
    const [carla, dani] = await Promise.all([person('Carla Lima'), person('Dani Rocha')]);

    const responses = await Promise.all([accept(carla.client, token), accept(dani.client, token)]);
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = responses.find((r) => r.status === 409)!;
    expect(await errorOf(loser)).toEqual({ code: 'invitation_used', message: 'Convite já usado' });

    const rows = await memberRows(ana.baby.id);
    expect(rows).toHaveLength(2);
    const winner = responses[0]!.status === 200 ? carla : dani;
    expect(rows).toContainEqual({ userId: winner.id, role: 'cuidador' });
    const [row] = await ctx.db.select().from(babyInvitations).where(eq(babyInvitations.id, id));
    expect(row!.acceptedBy).toBe(winner.id);
  });

  it('refuses the 21st invitation within an hour with "Muitos convites em pouco tempo"', async () => {
    const ana = await motherWithBaby();
    for (let i = 0; i < 20; i++) await invite(ana.client, ana.baby.id);
    const response = await ana.client.api.family.invitations.$post({ json: { babyId: ana.baby.id, role: 'cuidador' } });
    expect(response.status).toBe(429);
    expect(await errorOf(response)).toEqual({
      code: 'rate_limited',
      message: 'Muitos convites em pouco tempo. Tente novamente mais tarde.',
    });
    const rows = await ctx.db.select().from(babyInvitations).where(eq(babyInvitations.invitedBy, ana.id));
    expect(rows).toHaveLength(20);
  });
});

describe('what a Cuidador(a) may do', () => {
  it('shows the Responsável who wrote each event: the caregiver by first name, her own unnamed', async () => {
    const { ana, carla, babyId } = await familyWithCaregiver();
    const anas = await logEvent(ana.client, babyId, 'da Ana');
    const carlas = await logEvent(carla.client, babyId, 'da Carla');
    expect(carlas).toMatchObject({ babyId, writtenBy: null, mine: true });

    const seenByAna = await dayOf(ana.client, babyId);
    expect(seenByAna.events.map((e) => [e.id, e.writtenBy, e.mine])).toEqual([
      [anas.id, null, true],
      [carlas.id, 'Carla', false],
    ]);
    const seenByCarla = await dayOf(carla.client, babyId);
    expect(seenByCarla.baby).toMatchObject({ id: babyId, role: 'cuidador' });
    expect(seenByCarla.events.map((e) => [e.id, e.writtenBy, e.mine])).toEqual([
      [anas.id, 'Ana', false],
      [carlas.id, null, true],
    ]);
  });

  it('lets the caregiver register a vaccine the Responsável sees on the card', async () => {
    const { ana, carla, babyId } = await familyWithCaregiver();
    const record = await logVaccine(carla.client, babyId, 'Vacina da Carla');
    const card = await okJson(cardOf(ana.client, babyId));
    expect(card.records.map((r) => [r.id, r.vaccineName])).toEqual([[record.id, 'Vacina da Carla']]);
    const [row] = await ctx.db.select().from(vaccines).where(eq(vaccines.id, record.id));
    expect(row!.recordedBy).toBe(carla.id);
  });

  it("lets the caregiver delete her own entries but not the Responsável's", async () => {
    const { ana, carla, babyId } = await familyWithCaregiver();
    const anasEvent = await logEvent(ana.client, babyId, 'da Ana');
    const carlasEvent = await logEvent(carla.client, babyId, 'da Carla');
    const anasRecord = await logVaccine(ana.client, babyId, 'Vacina da Ana');
    const carlasRecord = await logVaccine(carla.client, babyId, 'Vacina da Carla');
    const notYours = {
      code: 'entry_not_yours',
      message: 'Só quem registrou ou um(a) responsável pelo bebê pode alterar ou excluir este registro.',
    };

    const event = await carla.client.api.agenda.events[':id'].$delete({ param: { id: anasEvent.id } });
    expect(event.status).toBe(403);
    expect(await errorOf(event)).toEqual(notYours);
    const record = await carla.client.api.vaccines.records[':id'].$delete({ param: { id: anasRecord.id } });
    expect(record.status).toBe(403);
    expect(await errorOf(record)).toEqual(notYours);

    expect((await carla.client.api.agenda.events[':id'].$delete({ param: { id: carlasEvent.id } })).status).toBe(200);
    expect((await carla.client.api.vaccines.records[':id'].$delete({ param: { id: carlasRecord.id } })).status).toBe(
      200,
    );
    expect((await dayOf(ana.client, babyId)).events.map((e) => e.id)).toEqual([anasEvent.id]);
    const card = await okJson(cardOf(ana.client, babyId));
    expect(card.records.map((r) => r.id)).toEqual([anasRecord.id]);
  });

  it("lets the Responsável delete the caregiver's entries", async () => {
    const { ana, carla, babyId } = await familyWithCaregiver();
    const carlasEvent = await logEvent(carla.client, babyId, 'da Carla');
    const carlasRecord = await logVaccine(carla.client, babyId, 'Vacina da Carla');
    expect((await ana.client.api.agenda.events[':id'].$delete({ param: { id: carlasEvent.id } })).status).toBe(200);
    expect((await ana.client.api.vaccines.records[':id'].$delete({ param: { id: carlasRecord.id } })).status).toBe(200);
    expect((await dayOf(carla.client, babyId)).events).toEqual([]);
  });

  it("tells the caregiver only a Responsável may edit the baby's registration or invite", async () => {
    const { carla, babyId } = await familyWithCaregiver();
    const onlyResponsible = { code: 'responsible_only', message: 'Só um(a) responsável pelo bebê pode fazer isso.' };

    const edit = await carla.client.api.babies[':id'].$put({
      param: { id: babyId },
      json: babyFields({ name: 'Outro nome', birthDate: '2026-01-10' }),
    });
    expect(edit.status).toBe(403);
    expect(await errorOf(edit)).toEqual(onlyResponsible);
    expect(await okJson(babyOf(carla.client, babyId))).toMatchObject({ baby: { name: 'Helena' } });

    const invitation = await carla.client.api.family.invitations.$post({ json: { babyId, role: 'cuidador' } });
    expect(invitation.status).toBe(403);
    expect(await errorOf(invitation)).toEqual(onlyResponsible);
    expect(await ctx.db.select().from(babyInvitations).where(eq(babyInvitations.invitedBy, carla.id))).toEqual([]);
  });
});

describe('leaving a family and removing someone', () => {
  it('keeps the baby from a caregiver who left, and her past event in the agenda with her name', async () => {
    const { ana, carla, babyId } = await familyWithCaregiver();
    const carlasEvent = await logEvent(carla.client, babyId, 'da Carla');

    const left = await removeMember(carla.client, babyId, carla.id);
    expect(left.status).toBe(200);
    expect(await statusesFor(carla.client, babyId)).toEqual(GONE);
    expect(await okJson(carla.client.api.babies.$get())).toEqual({ babies: [] });
    expect(await okJson(carla.client.api.me.$get())).toMatchObject({ baby: null });
    // She can no longer log for the baby either.
    const late = await carla.client.api.agenda.events.$post({
      json: eventBody({
        babyId,
        type: 'fralda',
        occurredAt: '2026-11-21T11:00:00.000Z',
        date: '2026-11-21',
        time: '08:00',
      }),
    });
    expect(late.status).toBe(404);

    const day = await dayOf(ana.client, babyId);
    expect(day.events.map((e) => [e.id, e.writtenBy])).toEqual([[carlasEvent.id, 'Carla']]);
    expect(await memberRows(babyId)).toEqual([{ userId: ana.id, role: 'responsavel' }]);
  });

  it('answers a member the Responsável removed with 404 from the next request on', async () => {
    const { ana, carla, babyId } = await familyWithCaregiver();
    expect(await statusesFor(carla.client, babyId)).toEqual([
      [200, null],
      [200, null],
      [200, null],
    ]);

    const removed = await removeMember(ana.client, babyId, carla.id);
    expect(removed.status).toBe(200);
    expect(await statusesFor(carla.client, babyId)).toEqual(GONE);
    const { families } = await okJson(ana.client.api.family.$get());
    expect(families[0]!.members.map((m) => m.name)).toEqual(['Ana Souza']);

    // Removing her again: she is no longer in this family.
    const again = await removeMember(ana.client, babyId, carla.id);
    expect(again.status).toBe(404);
    expect(await errorOf(again)).toEqual({ code: 'member_not_found', message: 'Pessoa não encontrada nesta família.' });
  });

  it('does not let a caregiver remove someone else', async () => {
    const { ana, carla, babyId } = await familyWithCaregiver();
    const response = await removeMember(carla.client, babyId, ana.id);
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('responsible_only');
    expect(await memberRows(babyId)).toHaveLength(2);
  });
});

describe('the last Responsável', () => {
  const lastResponsible = {
    code: 'last_responsible',
    message: 'O bebê precisa de um(a) responsável. Torne outra pessoa responsável antes.',
  };

  it('cannot leave or become a caregiver while another person is in the family', async () => {
    const { ana, babyId } = await familyWithCaregiver();
    const leave = await removeMember(ana.client, babyId, ana.id);
    expect(leave.status).toBe(409);
    expect(await errorOf(leave)).toEqual(lastResponsible);

    const demote = await setMemberRole(ana.client, babyId, ana.id, 'cuidador');
    expect(demote.status).toBe(409);
    expect(await errorOf(demote)).toEqual(lastResponsible);
    expect((await memberRows(babyId)).find((m) => m.userId === ana.id)?.role).toBe('responsavel');
  });

  it('leaves after making the caregiver a Responsável, who then manages the baby', async () => {
    const { ana, carla, babyId } = await familyWithCaregiver();
    const promote = await setMemberRole(ana.client, babyId, carla.id, 'responsavel');
    expect(promote.status).toBe(200);

    expect((await removeMember(ana.client, babyId, ana.id)).status).toBe(200);
    expect(await statusesFor(ana.client, babyId)).toEqual(GONE);

    expect(await okJson(babyOf(carla.client, babyId))).toMatchObject({ baby: { role: 'responsavel' } });
    const edit = await carla.client.api.babies[':id'].$put({
      param: { id: babyId },
      json: babyFields({ name: 'Helena Maria', birthDate: '2026-01-10' }),
    });
    expect(edit.status).toBe(200);
    expect((await okJson(edit)).baby).toMatchObject({
      name: 'Helena Maria',
      role: 'responsavel',
    });
    expect(await memberRows(babyId)).toEqual([{ userId: carla.id, role: 'responsavel' }]);
  });

  it('may become a caregiver herself once another Responsável remains', async () => {
    const { ana, carla, babyId } = await familyWithCaregiver('responsavel');
    const demote = await setMemberRole(ana.client, babyId, ana.id, 'cuidador');
    expect(demote.status).toBe(200);
    expect(await okJson(babyOf(ana.client, babyId))).toMatchObject({ baby: { role: 'cuidador' } });
    // Now only Carla manages the family.
    const invitation = await ana.client.api.family.invitations.$post({ json: { babyId, role: 'cuidador' } });
    expect(invitation.status).toBe(403);
    expect((await invite(carla.client, babyId)).path).toMatch(/^\/convite\//);
  });
});

describe('deleting an account in a family', () => {
  it("keeps the baby and a caregiver's events for the family when she deletes her account", async () => {
    const { ana, carla, babyId } = await familyWithCaregiver();
    const carlasEvent = await logEvent(carla.client, babyId, 'da Carla');
    const carlasRecord = await logVaccine(carla.client, babyId, 'Vacina da Carla');

    const response = await deleteAccount(carla.client);
    expect(response.status).toBe(200);
    expect((await carla.client.api.me.$get()).status).toBe(401);

    expect(await okJson(babyOf(ana.client, babyId))).toMatchObject({ baby: { name: 'Helena' } });
    const day = await dayOf(ana.client, babyId);
    expect(day.events).toMatchObject([{ id: carlasEvent.id, writtenBy: null, mine: false, notes: 'da Carla' }]);
    const [event] = await ctx.db.select().from(appointments).where(eq(appointments.id, carlasEvent.id));
    expect(event!.userId).toBeNull();
    const [record] = await ctx.db.select().from(vaccines).where(eq(vaccines.id, carlasRecord.id));
    expect(record!.recordedBy).toBeNull();
    expect(await memberRows(babyId)).toEqual([{ userId: ana.id, role: 'responsavel' }]);
  });

  it('refuses the only Responsável of a shared baby, naming the baby, and changes nothing', async () => {
    const { ana, carla, babyId } = await familyWithCaregiver();
    const response = await deleteAccount(ana.client);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: 'shared_babies',
      message:
        'Você é a única responsável por Helena, que tem outras pessoas na família. Em Família, torne outra pessoa responsável, ou exclua junto com a sua conta.',
    });
    expect((await ana.client.api.me.$get()).status).toBe(200);
    expect(await okJson(babyOf(ana.client, babyId))).toMatchObject({ baby: { role: 'responsavel' } });
    expect(await okJson(babyOf(carla.client, babyId))).toMatchObject({ baby: { role: 'cuidador' } });
    expect(await memberRows(babyId)).toHaveLength(2);
  });

  it('deletes the shared baby with her account when she chooses to, and the caregiver no longer sees it', async () => {
    const { ana, carla, babyId } = await familyWithCaregiver();
    await logEvent(carla.client, babyId, 'da Carla');

    const response = await deleteAccount(ana.client, { deleteSharedBabies: true });
    expect(response.status).toBe(200);
    expect(await ctx.db.select().from(babies).where(eq(babies.id, babyId))).toEqual([]);
    expect(await ctx.db.select().from(appointments).where(eq(appointments.babyId, babyId))).toEqual([]);
    expect(await statusesFor(carla.client, babyId)).toEqual(GONE);
    expect(await okJson(carla.client.api.babies.$get())).toEqual({ babies: [] });
    // Carla's own account is untouched.
    expect((await carla.client.api.me.$get()).status).toBe(200);
  });

  it('leaves the baby with the other Responsável when one of two deletes her account', async () => {
    const { ana, carla, babyId } = await familyWithCaregiver('responsavel');
    await logEvent(ana.client, babyId, 'da Ana');

    const response = await deleteAccount(ana.client);
    expect(response.status).toBe(200);
    expect(await okJson(babyOf(carla.client, babyId))).toMatchObject({
      baby: { name: 'Helena', role: 'responsavel' },
    });
    expect((await dayOf(carla.client, babyId)).events).toMatchObject([{ writtenBy: null, notes: 'da Ana' }]);
    expect(await memberRows(babyId)).toEqual([{ userId: carla.id, role: 'responsavel' }]);
  });

  it('deletes the baby of a mother alone with her account', async () => {
    const ana = await motherWithBaby();
    await logEvent(ana.client, ana.baby.id, 'da Ana');
    const response = await deleteAccount(ana.client);
    expect(response.status).toBe(200);
    expect(await ctx.db.select().from(babies).where(eq(babies.id, ana.baby.id))).toEqual([]);
    expect(await memberRows(ana.baby.id)).toEqual([]);
    expect(await ctx.db.select().from(appointments).where(eq(appointments.babyId, ana.baby.id))).toEqual([]);
  });
});

describe('a caregiver’s data export', () => {
  type ExportJson = {
    data: {
      babies: { id: string; name: string; role: string }[];
      agendaEvents: { id: string; babyId: string; userId: string }[];
      vaccines: { id: string; babyId: string; recordedBy: string | null }[];
    };
  };

  // The export is a file, streamed: its answer has no type.
  const exportOf = async (client: TestClient) => (await (await client.api.account.export.$get()).json()) as ExportJson;

  it('holds the shared baby with her role, the events she wrote and the baby’s vaccines', async () => {
    const { ana, carla, babyId } = await familyWithCaregiver();
    const anasEvent = await logEvent(ana.client, babyId, 'da Ana');
    const carlasEvent = await logEvent(carla.client, babyId, 'da Carla');
    const anasRecord = await logVaccine(ana.client, babyId, 'Vacina da Ana');
    const carlasRecord = await logVaccine(carla.client, babyId, 'Vacina da Carla');

    const { data } = await exportOf(carla.client);
    expect(data.babies.map((b) => [b.id, b.name, b.role])).toEqual([[babyId, 'Helena', 'cuidador']]);
    expect(data.agendaEvents.map((e) => e.id)).toEqual([carlasEvent.id]);
    expect(data.agendaEvents.map((e) => e.id)).not.toContain(anasEvent.id);
    expect(data.vaccines.map((v) => v.id).sort()).toEqual([anasRecord.id, carlasRecord.id].sort());

    // Removed from the family, she keeps what she wrote, not the baby.
    await okJson(removeMember(ana.client, babyId, carla.id));
    const after = await exportOf(carla.client);
    expect(after.data.babies).toEqual([]);
    expect(after.data.agendaEvents.map((e) => e.id)).toEqual([carlasEvent.id]);
    expect(after.data.vaccines.map((v) => v.id)).toEqual([carlasRecord.id]);
  });
});

const opened: LiveStream[] = [];

async function openAgendaStream(client: TestClient): Promise<LiveStream> {
  const stream = readLiveStream(await client.api.agenda.live.$get({ query: {} }));
  opened.push(stream);
  return stream;
}

describe('the live agenda', () => {
  it("tells the Responsável's open agenda when the caregiver logs an event, and not a stranger's", async () => {
    const { ana, carla, babyId } = await familyWithCaregiver();
    const stranger = await motherWithBaby('Bia Lima', 'Bento');
    const anas = await openAgendaStream(ana.client);
    const strangers = await openAgendaStream(stranger.client);
    await anas.next('ready');
    await strangers.next('ready');

    await logEvent(carla.client, babyId, 'da Carla');
    await anas.next('change');
    expect(anas.events.filter((e) => e.name === 'change').map((e) => JSON.parse(e.data))).toEqual([{ babyId }]);

    // Long enough for a notice meant for the stranger to have arrived.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(strangers.events.map((e) => e.name)).toEqual(['ready']);
  });

  it('tells the Responsável when the caregiver removes her event', async () => {
    const { ana, carla, babyId } = await familyWithCaregiver();
    const anas = await openAgendaStream(ana.client);
    await anas.next('ready');
    const changes = () => anas.events.filter((e) => e.name === 'change').map((e) => JSON.parse(e.data));
    // The stream is open before the event is logged: its own notice, delivered late, cannot pass for the removal's.
    const event = await logEvent(carla.client, babyId, 'da Carla');
    await expect.poll(changes).toEqual([{ babyId }]);

    expect((await carla.client.api.agenda.events[':id'].$delete({ param: { id: event.id } })).status).toBe(200);
    await expect.poll(changes).toEqual([{ babyId }, { babyId }]);
  });
});

describe('a Responsável who is demoted or removed', () => {
  const setRole = setMemberRole;
  const remove = removeMember;
  const firstResponsible = {
    code: 'first_responsible',
    message:
      'Esta pessoa é a primeira responsável pelo bebê: só ela mesma pode sair da família ou deixar de ser responsável.',
  };

  it('cannot evict the mother: her invitation dies with her role, and she never removes the mother', async () => {
    // Ana promotes Carla; Carla invites a Responsável and tries to take the baby from Ana.
    const { ana, carla, babyId } = await familyWithCaregiver();
    expect((await setRole(ana.client, babyId, carla.id, 'responsavel')).status).toBe(200);
    const carlasLink = await invite(carla.client, babyId, 'responsavel');
    const evict = await remove(carla.client, babyId, ana.id);
    expect(evict.status).toBe(403);
    expect(await errorOf(evict)).toEqual(firstResponsible);
    const demoteAna = await setRole(carla.client, babyId, ana.id, 'cuidador');
    expect(demoteAna.status).toBe(403);
    expect(await errorOf(demoteAna)).toEqual(firstResponsible);

    // Ana demotes and removes Carla: Carla's second account tries her old link.
    expect((await setRole(ana.client, babyId, carla.id, 'cuidador')).status).toBe(200);
    const [cancelled] = await ctx.db.select().from(babyInvitations).where(eq(babyInvitations.id, carlasLink.id));
    expect(cancelled!.cancelledAt).not.toBeNull();
    expect((await remove(ana.client, babyId, carla.id)).status).toBe(200);
    const secondAccount = await person('Carla Segunda');
    const accepted = await accept(secondAccount.client, carlasLink.token);
    expect(accepted.status).toBe(409);
    expect(await errorOf(accepted)).toEqual({ code: 'invitation_cancelled', message: 'Convite cancelado' });
    expect(await memberRows(babyId)).toEqual([{ userId: ana.id, role: 'responsavel' }]);
  });

  it('refuses a link whose inviter no longer manages the baby, even one never marked cancelled', async () => {
    const { ana, carla, babyId } = await familyWithCaregiver('responsavel');
    const link = await invite(carla.client, babyId, 'responsavel');
    await okJson(setRole(ana.client, babyId, carla.id, 'cuidador'));
    // An invitation made before demotions cancelled them: only the inviter's role stands in the way.
    await ctx.db.update(babyInvitations).set({ cancelledAt: null }).where(eq(babyInvitations.id, link.id));
    const invitee = await person('Dora Dias');
    const preview = await previewOf(invitee.client, link.token);
    expect(preview.invitation.status).toBe('invitation_cancelled');
    const accepted = await accept(invitee.client, link.token);
    expect(await errorOf(accepted)).toMatchObject({ code: 'invitation_cancelled' });
    expect((await memberRows(babyId)).map((m) => m.userId).sort()).toEqual([ana.id, carla.id].sort());
  });

  it('cancels the invitations of a Responsável who leaves, and those of one removed', async () => {
    const { ana, carla, babyId } = await familyWithCaregiver('responsavel');
    const dora = await person('Dora Dias');
    await okJson(accept(dora.client, (await invite(ana.client, babyId, 'responsavel')).token));
    const carlas = await invite(carla.client, babyId);
    const doras = await invite(dora.client, babyId);
    await okJson(remove(carla.client, babyId, carla.id));
    await okJson(remove(ana.client, babyId, dora.id));
    const rows = await ctx.db
      .select({ id: babyInvitations.id, cancelledAt: babyInvitations.cancelledAt })
      .from(babyInvitations)
      .where(eq(babyInvitations.babyId, babyId));
    expect(
      rows
        .filter((r) => r.cancelledAt !== null)
        .map((r) => r.id)
        .sort(),
    ).toEqual([carlas.id, doras.id].sort());
  });

  it('keeps the earliest Responsável first once who registered the baby is gone', async () => {
    const { ana, carla, babyId } = await familyWithCaregiver('responsavel');
    const dora = await person('Dora Dias');
    await okJson(accept(dora.client, (await invite(ana.client, babyId, 'responsavel')).token));
    expect((await deleteAccount(ana.client)).status).toBe(200);

    const family = await okJson(dora.client.api.family.$get());
    expect(family.families[0]!.members.filter((m) => m.isFirst).map((m) => m.userId)).toEqual([carla.id]);
    const evict = await remove(dora.client, babyId, carla.id);
    expect(await errorOf(evict)).toEqual(firstResponsible);
    // She may still make the first Responsável Responsável, and the first one may remove her.
    expect((await remove(carla.client, babyId, dora.id)).status).toBe(200);
    expect(await memberRows(babyId)).toEqual([{ userId: carla.id, role: 'responsavel' }]);
  });
});

describe('removal reaches everything of hers at once', () => {
  /** Carla, in Helena's family, with a share link, a sleep timer and a dose reminder of her own, and her agenda open. */
  async function carlaWithEverything(role: BabyRole = 'cuidador') {
    const { ana, carla, babyId } = await familyWithCaregiver(role);
    const stream = await openAgendaStream(carla.client);
    await stream.next('ready');
    const { path } = await okJson(
      carla.client.api.reports.links.$post({ json: { babyId, from: addDays(today, -60), to: today, tz: 'UTC' } }),
    );
    const timerId = crypto.randomUUID();
    await okJson(
      carla.client.api.agenda.timers.$post({
        json: { id: timerId, babyId, kind: 'sono', startedAt: new Date(Date.now() - 60_000).toISOString() },
      }),
    );
    const now = new Date();
    const event = await agendaEvent(ana.client, {
      type: 'remedio',
      babyId,
      occurredAt: now.toISOString(),
      date: today,
      time: '08:00',
      medicine: 'Amoxicilina',
      dose: '5 ml',
    });
    await okJson(ana.client.api['medicine-schedules'].$post({ json: { eventId: event.id, everyHours: 8, days: 2 } }));
    const [dose] = await ctx.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.userId, carla.id), eq(reminders.babyId, babyId)))
      .limit(1);
    return { ana, carla, babyId, stream, linkPath: path, timerId, dose: dose! };
  }

  const remedios = (babyId: string) =>
    ctx.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.babyId, babyId), eq(appointments.type, 'remedio')));

  async function expectNothingOfHers(carla: Person, babyId: string, linkPath: string, timerId: string) {
    expect(
      await ctx.db
        .select()
        .from(reminders)
        .where(and(eq(reminders.userId, carla.id), eq(reminders.babyId, babyId))),
    ).toEqual([]);
    expect(await ctx.db.select().from(careTimers).where(eq(careTimers.id, timerId))).toEqual([]);
    const shared = await ctx.client().get(linkPath);
    expect(shared.status).toBe(410);
    expect(await shared.text()).toContain('Este link foi revogado');
    const [link] = await ctx.db.select().from(reportLinks).where(eq(reportLinks.babyId, babyId));
    expect(link!.revokedAt).not.toBeNull();
  }

  it('ends her reminders, links, timers and live notices of the baby when the Responsável removes her', async () => {
    const { ana, carla, babyId, stream, linkPath, timerId, dose } = await carlaWithEverything();
    const anas = await openAgendaStream(ana.client);
    await anas.next('ready');
    await okJson(removeMember(ana.client, babyId, carla.id));
    await expectNothingOfHers(carla, babyId, linkPath, timerId);
    expect((await carla.client.api.agenda.timers[':id'].$delete({ param: { id: timerId } })).status).toBe(404);

    // Both agendas hear that Carla left; Ana's next event reaches Ana's, and no longer Carla's.
    const changes = (of: LiveStream) =>
      of.events.filter((e) => e.name === 'change').map((e) => JSON.parse(e.data) as { babyId: string; left?: string });
    const sinceDeparture = (of: LiveStream) => {
      const notices = changes(of);
      const departure = notices.findIndex((notice) => notice.left === carla.id);
      return departure < 0 ? null : notices.slice(departure + 1);
    };
    await expect.poll(() => sinceDeparture(anas)).toEqual([]);
    await logEvent(ana.client, babyId, 'depois da Carla');
    await expect.poll(() => sinceDeparture(anas)).toEqual([{ babyId }]);
    expect(sinceDeparture(stream)).toEqual([]);

    // Her dose reminder is gone: no answer of hers reaches the family's doses.
    const answer = await carla.client.api.reminders[':id'].dose.$post({
      param: { id: dose.id },
      json: { answer: 'given' },
    });
    expect(answer.status).toBe(404);
    const anasDoses = await ctx.db
      .select({ answer: reminders.answer })
      .from(reminders)
      .where(and(eq(reminders.userId, ana.id), eq(reminders.occurrence, dose.occurrence)));
    expect(anasDoses).toEqual([{ answer: null }]);
    expect(await remedios(babyId)).toHaveLength(1);
  });

  it('ends them as well when she leaves', async () => {
    const { carla, babyId, linkPath, timerId } = await carlaWithEverything();
    await okJson(removeMember(carla.client, babyId, carla.id));
    await expectNothingOfHers(carla, babyId, linkPath, timerId);
  });

  it('checks she is in the family before a dose answer writes anything', async () => {
    const { ana, carla, babyId, dose } = await carlaWithEverything();
    await okJson(removeMember(ana.client, babyId, carla.id));
    // A reminder of hers planned at the very moment she was removed.
    await ctx.db
      .insert(reminders)
      .values({ ...dose, id: crypto.randomUUID() })
      .onConflictDoNothing();
    const [late] = await ctx.db
      .select({ id: reminders.id })
      .from(reminders)
      .where(and(eq(reminders.userId, carla.id), eq(reminders.occurrence, dose.occurrence)));
    const answer = await carla.client.api.reminders[':id'].dose.$post({
      param: { id: late!.id },
      json: { answer: 'given' },
    });
    expect(answer.status).toBe(404);
    const answered = await ctx.db
      .select({ answer: reminders.answer })
      .from(reminders)
      .where(and(eq(reminders.scheduleId, dose.scheduleId!), eq(reminders.occurrence, dose.occurrence)));
    expect(answered.map((r) => r.answer)).toEqual([null, null]);
    expect(await remedios(babyId)).toHaveLength(1);
    expect(await errorOf(answer)).toMatchObject({ code: 'reminder_not_found' });
  });
});

describe('an invitation by e-mail', () => {
  let smtp: TestContext;
  beforeAll(async () => {
    smtp = await createTestContext({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Lumma <nao-responda@lumma.app>' });
  });
  afterAll(() => smtp.close());

  it('sends the link just made, in the words of the WhatsApp message, and refuses her own address and a member’s', async () => {
    const { client: ana } = await signedUpMother(smtp, { name: 'Ana Souza', email: 'ana@example.com' });
    const baby = await registeredBaby(ana, { name: 'Helena', birthDate: '2026-01-10' });
    const family = await okJson(ana.api.family.$get());
    expect(family.canEmail).toBe(true);
    const { path } = await okJson(ana.api.family.invitations.$post({ json: { babyId: baby.id, role: 'cuidador' } }));
    const token = path.split('/').pop()!;

    expect((await inviteEmail(ana, { token, email: ' Avo@Example.com ' })).status).toBe(200);
    const sent = smtp.mail.at(-1)!;
    expect(sent.to).toBe('avo@example.com');
    // A fixed subject: nothing the inviter typed (the baby's name) reaches it.
    expect(sent.subject).toBe('Lumma — você recebeu um convite');
    expect(sent.text).toContain(`Ana convidou você para acompanhar Helena no Lumma`);
    expect(sent.text).toContain(`${TEST_ORIGIN}${path}`);

    const mailed = smtp.mail.length;
    const self = await inviteEmail(ana, { token, email: 'ana@example.com' });
    expect(await errorOf(self)).toMatchObject({ code: 'invite_self' });
    // Another person may not send Ana's link, even knowing it.
    const { client: bia } = await signedUpMother(smtp, { name: 'Bia Lima', email: 'bia@example.com' });
    expect((await inviteEmail(bia, { token, email: 'x@example.com' })).status).toBe(404);
    await okJson(accept(bia, token));
    const member = await inviteEmail(ana, { token, email: 'bia@example.com' });
    // The link was used by Bia: it cannot be sent again.
    expect(await errorOf(member)).toMatchObject({ code: 'invitation_used' });
    const second = await okJson(ana.api.family.invitations.$post({ json: { babyId: baby.id, role: 'cuidador' } }));
    const again = await inviteEmail(ana, { token: second.path.split('/').pop()!, email: 'bia@example.com' });
    expect(await errorOf(again)).toMatchObject({
      code: 'invite_member',
      message: 'Esta pessoa já faz parte da família do bebê.',
    });
    expect(smtp.mail.length).toBe(mailed);
  });

  /** A mother on the SMTP server, with a baby, and a function that makes her a new invitation's token. */
  async function mailingMother() {
    const { client: ana } = await signedUpMother(smtp, { name: 'Ana Souza' });
    const baby = await registeredBaby(ana, { name: 'Helena', birthDate: '2026-01-10' });
    const newToken = async () =>
      (await okJson(ana.api.family.invitations.$post({ json: { babyId: baby.id, role: 'cuidador' } }))).path
        .split('/')
        .pop()!;
    return { ana, newToken };
  }

  it('sends one invitation to one address only: again to the same, never to another', async () => {
    const { ana, newToken } = await mailingMother();
    const token = await newToken();
    const mailed = smtp.mail.length;
    expect((await inviteEmail(ana, { token, email: 'avo@example.com' })).status).toBe(200);
    expect((await inviteEmail(ana, { token, email: 'AVO@example.com' })).status).toBe(200);
    const other = await inviteEmail(ana, { token, email: 'tia@example.com' });
    expect(other.status).toBe(409);
    expect(await errorOf(other)).toEqual({
      code: 'invitation_other_email',
      message: 'Este convite já foi enviado para outro e-mail. Para convidar outra pessoa, crie um novo convite.',
    });
    expect(smtp.mail.slice(mailed).map((m) => m.to)).toEqual(['avo@example.com', 'avo@example.com']);
  });

  it('sends at most 20 invitation e-mails a day per person, whatever invitations they carry', async () => {
    const { ana, newToken } = await mailingMother();
    const mailed = smtp.mail.length;
    for (const [token, address] of [
      [await newToken(), 'avo'],
      [await newToken(), 'tia'],
    ] as const) {
      for (let i = 0; i < 10; i++) {
        const sent = await inviteEmail(ana, { token, email: `${address}@example.com` });
        expect(sent.status).toBe(200);
      }
    }
    const over = await inviteEmail(ana, { token: await newToken(), email: 'pai@example.com' });
    expect(over.status).toBe(429);
    expect(await errorOf(over)).toEqual({
      code: 'rate_limited',
      message: 'Você já enviou muitos convites por e-mail hoje. Envie o link por WhatsApp ou tente de novo amanhã.',
    });
    expect(smtp.mail.length - mailed).toBe(20);
  });

  it('says so where the server has no SMTP', async () => {
    const { client, baby } = await motherWithBaby('Rita Alves', 'Caio');
    const { token } = await invite(client, baby.id);
    expect(await errorOf(await inviteEmail(client, { token, email: 'avo@example.com' }))).toMatchObject({
      code: 'mail_unavailable',
    });
  });
});
