import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf } from '../../../domain/agenda/local-days';
import { MILESTONE_BANDS } from '../../../domain/development/milestones';
import { ERRORS } from '../../../domain/errors';
import { addDays, clockText, wallClockOf } from '../../../domain/reminders/zoned-time';
import { registeredBaby, signedUpMother } from '../../test/factories';
import { createTestContext, errorOf, TestClient, type TestContext } from '../../test/harness';
import { readPdf } from '../../test/pdf-text';
import { joinFamily } from '../../test/route-table';
import { okJson, type TypedClient } from '../../test/typed-client';
import { createSharedReportRoutes, LINK_OPENS_RULE, WRONG_TOKENS_RULE } from './shared-report.routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const TZ = 'America/Sao_Paulo';
const TODAY = localDateOf(new Date(), TZ);
const BIRTH = addDays(TODAY, -130);
const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);

type EventFields = Parameters<TypedClient['agenda']['events']['$post']>[0]['json'];

async function logEvent(client: TestClient, babyId: string, when: Date, fields: Partial<EventFields>) {
  const { day, minutes } = wallClockOf(when, TZ);
  // The route's type names every detail, but an event leaves out those it has not.
  const event = { babyId, occurredAt: when.toISOString(), date: day, time: clockText(minutes), ...fields };
  const response = await client.api.agenda.events.$post({ json: event as EventFields });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** A 4-month-old with a full week: feedings at each breast and by bottle, sleep, diapers, medicines. */
async function motherWithLoggedWeek() {
  const mother = await signedUpMother(ctx);
  const { client } = mother;
  const baby = await registeredBaby(mother, {
    name: 'Helena Costa',
    birthDate: BIRTH,
    gender: 'F',
    bloodType: 'O+',
    gestationalWeeks: 35,
    weight: 6.1,
    height: 61,
  });
  const { api } = mother;
  const param = { id: baby.id };
  await okJson(api.babies[':id'].allergies.$post({ param, json: { value: 'Proteína do leite de vaca' } }));
  await okJson(api.babies[':id']['health-conditions'].$post({ param, json: { value: 'Refluxo' } }));
  await okJson(api.vaccines.onboarding.$post({ json: { babyId: baby.id, choice: 'all' } }));
  await okJson(
    api.development.marks[':milestoneId'].$put({
      param: { milestoneId: MILESTONE_BANDS[1]!.milestones[0]!.id },
      json: { babyId: baby.id, mark: 'nao', markedOn: TODAY },
    }),
  );
  for (let day = 0; day < 7; day++) {
    const base = 24 * day + 2;
    await logEvent(client, baby.id, at(base), {
      type: 'mamada',
      feeding: 'peito_esquerdo',
      leftSeconds: 600,
      rightSeconds: 420,
    });
    await logEvent(client, baby.id, at(base + 3), {
      type: 'mamada',
      feeding: 'mamadeira',
      bottleMl: 120,
      milk: 'formula',
    });
    await logEvent(client, baby.id, at(base + 5), { type: 'fralda', diaper: 'xixi_e_coco' });
    await logEvent(client, baby.id, at(base + 8), { type: 'sono', endedAt: at(base + 6).toISOString() });
  }
  await logEvent(client, baby.id, at(30), {
    type: 'remedio',
    medicine: 'Paracetamol',
    dose: '10 gotas',
    notes: 'Febre de 38,2 °C',
  });
  await logEvent(client, baby.id, at(80), { type: 'remedio', medicine: 'Simeticona', dose: '5 gotas' });
  return { client, babyId: baby.id };
}

type ReportQuery = Parameters<TypedClient['reports']['pdf']['$get']>[0]['query'];

const reportOf = (client: TestClient, query: Omit<ReportQuery, 'tz'> & { tz?: string }) =>
  client.api.reports.pdf.$get({ query: { tz: TZ, ...query } });

describe('Relatório para o pediatra (PDF)', () => {
  it('holds the baby, her vaccines with dates, the allergies, the week’s feedings and each medicine, in 3 pages or fewer', async () => {
    const { client, babyId } = await motherWithLoggedWeek();
    const response = await reportOf(client, { babyId, from: addDays(TODAY, -6), to: TODAY });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="lumma-relatorio-helena-costa-/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(500 * 1024);

    const { text, pages } = readPdf(pdf);
    expect(pages).toBeLessThanOrEqual(3);
    expect(text).toContain('Relatório para o pediatra');
    expect(text).toContain('Helena Costa');
    expect(text).toMatch(/idade corrigida/);
    expect(text).toContain('35 semanas');
    expect(text).toContain('Proteína do leite de vaca');
    expect(text).toContain('Refluxo');
    expect(text).toContain('O+');
    const card = await okJson(client.api.vaccines.card.$get({ query: { babyId } }));
    expect(card.records.length).toBeGreaterThan(3);
    for (const record of card.records) {
      const date = `${record.applicationDate.slice(8, 10)}/${record.applicationDate.slice(5, 7)}/${record.applicationDate.slice(0, 4)}`;
      expect(text).toMatch(new RegExp(`${record.vaccineName.replace(/[()]/g, '.')}[^\\n]*${date}`));
    }
    expect(text).toContain('Peso: 6,1 kg');
    // Born at 35 weeks, 130 days ago: 53 + 4 weeks of PMA, still on the preterm curve, both ages named.
    expect(text).toMatch(/idade corrigida: 3 meses · idade real: 4 meses/);
    expect(text).toMatch(/INTERGROWTH-21st para prematuros/);
    expect(text).toMatch(/Peso por idade pós-menstrual \(INTERGROWTH-21st\)/);
    expect(text).not.toContain('Peso por idade (OMS)');
    expect(text).toContain(MILESTONE_BANDS[1]!.milestones[0]!.text.slice(0, 30));
    // Two feedings on each of the 7 days: one at the breast (10 and 7 minutes), one bottle of 120 ml.
    const feedingRows = text.split('\n').filter((line) => /^\s*\d{2}\/\d{2}\s+2\s+10 \/ 7\s+1 · 120 ml/.test(line));
    expect(feedingRows.length).toBeGreaterThanOrEqual(6);
    expect(text).toMatch(/\d{2}:\d{2} Paracetamol \(10 gotas\)/);
    expect(text).toMatch(/\d{2}:\d{2} Simeticona \(5 gotas\)/);
    expect(text).toContain('Febre de 38,2 °C');
    expect(text).toContain('Gerado pelo Lumma — não substitui a Caderneta oficial');
    expect(text).toMatch(/Página 1 de \d/);
  });

  it('reads a term baby on the WHO curves, with the Caderneta’s classification beside each percentile', async () => {
    const mother = await signedUpMother(ctx);
    // WHO girls: 8.2 kg at 61 cm is z +3.02 for the length, "obesidade" in the Caderneta's words.
    const baby = await registeredBaby(mother, {
      name: 'Nina',
      birthDate: BIRTH,
      gender: 'F',
      gestationalWeeks: 39,
      weight: 8.2,
      height: 61,
    });
    const response = await reportOf(mother.client, { babyId: baby.id, from: addDays(TODAY, -6), to: TODAY });
    const { text } = readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Peso por idade (OMS)');
    expect(text).not.toContain('INTERGROWTH');
    expect(text).toContain('39 semanas');
    expect(text).toContain('Última medida, em');
    expect(text).toMatch(/— curvas da OMS/);
    expect(text).toContain('Curvas de crescimento');
    expect(text).toContain('Peso para o comprimento — acima do percentil 99 (z 3,02) — obesidade');
    expect(text).toContain('Comprimento: 61 cm — no percentil 23 (z -0,76)');
    expect(text).not.toMatch(/idade corrigida/);
  });

  it('is the family’s: a Cuidador(a) makes it, another mother gets 404', async () => {
    const { client, babyId } = await motherWithLoggedWeek();
    const carer = ctx.client();
    await carer.signUp();
    await joinFamily(client, carer, babyId);
    expect((await reportOf(carer, { babyId, from: addDays(TODAY, -6), to: TODAY })).status).toBe(200);
    const stranger = ctx.client();
    await stranger.signUp();
    expect((await reportOf(stranger, { babyId, from: addDays(TODAY, -6), to: TODAY })).status).toBe(404);
  });

  it('makes one PDF at a time for an account: a second one meanwhile is asked to wait a moment', async () => {
    const { client, babyId } = await motherWithLoggedWeek();
    const [week, sixDays] = await Promise.all([
      reportOf(client, { babyId, from: addDays(TODAY, -6), to: TODAY }),
      reportOf(client, { babyId, from: addDays(TODAY, -5), to: TODAY }),
    ]);
    const busy = week.status === 429 ? week : sixDays;
    expect([week.status, sixDays.status].sort()).toEqual([200, 429]);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect((await errorOf(busy)).message).toBe(ERRORS.report_busy.message);
    expect((await reportOf(client, { babyId, from: addDays(TODAY, -5), to: TODAY })).status).toBe(200);
  });

  it('refuses a period over 366 days, one backwards and one that ends before the birth', async () => {
    const { client, babyId } = await motherWithLoggedWeek();
    const long = await reportOf(client, { babyId, from: addDays(TODAY, -366), to: TODAY });
    expect((await errorOf(long)).message).toBe('O período pode ter no máximo 366 dias');
    const backwards = await reportOf(client, { babyId, from: TODAY, to: addDays(TODAY, -1) });
    expect((await errorOf(backwards)).message).toBe('A data final deve ser igual ou depois da inicial');
    const beforeBirth = await reportOf(client, { babyId, from: addDays(BIRTH, -10), to: addDays(BIRTH, -1) });
    expect(beforeBirth.status).toBe(400);
    expect((await errorOf(beforeBirth)).message).toBe('O período termina antes do nascimento do bebê.');
    const badZone = await reportOf(client, { babyId, from: TODAY, to: TODAY, tz: 'Lua/Crateras' });
    expect((await errorOf(badZone)).message).toBe('Fuso horário inválido');
    // A year back from a 4-month-old starts at the birth.
    expect((await reportOf(client, { babyId, from: addDays(TODAY, -365), to: TODAY })).status).toBe(200);
  });
});

describe('Compartilhar com o pediatra', () => {
  const share = async (client: TestClient, babyId: string) =>
    okJson(client.api.reports.links.$post({ json: { babyId, from: addDays(TODAY, -6), to: TODAY, tz: TZ } }));
  const linksOf = (client: TestClient, babyId: string) => client.api.reports.links.$get({ query: { babyId } });
  const revoke = (client: TestClient, id: string) => client.api.reports.links[':id'].$delete({ param: { id } });
  const open = (path: string) => ctx.client().get(path);

  it('opens for anyone with the link, read-only, with its PDF, never indexed or cached, until revoked', async () => {
    const { client, babyId } = await motherWithLoggedWeek();
    const { link, path } = await share(client, babyId);
    expect(path).toMatch(/^\/r\/[A-Za-z0-9_-]{22}$/);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * HOUR);

    const page = await open(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('Helena Costa');
    expect(html).toContain('Proteína do leite de vaca');
    expect(html).toContain('BCG');
    // The shared page reads the same standard as the PDF, and names it.
    expect(html).toContain('curva INTERGROWTH-21st para prematuros');
    expect(html).toContain('idade corrigida: 3 meses · idade real: 4 meses');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/@example\.com/);

    const pdf = await open(`${path}/pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(readPdf(new Uint8Array(await pdf.arrayBuffer())).text).toContain('Helena Costa');

    const { links } = await okJson(linksOf(client, babyId));
    expect(links.map((l) => l.id)).toEqual([link.id]);
    await okJson(revoke(client, link.id));
    const revoked = await open(path);
    expect(revoked.status).toBe(410);
    expect(await revoked.text()).toContain('Este link foi revogado');
    expect((await open(`${path}/pdf`)).status).toBe(410);
    expect((await okJson(linksOf(client, babyId))).links).toEqual([]);
  });

  it('makes its PDF once however often it is opened, and again when what it shows changes', async () => {
    const { client, babyId } = await motherWithLoggedWeek();
    const { path } = await share(client, babyId);
    const made = ctx.reportPdfs.made;
    const opened = await Promise.all(Array.from({ length: 5 }, () => open(`${path}/pdf`)));
    expect(opened.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const first = new Uint8Array(await opened[0]!.arrayBuffer());
    expect(ctx.reportPdfs.made - made).toBe(1);

    await logEvent(client, babyId, at(1), { type: 'fralda', diaper: 'xixi', notes: 'Assadura leve' });
    const changed = await open(`${path}/pdf`);
    expect(ctx.reportPdfs.made - made).toBe(2);
    expect(readPdf(new Uint8Array(await changed.arrayBuffer())).text).toContain('Assadura leve');
    expect(readPdf(first).text).not.toContain('Assadura leve');
  });

  it('expires after 7 days; a wrong token is a 404 page', async () => {
    const { client, babyId } = await motherWithLoggedWeek();
    ctx.clock.set(new Date());
    const { path } = await share(client, babyId);
    ctx.clock.advance(7 * 24 * HOUR + 60_000);
    try {
      const expired = await open(path);
      expect(expired.status).toBe(410);
      expect(await expired.text()).toContain('Este link expirou');
    } finally {
      ctx.clock.set(new Date());
    }
    const wrong = await open('/r/AAAAAAAAAAAAAAAAAAAAAA');
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toContain('Link não encontrado');
    expect((await open('/r/curto')).status).toBe(404);
  });

  it('is revoked by who shared it or a Responsável; a Cuidador(a) cannot revoke another’s, a stranger gets 404', async () => {
    const { client, babyId } = await motherWithLoggedWeek();
    const carer = ctx.client();
    await carer.signUp();
    await joinFamily(client, carer, babyId);
    const { link } = await share(client, babyId);
    expect((await revoke(carer, link.id)).status).toBe(403);
    const stranger = ctx.client();
    await stranger.signUp();
    expect((await revoke(stranger, link.id)).status).toBe(404);
    expect((await linksOf(stranger, babyId)).status).toBe(404);
    const { link: carersLink } = await share(carer, babyId);
    await okJson(revoke(client, carersLink.id));
  });

  it('stops an address that tries too many links in a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await open('/r/AAAAAAAAAAAAAAAAAAAAAA')).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(30);
  });
});

describe('Compartilhar com o pediatra: the limits of /r', () => {
  // Behind a proxy, so each request may say which address it comes from.
  let proxied: TestContext;
  beforeAll(async () => {
    proxied = await createTestContext({ TRUST_PROXY: 'true' });
  });
  afterAll(() => proxied.close());

  const WRONG = '/r/BBBBBBBBBBBBBBBBBBBBBB';
  const from = (client: TestClient, path: string, address: string) =>
    client.request('GET', path, undefined, { 'x-forwarded-for': address });

  async function sharedLink() {
    const mother = await signedUpMother(proxied);
    const baby = await registeredBaby(mother, { name: 'Nina', birthDate: BIRTH });
    const { path } = await okJson(
      mother.api.reports.links.$post({ json: { babyId: baby.id, from: BIRTH, to: TODAY, tz: TZ } }),
    );
    return new URL(path, 'http://lumma.test').pathname;
  }

  it('counts wrong tokens per address, across processes, and never against a real link from that address', async () => {
    const link = await sharedLink();
    // Two routers on one database, as two processes of the install have.
    const processes = [
      proxied.client(),
      new TestClient(new Hono().route('/r', createSharedReportRoutes(proxied.deps))),
    ];
    const clinic = '10.0.0.1';
    for (let i = 0; i < WRONG_TOKENS_RULE.max; i++)
      expect((await from(processes[i % 2]!, WRONG, clinic)).status).toBe(404);
    for (const process of processes) {
      const limited = await from(process, WRONG, clinic);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.text()).toContain('Muitas tentativas');
    }
    const doctor = await from(processes[1]!, link, clinic);
    expect(doctor.status).toBe(200);
    expect(await doctor.text()).toContain('Nina');
    expect((await from(processes[0]!, WRONG, '10.0.0.2')).status).toBe(404);
  });

  it('counts a link’s opens from every address together, apart from wrong tokens', async () => {
    const link = await sharedLink();
    const client = proxied.client();
    for (let i = 0; i < LINK_OPENS_RULE.max; i++) expect((await from(client, link, `10.1.${i}.1`)).status).toBe(200);
    const busy = await from(client, link, '10.2.0.1');
    expect(busy.status).toBe(429);
    expect(await busy.text()).toContain('Este link foi aberto muitas vezes');
    expect((await from(client, `${link}/pdf`, '10.2.0.2')).status).toBe(429);
    expect((await from(client, WRONG, '10.2.0.1')).status).toBe(404);
    expect((await from(client, await sharedLink(), '10.2.0.1')).status).toBe(200);
  });
});
