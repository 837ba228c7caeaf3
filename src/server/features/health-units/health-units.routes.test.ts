import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCalendarDate } from '../../../domain/age';
import { CONSENT_TEXT_VERSION, UNIT_REMINDER_PUSH_TEXT } from '../../../domain/health-units/health-unit';
import { isYearly } from '../../../domain/vaccines/season-dose';
import { addMonths, pendingDoses } from '../../../domain/vaccines/vaccine-card';
import { healthUnitAccessLog, pushSubscriptions, reminders, userRoles, vaccines } from '../../db/schema';
import type { PushTarget } from '../../platform/push/push';
import { type Mother, motherWithBaby, signedUpMother } from '../../test/factories';
import { createTestContext, errorOf, type TestClient, type TestContext } from '../../test/harness';
import { currentCalendar, listVaccineRecords } from '../vaccines/vaccines.service';
import { MAX_ONCE_ONLY_DOSES } from './unit-list.service';

/*
 * The journey of issue #52 over HTTP on a real database: an admin creates a unit and invites a
 * nurse by e-mail; mothers link their babies with consent; the nurse's late list, her actions and
 * the export; the mother's accesses; and every way a caller who may not see a baby gets 404.
 */

let ctx: TestContext;
const pushed: { target: PushTarget; payload: string }[] = [];
const today = toCalendarDate(new Date());
const fiveMonthsAgo = addMonths(today, -5);

beforeAll(async () => {
  ctx = await createTestContext(
    {},
    {},
    {
      push: {
        publicKey: 'test',
        send: async (target, payload) => {
          pushed.push({ target, payload });
          return 'sent';
        },
      },
    },
  );
});
afterAll(() => ctx.close());

async function body<T = Record<string, unknown>>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const res = await response;
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const unitInput = {
  name: 'UBS Jardim das Flores',
  cnes: '1234567',
  municipality: 'Campinas',
  address: 'Rua das Flores, 100 — Jardim das Flores',
  openingHours: 'Segunda a sexta, 7h às 17h',
};

interface Unit {
  id: string;
  inviteCode: string;
  name: string;
}

async function newAdmin() {
  const admin = await signedUpMother(ctx, { name: 'Rita Admin' });
  await ctx.db.insert(userRoles).values({ userId: admin.userId, role: 'admin' });
  return admin;
}

async function createUnit(admin: Mother, fields: Partial<typeof unitInput> = {}) {
  return (await body<{ unit: Unit }>(admin.client.post('/api/admin/units', { ...unitInput, ...fields }), 201)).unit;
}

/** A nurse invited by e-mail who signs up with that address and accepts the link from the mail. */
async function invitedNurse(admin: Mother, unit: Unit, name = 'Enfermeira Joana') {
  const email = `joana.${Math.random().toString(36).slice(2)}@ubs.example`;
  await body(admin.client.post(`/api/admin/units/${unit.id}/invitations`, { email }), 201);
  const mail = ctx.mail.findLast((m) => m.to === email)!;
  expect(mail.text).toContain(unit.name);
  const path = mail.text.match(/\/unidade\/convite\/[\w-]+/)![0];
  const token = path.split('/').at(-1)!;
  const nurse = await signedUpMother(ctx, { name, email });
  await body(nurse.client.post(`/api/unit/invitations/${token}/accept`));
  return { ...nurse, token };
}

async function link(mother: Mother & { babyId: string }, unit: Unit) {
  return (
    await body<{ consent: { id: string } }>(
      mother.client.post('/api/my-unit/consents', {
        babyId: mother.babyId,
        code: unit.inviteCode,
        textVersion: CONSENT_TEXT_VERSION,
      }),
      201,
    )
  ).consent.id;
}

/** Records the doses due at 0 and 2 months, so the 4-month Penta and VIP doses are late. */
async function recordFirstDoses(babyId: string, birthDate: string) {
  const { doses } = await currentCalendar(ctx.db);
  const given = doses.filter((d) => !isYearly(d) && d.recommendedAgeMonths <= 3);
  await ctx.db.insert(vaccines).values(
    given.map((d) => ({
      babyId,
      vaccineName: d.vaccineName,
      doseNumber: d.doseNumber,
      applicationDate: addMonths(birthDate, d.recommendedAgeMonths),
    })),
  );
}

async function consentOf(mother: Mother) {
  const mine = await body<{ babies: { link: { consentId: string } | null }[] }>(mother.client.get('/api/my-unit'));
  return mine.babies[0]!.link!.consentId;
}

type ListBaby = {
  id: string;
  name: string;
  motherName: string;
  doses: { vaccineName: string; doseNumber: number; daysLate: number; state: string; dueOn: string }[];
};
const list = (client: TestClient, query = '') =>
  body<{ total: number; babies: ListBaby[] }>(client.get(`/api/unit/babies${query}`));

describe('a health unit follows its families with consent', () => {
  let admin: Mother;
  let unit: Unit;
  let nurse: Mother;
  let ana: Mother & { babyId: string };
  let bia: Mother & { babyId: string };
  let anaConsent: string;

  beforeAll(async () => {
    admin = await newAdmin();
    unit = await createUnit(admin);
    nurse = await invitedNurse(admin, unit);
    ana = await motherWithBaby(ctx, { name: 'Helena', birthDate: fiveMonthsAgo }, { name: 'Ana Souza' });
    await recordFirstDoses(ana.babyId, fiveMonthsAgo);
    bia = await motherWithBaby(ctx, { name: 'Davi', birthDate: addMonths(today, -3) }, { name: 'Bia Lima' });
    anaConsent = await link(ana, unit);
    await link(bia, unit);
  });

  it('lets an admin create a unit, with the spec of each field', async () => {
    expect(unit.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    const refused = await admin.client.post('/api/admin/units', { ...unitInput, cnes: '12' });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe('O CNES tem 7 dígitos');
    const units = await body<{ units: { id: string; staff: number; babies: number }[] }>(
      admin.client.get('/api/admin/units'),
    );
    expect(units.units.find((u) => u.id === unit.id)).toMatchObject({ staff: 1, babies: 2 });
  });

  it('refuses a mother the back office, and an invitation to someone else’s address', async () => {
    expect((await ana.client.post('/api/admin/units', unitInput)).status).toBe(403);
    const email = 'outra@ubs.example';
    await body(admin.client.post(`/api/admin/units/${unit.id}/invitations`, { email }), 201);
    const token = ctx.mail.findLast((m) => m.to === email)!.text.match(/\/unidade\/convite\/([\w-]+)/)![1]!;
    const wrong = await ana.client.post(`/api/unit/invitations/${token}/accept`);
    expect(wrong.status).toBe(403);
    expect((await errorOf(wrong)).code).toBe('unit_invitation_other_email');
    // A link is used once.
    expect(
      (await nurse.client.post(`/api/unit/invitations/${(nurse as { token?: string }).token}/accept`)).status,
    ).toBe(404);
  });

  it('shows the mother what the unit sees and never sees before she consents', async () => {
    const preview = await body<{ unit: { name: string }; consent: { version: string; neverSees: string[] } }>(
      ana.client.get(`/api/my-unit/units/${unit.inviteCode.toLowerCase()}`),
    );
    expect(preview.unit.name).toBe(unitInput.name);
    expect(preview.consent.version).toBe(CONSENT_TEXT_VERSION);
    expect(preview.consent.neverSees).toContain('As conversas com a Lu');
    expect((await ana.client.get('/api/my-unit/units/ZZZZZZZZ')).status).toBe(404);
    const stale = await ana.client.post('/api/my-unit/consents', {
      babyId: ana.babyId,
      code: unit.inviteCode,
      textVersion: '2020-01-01',
    });
    expect(stale.status).toBe(400);
    const again = await ana.client.post('/api/my-unit/consents', {
      babyId: ana.babyId,
      code: unit.inviteCode,
      textVersion: CONSENT_TEXT_VERSION,
    });
    expect(again.status).toBe(409);
    const mine = await body<{ babies: { id: string; link: { textVersion: string; unit: { name: string } } | null }[] }>(
      ana.client.get('/api/my-unit'),
    );
    expect(mine.babies.find((b) => b.id === ana.babyId)?.link).toMatchObject({
      textVersion: CONSENT_TEXT_VERSION,
      unit: { name: unitInput.name },
    });
  });

  it('lists late doses by vaccine, dose and days late; an empty card is "sem registro"', async () => {
    const late = await list(nurse.client);
    const helena = late.babies.find((b) => b.id === ana.babyId)!;
    const penta2 = helena.doses.find((d) => d.vaccineName === 'Pentavalente' && d.doseNumber === 2)!;
    expect(penta2).toMatchObject({ state: 'atrasada', dueOn: addMonths(fiveMonthsAgo, 4) });
    expect(penta2.daysLate).toBeGreaterThanOrEqual(28);
    expect(helena.doses.some((d) => d.vaccineName === 'VIP (poliomielite)' && d.doseNumber === 2)).toBe(true);
    expect(helena.motherName).toBe('Ana Souza');
    const davi = late.babies.find((b) => b.id === bia.babyId)!;
    expect(davi.doses.every((d) => d.state === 'sem_registro')).toBe(true);
  });

  it('computes the same doses as the card’s domain rule, in one query for the list', async () => {
    const { doses } = await currentCalendar(ctx.db);
    expect(doses.filter((d) => !isYearly(d)).length).toBeLessThanOrEqual(MAX_ONCE_ONLY_DOSES);
    const late = await list(nurse.client);
    for (const mother of [ana, bia]) {
      const records = await listVaccineRecords(ctx.db, mother.babyId);
      const birthDate = mother === ana ? fiveMonthsAgo : addMonths(today, -3);
      const expected = pendingDoses(doses, records, birthDate, today)
        .filter((d) => !isYearly(d))
        .map((d) => `${d.vaccineName}|${d.doseNumber}`)
        .sort();
      const listed = late.babies
        .find((b) => b.id === mother.babyId)!
        .doses.map((d) => `${d.vaccineName}|${d.doseNumber}`)
        .sort();
      expect(listed).toEqual(expected);
    }
  });

  it('counts a month-end baby’s doses by her age in months, as the card does', async () => {
    // Born on 31 December: on 28 February she is 1 month old, though 31 Dec + 2 months is 28 Feb.
    const eva = await motherWithBaby(ctx, { name: 'Eva', birthDate: '2025-12-31' });
    await link(eva, unit);
    const { doses } = await currentCalendar(ctx.db);
    const expected = pendingDoses(doses, [], '2025-12-31', '2026-02-28')
      .filter((d) => !isYearly(d))
      .map((d) => `${d.vaccineName}|${d.doseNumber}`)
      .sort();
    const listed = (await list(nurse.client, '?today=2026-02-28')).babies.find((b) => b.id === eva.babyId)!;
    expect(listed.doses.map((d) => `${d.vaccineName}|${d.doseNumber}`).sort()).toEqual(expected);
    expect(listed.doses.some((d) => d.dueOn === '2026-02-28')).toBe(false);
    await body(eva.client.request('DELETE', `/api/my-unit/consents/${await consentOf(eva)}`));
  });

  it('filters by vaccine, age band and days late, and lists doses due soon apart', async () => {
    const penta = await list(nurse.client, '?vaccine=Pentavalente');
    expect(penta.babies.flatMap((b) => b.doses.map((d) => d.vaccineName))).toEqual(
      expect.arrayContaining(['Pentavalente']),
    );
    expect(penta.babies.flatMap((b) => b.doses).every((d) => d.vaccineName === 'Pentavalente')).toBe(true);
    const older = await list(nurse.client, '?minMonths=4&maxMonths=6');
    expect(older.babies.map((b) => b.id)).toEqual([ana.babyId]);
    const veryLate = await list(nurse.client, '?minDaysLate=100');
    expect(veryLate.babies.flatMap((b) => b.doses).every((d) => d.daysLate >= 100)).toBe(true);
    const soon = await list(nurse.client, '?list=a-vencer');
    expect(soon.babies.flatMap((b) => b.doses).every((d) => d.state === 'a_vencer')).toBe(true);
    const bad = await nurse.client.get('/api/unit/babies?minDaysLate=-1');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Dias de atraso inválidos');
  });

  it('opens a record (logged for the mother) and shows what the consent lists, nothing more', async () => {
    const record = await body<{ baby: { name: string }; mother: { name: string; phone: string }; records: unknown[] }>(
      nurse.client.get(`/api/unit/babies/${ana.babyId}`),
    );
    expect(record.baby.name).toBe('Helena');
    expect(record.mother).toEqual({ name: 'Ana Souza', phone: '+55 (11) 98765-4321' });
    expect(Object.keys(record).sort()).toEqual(['actions', 'baby', 'mother', 'pending', 'records']);
    const mine = await body<{ accesses: { staffName: string; label: string; unitName: string }[] }>(
      ana.client.get('/api/my-unit'),
    );
    expect(mine.accesses[0]).toMatchObject({
      staffName: 'Enfermeira Joana',
      label: 'Abriu a ficha',
      unitName: unitInput.name,
    });
  });

  it('sends a reminder once a week: in-app with the unit’s address and hours, a bare push', async () => {
    await ctx.db.insert(pushSubscriptions).values({
      userId: ana.userId,
      endpoint: 'https://fcm.googleapis.com/fcm/send/ana-phone',
      p256dh: 'p',
      auth: 'a',
      device: 'Celular da Ana',
    });
    // Noon in Brasília: outside her quiet hours.
    ctx.clock.set(`${today}T15:00:00.000Z`);
    await body(nurse.client.post(`/api/unit/babies/${ana.babyId}/reminder`), 201);
    const again = await nurse.client.post(`/api/unit/babies/${ana.babyId}/reminder`);
    expect(again.status).toBe(429);
    expect((await errorOf(again)).message).toBe('Já foi enviado um lembrete para esta família nos últimos 7 dias.');
    ctx.clock.advance(60_000);
    await ctx.scheduler.runNow();
    const [row] = await ctx.db
      .select()
      .from(reminders)
      .where(sql`${reminders.userId} = ${ana.userId} and ${reminders.kind} = 'unit'`);
    expect(row).toMatchObject({ kind: 'unit', status: 'sent', title: UNIT_REMINDER_PUSH_TEXT });
    const inbox = await body<{ items: { title: string; body: string }[] }>(ana.client.get('/api/reminders'));
    expect(inbox.items[0]!.body).toContain(unitInput.address);
    expect(inbox.items[0]!.body).toContain(unitInput.openingHours);
    expect(inbox.items[0]!.body).toContain('Pentavalente');
    const push = pushed.find((p) => p.target.endpoint.endsWith('ana-phone'))!;
    const payload = JSON.parse(push.payload) as { title: string; body: string };
    expect(payload).toMatchObject({ title: UNIT_REMINDER_PUSH_TEXT, body: '' });
    expect(push.payload).not.toContain('Pentavalente');
  });

  it('records a contact and a vaccine applied at the unit, which leaves the late list', async () => {
    await body(nurse.client.post(`/api/unit/babies/${ana.babyId}/contacts`, { note: 'Liguei, vem na terça.' }), 201);
    const empty = await nurse.client.post(`/api/unit/babies/${ana.babyId}/contacts`, { note: ' ' });
    expect((await errorOf(empty)).message).toBe('Escreva uma nota curta sobre o contato');
    const future = await nurse.client.post(`/api/unit/babies/${ana.babyId}/vaccines`, {
      vaccineName: 'Pentavalente',
      doseNumber: 2,
      appliedOn: addMonths(today, 1),
    });
    expect((await errorOf(future)).message).toBe('A data da vacina não pode ser no futuro.');
    await body(
      nurse.client.post(`/api/unit/babies/${ana.babyId}/vaccines`, {
        vaccineName: 'Pentavalente',
        doseNumber: 2,
        appliedOn: today,
      }),
      201,
    );
    const helena = (await list(nurse.client)).babies.find((b) => b.id === ana.babyId)!;
    expect(helena.doses.some((d) => d.vaccineName === 'Pentavalente' && d.doseNumber === 2)).toBe(false);
    const mine = await body<{ babies: { id: string; unitVaccines: { vaccineName: string; onCard: boolean }[] }[] }>(
      ana.client.get('/api/my-unit'),
    );
    expect(mine.babies.find((b) => b.id === ana.babyId)!.unitVaccines).toEqual([
      expect.objectContaining({ vaccineName: 'Pentavalente', onCard: false }),
    ]);
  });

  it('exports the list as a formula-safe CSV, logged for each family', async () => {
    const tricky = await motherWithBaby(ctx, { name: '=HYPERLINK("x")', birthDate: addMonths(today, -3) });
    await link(tricky, unit);
    const response = await nurse.client.get('/api/unit/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv.split('\r\n')[0]).toBe(
      'Bebê;Nascimento;Idade;Mãe;Telefone;Vacina;Dose;Data prevista;Situação;Dias de atraso',
    );
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('Helena;');
    const logged = await ctx.db
      .select()
      .from(healthUnitAccessLog)
      .where(sql`${healthUnitAccessLog.action} = 'export' and ${healthUnitAccessLog.babyId} = ${tricky.babyId}`);
    expect(logged).toHaveLength(1);
  });

  it('keeps the access log append-only and in the mother’s data export', async () => {
    await expect(ctx.db.execute(sql`update health_unit_access_log set staff_name = 'x'`)).rejects.toThrow();
    const exported = await body<{ data: { healthUnits: { accesses: { staffName: string }[]; consents: unknown[] } } }>(
      ana.client.get('/api/account/export'),
    );
    expect(exported.data.healthUnits.consents).toHaveLength(1);
    expect(exported.data.healthUnits.accesses.map((a) => a.staffName)).toContain('Enfermeira Joana');
  });

  it('answers 404 to a mother, another unit’s nurse, and to all once consent is revoked', async () => {
    expect((await ana.client.get('/api/unit/babies')).status).toBe(404);
    expect((await ana.client.get(`/api/unit/babies/${ana.babyId}`)).status).toBe(404);
    const other = await createUnit(admin, { name: 'UBS Centro' });
    const otherNurse = await invitedNurse(admin, other, 'Enfermeira Paula');
    expect((await otherNurse.client.get(`/api/unit/babies/${ana.babyId}`)).status).toBe(404);
    expect((await otherNurse.client.post(`/api/unit/babies/${ana.babyId}/reminder`)).status).toBe(404);
    expect((await list(otherNurse.client)).total).toBe(0);
    // Bia may not revoke Ana's consent: the same 404 as one that does not exist.
    expect((await bia.client.request('DELETE', `/api/my-unit/consents/${anaConsent}`)).status).toBe(404);
    await body(ana.client.request('DELETE', `/api/my-unit/consents/${anaConsent}`));
    const gone = await nurse.client.get(`/api/unit/babies/${ana.babyId}`);
    expect(gone.status).toBe(404);
    expect((await list(nurse.client)).babies.map((b) => b.id)).not.toContain(ana.babyId);
  });

  it('takes a removed member’s access and a closed unit’s at once', async () => {
    const detail = await body<{ members: { userId: string }[] }>(admin.client.get(`/api/admin/units/${unit.id}`));
    expect(detail.members.map((m) => m.userId)).toEqual([nurse.userId]);
    await body(admin.client.request('DELETE', `/api/admin/units/${unit.id}/members/${nurse.userId}`));
    expect((await nurse.client.get('/api/unit/babies')).status).toBe(404);
    expect((await nurse.client.get(`/api/unit/babies/${bia.babyId}`)).status).toBe(404);

    const closing = await createUnit(admin, { name: 'UBS Fechada' });
    const staff = await invitedNurse(admin, closing, 'Enfermeira Lia');
    const carla = await motherWithBaby(ctx, { birthDate: addMonths(today, -2) });
    await link(carla, closing);
    expect((await staff.client.get(`/api/unit/babies/${carla.babyId}`)).status).toBe(200);
    await body(admin.client.post(`/api/admin/units/${closing.id}/close`));
    expect((await staff.client.get(`/api/unit/babies/${carla.babyId}`)).status).toBe(404);
    expect((await carla.client.get(`/api/my-unit/units/${closing.inviteCode}`)).status).toBe(404);
    // Her baby is free to link another unit.
    const mine = await body<{ babies: { link: unknown }[] }>(carla.client.get('/api/my-unit'));
    expect(mine.babies[0]!.link).toBeNull();
  });
});
