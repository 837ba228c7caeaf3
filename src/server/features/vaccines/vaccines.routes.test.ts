import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCalendarDate } from '../../../domain/age';
import { latestYear } from '../../../domain/dates';
import { fluSeasonOn } from '../../../domain/vaccines/season-dose';
import { addMonths } from '../../../domain/vaccines/vaccine-card';
import { motherWithBaby as registeredMother, signedUpMother } from '../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../test/harness';
import { okJson, type TypedClient } from '../../test/typed-client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const today = () => toCalendarDate(new Date());

async function motherWithBaby(monthsOld: number) {
  const birthDate = addMonths(today(), -monthsOld);
  return { ...(await registeredMother(ctx, { name: 'Davi', birthDate })), birthDate };
}
const cardOf = (client: TypedClient, babyId?: string, day?: string) =>
  client.vaccines.card.$get({ query: { ...(babyId && { babyId }), ...(day && { today: day }) } });
const card = (client: TypedClient, babyId?: string, day?: string) => okJson(cardOf(client, babyId, day));
type RecordFields = Parameters<TypedClient['vaccines']['records']['$post']>[0]['json'];
const record = (client: TypedClient, json: RecordFields) => client.vaccines.records.$post({ json });
type OnboardingFields = Parameters<TypedClient['vaccines']['onboarding']['$post']>[0]['json'];
const onboarding = (client: TypedClient, json: OnboardingFields) => client.vaccines.onboarding.$post({ json });

describe('vaccine card', () => {
  it('follows the seeded PNI calendar version', async () => {
    const { api: client } = await motherWithBaby(2);
    const result = await card(client);
    expect(result.version).toEqual({
      id: 'pni-2025-07',
      label: 'PNI 2025',
      validFrom: '2025-07-01',
      source: 'Calendário Nacional de Vacinação da Criança, Ministério da Saúde',
    });
    expect(result.calendar).toHaveLength(32);
    expect(result.calendar[0]).toMatchObject({ ageDisplay: 'Ao nascer', recommendedAgeMonths: 0 });
    expect(result.calendar.filter((d) => d.recommendedAgeMonths <= 5)).toHaveLength(12);
  });

  it('holds the whole child calendar: HPV at 9 years and the yearly influenza dose', async () => {
    const { api: client } = await motherWithBaby(2);
    const { calendar } = await card(client);
    expect(calendar.at(-1)).toMatchObject({
      vaccineName: 'HPV',
      doseNumber: 1,
      doseLabel: 'Dose única',
      ageDisplay: '9 anos',
      recommendedAgeMonths: 108,
      repeatsYearlyUntilMonths: null,
    });
    expect(calendar.at(-1)?.description).toContain('meninas e meninos de 9 a 14 anos');
    expect(calendar.filter((d) => d.repeatsYearlyUntilMonths !== null)).toEqual([
      expect.objectContaining({
        vaccineName: 'Influenza',
        doseNumber: 3,
        doseLabel: 'Dose anual',
        ageDisplay: '1 a 5 anos (todo ano)',
        recommendedAgeMonths: 12,
        repeatsYearlyUntilMonths: 72,
      }),
    ]);
    for (const doseNumber of [1, 2]) {
      expect(calendar.find((d) => d.vaccineName === 'Influenza' && d.doseNumber === doseNumber)?.description).toContain(
        'uma dose por ano até 5 anos e 11 meses',
      );
    }
  });

  it("asks a 2-year-old for this season's influenza dose until it is registered", async () => {
    const { api: client, babyId } = await motherWithBaby(24);
    const season = fluSeasonOn(today());
    // The first-season doses, both in the season before this one.
    for (const [doseNumber, date] of [
      [1, addMonths(season.startsOn, -2)],
      [2, addMonths(season.startsOn, -1)],
    ] as const) {
      expect(
        (
          await record(client, {
            babyId,
            vaccineName: 'Influenza',
            doseNumber,
            applicationDate: date,
          })
        ).status,
      ).toBe(201);
    }
    const due = (await card(client, babyId, today())).seasonDose;
    expect(due).toMatchObject({
      season: { label: `Campanha ${season.year}`, startsOn: season.startsOn },
      status: 'due',
      due: true,
      record: null,
      nextDoseNumber: 3,
    });
    // The day before the season, the first-season doses still covered the season they were given in.
    const dayBefore = new Date(`${season.startsOn}T12:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    expect((await card(client, babyId, dayBefore.toISOString().slice(0, 10))).seasonDose).toMatchObject({
      status: 'first-season',
      due: false,
      record: { doseNumber: 2 },
    });

    const registered = await record(client, {
      babyId,
      vaccineName: 'Influenza',
      doseNumber: due!.nextDoseNumber,
      applicationDate: today(),
    });
    expect(registered.status).toBe(201);
    const after = await card(client, babyId, today());
    expect(after.seasonDose).toMatchObject({
      status: 'applied',
      due: false,
      record: { vaccineName: 'Influenza', doseNumber: 3, applicationDate: today() },
      nextDoseNumber: 4,
    });
    expect(after.records.filter((r) => r.vaccineName === 'Influenza')).toHaveLength(3);

    const { api: stranger } = await signedUpMother(ctx);
    expect((await cardOf(stranger, babyId, today())).status).toBe(404);
  });

  it('shows no yearly dose from 6 years, and none before the first influenza dose', async () => {
    const six = await motherWithBaby(72);
    await record(six.api, {
      babyId: six.babyId,
      vaccineName: 'Influenza',
      doseNumber: 1,
      applicationDate: addMonths(six.birthDate, 6),
    });
    expect((await card(six.api)).seasonDose).toMatchObject({ status: 'over', due: false });
    const five = await motherWithBaby(71);
    expect((await card(five.api)).seasonDose).toMatchObject({ status: 'waiting', due: false });
  });

  it.each(['2026-02-30', '26-01-01', '2999-01-01', '1899-12-31'])('refuses today=%s', async (day) => {
    const { api: client } = await motherWithBaby(2);
    const response = await cardOf(client, undefined, day);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('Data de hoje inválida.');
  });

  it('applies a dose, refuses it twice, and unapplies it', async () => {
    const { api: client, babyId } = await motherWithBaby(3);
    const body = { babyId, vaccineName: 'BCG', doseNumber: 1, applicationDate: today() };
    const applied = await record(client, body);
    expect(applied.status).toBe(201);
    const { record: saved } = await okJson(applied);

    const twice = await record(client, body);
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe('Esta dose já está registrada.');

    expect((await client.vaccines.records[':id'].$delete({ param: { id: saved.id } })).status).toBe(200);
    expect((await card(client)).records).toHaveLength(0);
  });

  it('adds and deletes a custom vaccine', async () => {
    const { api: client, babyId } = await motherWithBaby(3);
    const response = await record(client, {
      babyId,
      vaccineName: 'Meningocócica B',
      applicationDate: today(),
      notes: 'Clínica particular',
    });
    expect(response.status).toBe(201);
    const { record: saved } = await okJson(response);
    expect(saved.doseNumber).toBe(1);
    expect((await client.vaccines.records[':id'].$delete({ param: { id: saved.id } })).status).toBe(200);
  });

  it.each([
    [{ applicationDate: `${latestYear()}-12-31` }, 'A data de aplicação não pode ser no futuro.'],
    [{ applicationDate: '2999-01-01' }, `Escolha uma data entre 1900 e ${latestYear()}`],
    [{ applicationDate: '2026-02-29' }, 'Por favor, preencha o nome da vacina e a data.'],
    [{ applicationDate: '1990-01-01' }, 'A data de aplicação não pode ser antes do nascimento.'],
    [{ applicationDate: '' }, 'Por favor, preencha o nome da vacina e a data.'],
    [{ vaccineName: ' ' }, 'Por favor, preencha o nome da vacina e a data.'],
    [{ doseNumber: 0 }, 'A dose deve ser um número inteiro a partir de 1.'],
  ])('refuses %o with "%s"', async (change, message) => {
    const { api: client, babyId } = await motherWithBaby(1);
    const response = await record(client, {
      babyId,
      vaccineName: 'BCG',
      doseNumber: 1,
      applicationDate: today(),
      ...change,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
  });

  it("keeps another mother's baby and records out of reach (404)", async () => {
    const ana = await motherWithBaby(4);
    const bia = await motherWithBaby(4);
    const { record: saved } = await okJson(
      record(ana.api, {
        babyId: ana.babyId,
        vaccineName: 'BCG',
        doseNumber: 1,
        applicationDate: today(),
      }),
    );

    expect((await cardOf(bia.api, ana.babyId)).status).toBe(404);
    expect(
      (
        await record(bia.api, {
          babyId: ana.babyId,
          vaccineName: 'Hepatite B',
          doseNumber: 1,
          applicationDate: today(),
        })
      ).status,
    ).toBe(404);
    expect((await bia.api.vaccines.records[':id'].$delete({ param: { id: saved.id } })).status).toBe(404);
    expect((await onboarding(bia.api, { babyId: ana.babyId, choice: 'all' })).status).toBe(404);
    expect((await card(ana.api)).records).toHaveLength(1);
  });
});

describe('first-access onboarding', () => {
  it('"Sim, todas" records every dose due, dated birth + recommended months, once', async () => {
    const { api: client, babyId, birthDate } = await motherWithBaby(5);
    const response = await onboarding(client, { babyId, choice: 'all' });
    expect(await okJson(response)).toEqual({ recorded: 12 });
    const result = await card(client);
    expect(result.baby?.onboardingDone).toBe(true);
    expect(result.records).toHaveLength(12);
    const penta = result.records.find((r) => r.vaccineName === 'Pentavalente' && r.doseNumber === 1);
    expect(penta).toMatchObject({
      applicationDate: addMonths(birthDate, 2),
      notes: 'Registrada automaticamente no primeiro acesso',
    });

    const again = await onboarding(client, { babyId, choice: 'all' });
    expect(again.status).toBe(409);
    expect((await card(client)).records).toHaveLength(12);
  });

  it('"Sim, todas" leaves the yearly influenza dose out: it is due until this season\'s is registered', async () => {
    const { api: client, babyId } = await motherWithBaby(24);
    expect(await okJson(onboarding(client, { babyId, choice: 'all' }))).toEqual({
      recorded: 27,
    });
    const result = await card(client, undefined, today());
    expect(
      result.records
        .filter((r) => r.vaccineName === 'Influenza')
        .map((r) => r.doseNumber)
        .sort(),
    ).toEqual([1, 2]);
    expect(result.seasonDose).toMatchObject({ status: 'due', nextDoseNumber: 3 });
  });

  it('"Apenas algumas" records only the chosen doses that are due', async () => {
    const { api: client, babyId } = await motherWithBaby(2);
    const empty = await onboarding(client, { babyId, choice: 'some', selected: [] });
    expect((await errorOf(empty)).message).toBe('Nenhuma vacina selecionada');
    const response = await onboarding(client, {
      babyId,
      choice: 'some',
      selected: [
        { vaccineName: 'BCG', doseNumber: 1 },
        { vaccineName: 'Pentavalente', doseNumber: 1 },
        { vaccineName: 'Febre amarela', doseNumber: 1 },
      ],
    });
    expect(await okJson(response)).toEqual({ recorded: 2 });
    const { records } = await card(client);
    expect(records.map((r) => r.notes)).toEqual([
      'Registrada manualmente no primeiro acesso',
      'Registrada manualmente no primeiro acesso',
    ]);
  });

  it('"Não, nenhuma" records nothing and is not asked again', async () => {
    const { api: client, babyId } = await motherWithBaby(2);
    expect(await okJson(onboarding(client, { babyId, choice: 'none' }))).toEqual({
      recorded: 0,
    });
    const result = await card(client);
    expect(result.records).toHaveLength(0);
    expect(result.baby?.onboardingDone).toBe(true);
  });
});

describe('booklet lists', () => {
  it('adds trimmed allergies and conditions, refuses duplicates and empty entries, and removes them', async () => {
    const { api: client, babyId } = await motherWithBaby(6);
    const allergies = (api: TypedClient, value: string) =>
      api.babies[':id'].allergies.$post({ param: { id: babyId }, json: { value } });
    expect((await allergies(client, '  Leite de vaca ')).status).toBe(201);
    const dup = await allergies(client, 'leite de vaca');
    expect(dup.status).toBe(409);
    const empty = await allergies(client, '   ');
    expect((await errorOf(empty)).message).toBe('Digite um nome.');
    await client.babies[':id']['health-conditions'].$post({ param: { id: babyId }, json: { value: 'Refluxo' } });

    const { baby } = await okJson(client.babies[':id'].$get({ param: { id: babyId } }));
    expect(baby).toMatchObject({ allergies: ['Leite de vaca'], healthConditions: ['Refluxo'] });

    const removed = client.babies[':id'].allergies.$delete({ param: { id: babyId }, json: { value: 'Leite de vaca' } });
    expect((await okJson(removed)).baby.allergies).toEqual([]);

    const { api: stranger } = await signedUpMother(ctx);
    expect((await allergies(stranger, 'Ovo')).status).toBe(404);
  });
});

describe('protection against RSV on the card', () => {
  const bornDaysAgo = (days: number) => toCalendarDate(new Date(Date.now() - days * 86_400_000));

  it('shows a preterm baby the nirsevimabe row: where it is given and its age limit', async () => {
    const { api: client } = await registeredMother(ctx, {
      name: 'Lia',
      birthDate: bornDaysAgo(40),
      gestationalWeeks: 32,
    });
    const { baby, rsv } = await card(client);
    expect(baby).toMatchObject({ name: 'Lia', gestationalWeeks: 32, healthConditions: [] });
    expect(rsv?.preterm).toMatchObject({
      dose: { vaccineName: 'Nirsevimabe (VSR)', doseNumber: 1, doseLabel: 'prematuros, dose única até 6 meses' },
      underAgeLimit: true,
    });
    expect(rsv?.preterm?.where).toMatch(/maternidade ou na UTI neonatal/);
    expect(rsv?.preterm?.ageLimit).toMatch(/^Limite de idade: antes dos 6 meses \(Lia completa 6 meses em /);
    expect(rsv?.maternal).toMatch(/28ª semana/);
    expect(rsv?.crie).toBeNull();
  });

  it('registers the nirsevimabe dose like a calendar dose', async () => {
    const { api: client, babyId } = await registeredMother(ctx, { birthDate: bornDaysAgo(10), gestationalWeeks: 34 });
    const applied = { babyId, vaccineName: 'Nirsevimabe (VSR)', doseNumber: 1, applicationDate: bornDaysAgo(8) };
    expect((await record(client, applied)).status).toBe(201);
    expect((await card(client)).records).toEqual([expect.objectContaining({ vaccineName: 'Nirsevimabe (VSR)' })]);
  });

  it('shows a term baby no nirsevimabe row and keeps the routine rows as they are', async () => {
    const { api: client } = await registeredMother(ctx, { birthDate: bornDaysAgo(40), gestationalWeeks: 39 });
    const { rsv, calendar } = await card(client);
    expect(rsv?.preterm).toBeNull();
    expect(rsv?.maternal).toMatch(/28ª semana/);
    expect(calendar.filter((d) => d.vaccineName.startsWith('Pneumocócica')).map((d) => d.recommendedAgeMonths)).toEqual(
      [2, 4, 12],
    );
  });

  it('gives the CRIE note to a baby whose booklet lists a condition, in season and out of it', async () => {
    const { api: client, babyId } = await registeredMother(ctx, { birthDate: '2025-10-01', gestationalWeeks: 39 });
    expect((await card(client, babyId, '2026-04-10')).rsv?.crie).toBeNull();
    const added = await client.babies[':id']['health-conditions'].$post({
      param: { id: babyId },
      json: { value: 'Síndrome de Down' },
    });
    expect(added.status).toBe(201);
    const inSeason = (await card(client, babyId, '2026-04-10')).rsv?.crie;
    expect(inSeason).toMatchObject({ conditions: ['síndrome de Down'], inSeason: true });
    expect(inSeason?.text).toMatch(/CRIE/);
    expect((await card(client, babyId, '2026-10-10')).rsv?.crie?.inSeason).toBe(false);
    expect((await card(client, babyId, '2026-04-10')).rsv?.preterm).toBeNull();
  });
});
