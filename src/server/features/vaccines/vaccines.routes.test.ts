import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCalendarDate } from '../../../domain/age';
import { latestYear } from '../../../domain/dates';
import { fluSeasonOn } from '../../../domain/vaccines/season-dose';
import { addMonths } from '../../../domain/vaccines/vaccine-card';
import { motherWithBaby as registeredMother } from '../../test/factories';
import { createTestContext, errorOf, type TestClient, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type RecordJson = {
  id: string;
  vaccineName: string;
  doseNumber: number;
  applicationDate: string;
  notes: string | null;
};
type Card = {
  baby: { id: string; onboardingDone: boolean } | null;
  version: { label: string; validFrom: string; source: string } | null;
  calendar: {
    vaccineName: string;
    doseNumber: number;
    doseLabel: string;
    description: string;
    recommendedAgeMonths: number;
    ageDisplay: string;
    repeatsYearlyUntilMonths: number | null;
  }[];
  records: RecordJson[];
  seasonDose: {
    season: { year: number; label: string; startsOn: string; endsBefore: string };
    status: string;
    due: boolean;
    record: RecordJson | null;
    earlier: RecordJson[];
    nextDoseNumber: number;
  } | null;
};

const today = () => toCalendarDate(new Date());

async function motherWithBaby(monthsOld: number) {
  const birthDate = addMonths(today(), -monthsOld);
  return { ...(await registeredMother(ctx, { name: 'Davi', birthDate })), birthDate };
}
const card = async (client: TestClient, babyId?: string, day?: string) => {
  const query = new URLSearchParams({ ...(babyId && { babyId }), ...(day && { today: day }) }).toString();
  return (await (await client.get(`/api/vaccines/card${query ? `?${query}` : ''}`)).json()) as Card;
};

describe('vaccine card', () => {
  it('follows the seeded PNI calendar version', async () => {
    const { client } = await motherWithBaby(2);
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
    const { client } = await motherWithBaby(2);
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
    const { client, babyId } = await motherWithBaby(24);
    const season = fluSeasonOn(today());
    // The first-season doses, both in the season before this one.
    for (const [doseNumber, date] of [
      [1, addMonths(season.startsOn, -2)],
      [2, addMonths(season.startsOn, -1)],
    ] as const) {
      expect(
        (
          await client.post('/api/vaccines/records', {
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

    const registered = await client.post('/api/vaccines/records', {
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

    const stranger = ctx.client();
    await stranger.signUp();
    expect((await stranger.get(`/api/vaccines/card?babyId=${babyId}&today=${today()}`)).status).toBe(404);
  });

  it('shows no yearly dose from 6 years, and none before the first influenza dose', async () => {
    const six = await motherWithBaby(72);
    await six.client.post('/api/vaccines/records', {
      babyId: six.babyId,
      vaccineName: 'Influenza',
      doseNumber: 1,
      applicationDate: addMonths(six.birthDate, 6),
    });
    expect((await card(six.client)).seasonDose).toMatchObject({ status: 'over', due: false });
    const five = await motherWithBaby(71);
    expect((await card(five.client)).seasonDose).toMatchObject({ status: 'waiting', due: false });
  });

  it.each(['2026-02-30', '26-01-01', '2999-01-01', '1899-12-31'])('refuses today=%s', async (day) => {
    const { client } = await motherWithBaby(2);
    const response = await client.get(`/api/vaccines/card?today=${day}`);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('Data de hoje inválida.');
  });

  it('applies a dose, refuses it twice, and unapplies it', async () => {
    const { client, babyId } = await motherWithBaby(3);
    const body = { babyId, vaccineName: 'BCG', doseNumber: 1, applicationDate: today() };
    const applied = await client.post('/api/vaccines/records', body);
    expect(applied.status).toBe(201);
    const { record } = (await applied.json()) as { record: { id: string } };

    const twice = await client.post('/api/vaccines/records', body);
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe('Esta dose já está registrada.');

    expect((await client.request('DELETE', `/api/vaccines/records/${record.id}`)).status).toBe(200);
    expect((await card(client)).records).toHaveLength(0);
  });

  it('adds and deletes a custom vaccine', async () => {
    const { client, babyId } = await motherWithBaby(3);
    const response = await client.post('/api/vaccines/records', {
      babyId,
      vaccineName: 'Meningocócica B',
      applicationDate: today(),
      notes: 'Clínica particular',
    });
    expect(response.status).toBe(201);
    const { record } = (await response.json()) as { record: { id: string; doseNumber: number } };
    expect(record.doseNumber).toBe(1);
    expect((await client.request('DELETE', `/api/vaccines/records/${record.id}`)).status).toBe(200);
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
    const { client, babyId } = await motherWithBaby(1);
    const response = await client.post('/api/vaccines/records', {
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
    const { record } = (await (
      await ana.client.post('/api/vaccines/records', {
        babyId: ana.babyId,
        vaccineName: 'BCG',
        doseNumber: 1,
        applicationDate: today(),
      })
    ).json()) as { record: { id: string } };

    expect((await bia.client.get(`/api/vaccines/card?babyId=${ana.babyId}`)).status).toBe(404);
    expect(
      (
        await bia.client.post('/api/vaccines/records', {
          babyId: ana.babyId,
          vaccineName: 'Hepatite B',
          doseNumber: 1,
          applicationDate: today(),
        })
      ).status,
    ).toBe(404);
    expect((await bia.client.request('DELETE', `/api/vaccines/records/${record.id}`)).status).toBe(404);
    expect((await bia.client.post('/api/vaccines/onboarding', { babyId: ana.babyId, choice: 'all' })).status).toBe(404);
    expect((await card(ana.client)).records).toHaveLength(1);
  });
});

describe('first-access onboarding', () => {
  it('"Sim, todas" records every dose due, dated birth + recommended months, once', async () => {
    const { client, babyId, birthDate } = await motherWithBaby(5);
    const response = await client.post('/api/vaccines/onboarding', { babyId, choice: 'all' });
    expect(await response.json()).toEqual({ recorded: 12 });
    const result = await card(client);
    expect(result.baby?.onboardingDone).toBe(true);
    expect(result.records).toHaveLength(12);
    const penta = result.records.find((r) => r.vaccineName === 'Pentavalente' && r.doseNumber === 1);
    expect(penta).toMatchObject({
      applicationDate: addMonths(birthDate, 2),
      notes: 'Registrada automaticamente no primeiro acesso',
    });

    const again = await client.post('/api/vaccines/onboarding', { babyId, choice: 'all' });
    expect(again.status).toBe(409);
    expect((await card(client)).records).toHaveLength(12);
  });

  it('"Sim, todas" leaves the yearly influenza dose out: it is due until this season\'s is registered', async () => {
    const { client, babyId } = await motherWithBaby(24);
    expect(await (await client.post('/api/vaccines/onboarding', { babyId, choice: 'all' })).json()).toEqual({
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
    const { client, babyId } = await motherWithBaby(2);
    const empty = await client.post('/api/vaccines/onboarding', { babyId, choice: 'some', selected: [] });
    expect((await errorOf(empty)).message).toBe('Nenhuma vacina selecionada');
    const response = await client.post('/api/vaccines/onboarding', {
      babyId,
      choice: 'some',
      selected: [
        { vaccineName: 'BCG', doseNumber: 1 },
        { vaccineName: 'Pentavalente', doseNumber: 1 },
        { vaccineName: 'Febre amarela', doseNumber: 1 },
      ],
    });
    expect(await response.json()).toEqual({ recorded: 2 });
    const { records } = await card(client);
    expect(records.map((r) => r.notes)).toEqual([
      'Registrada manualmente no primeiro acesso',
      'Registrada manualmente no primeiro acesso',
    ]);
  });

  it('"Não, nenhuma" records nothing and is not asked again', async () => {
    const { client, babyId } = await motherWithBaby(2);
    expect(await (await client.post('/api/vaccines/onboarding', { babyId, choice: 'none' })).json()).toEqual({
      recorded: 0,
    });
    const result = await card(client);
    expect(result.records).toHaveLength(0);
    expect(result.baby?.onboardingDone).toBe(true);
  });
});

describe('booklet lists', () => {
  it('adds trimmed allergies and conditions, refuses duplicates and empty entries, and removes them', async () => {
    const { client, babyId } = await motherWithBaby(6);
    expect((await client.post(`/api/babies/${babyId}/allergies`, { value: '  Leite de vaca ' })).status).toBe(201);
    const dup = await client.post(`/api/babies/${babyId}/allergies`, { value: 'leite de vaca' });
    expect(dup.status).toBe(409);
    const empty = await client.post(`/api/babies/${babyId}/allergies`, { value: '   ' });
    expect((await errorOf(empty)).message).toBe('Digite um nome.');
    await client.post(`/api/babies/${babyId}/health-conditions`, { value: 'Refluxo' });

    const { baby } = (await (await client.get(`/api/babies/${babyId}`)).json()) as {
      baby: { allergies: string[]; healthConditions: string[] };
    };
    expect(baby).toMatchObject({ allergies: ['Leite de vaca'], healthConditions: ['Refluxo'] });

    const removed = await client.request('DELETE', `/api/babies/${babyId}/allergies`, { value: 'Leite de vaca' });
    expect(((await removed.json()) as { baby: { allergies: string[] } }).baby.allergies).toEqual([]);

    const stranger = ctx.client();
    await stranger.signUp();
    expect((await stranger.post(`/api/babies/${babyId}/allergies`, { value: 'Ovo' })).status).toBe(404);
  });
});
