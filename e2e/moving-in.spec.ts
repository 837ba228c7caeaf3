import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBabyBuddy } from '../src/server/test/fake-babybuddy';
import { huckleberryMonths } from '../src/server/test/huckleberry-months';
import { readPdf } from '../src/server/test/pdf-text';
import { dayAfter, daysBetween, saoPauloToday } from '../src/test/recorded-dates';
import { BACKGROUND_WAIT_MS } from '../src/test/waits';
import { uniqueEmail, useBrowser } from './support/browser';
import { signUp } from './support/journeys';
import { logBottleWithToken } from './support/token-tool';

const browser = useBrowser();
const KEY = 'e2e0babybuddy0key';
// The journey was written on November 26, 2026, for logs that end in the days before it (Baby
// Buddy's recorded up to November 21; Huckleberry's fixture moved 50 days, to November 19): the
// summary and the sleep page read the last 7 and 14 days. Every date moves by the days since then.
const SINCE_WRITTEN = daysBetween('2026-11-26', saoPauloToday());
const moved = (day: string) => dayAfter(day, SINCE_WRITTEN);

let babyBuddy: Awaited<ReturnType<typeof startFakeBabyBuddy>>;
beforeAll(async () => {
  // Twins on the account: she has to pick the child whose log is her baby's.
  babyBuddy = await startFakeBabyBuddy(KEY, { secondChild: true, laterByDays: SINCE_WRITTEN });
});
afterAll(() => babyBuddy.close());

// 4,000 rows: September 20 to November 19 (moved), and two earlier copies back to March, on São Paulo's clock.
const HUCKLEBERRY = huckleberryMonths(4000, { laterBy: 50 + SINCE_WRITTEN });
const lines = new TextDecoder().decode(HUCKLEBERRY).split('\r\n');
const rowsOn = (type: string, day: string) => lines.filter((line) => line.startsWith(`${type},${day} `)).length;

describe('moving in from another app (issue #40, done when)', () => {
  it('imports a Huckleberry file and a Baby Buddy account, finds them on every page, and logs with a token', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Marina Costa', email: uniqueEmail('marina'), password: 'segredo1' });
    await page.goto('/dados-bebe');
    await page.getByLabel('Nome').fill('Bento');
    await page.getByLabel('Data de nascimento').fill(moved('2026-03-01'));
    await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
    await page.waitForURL((url) => url.pathname !== '/dados-bebe');

    // Huckleberry: read in the background, previewed, written with its progress on screen.
    await page.goto('/perfil');
    await page.getByRole('link', { name: 'Importar de outro app' }).click();
    await page.getByLabel('Arquivo exportado do Huckleberry').setInputFiles({
      name: 'huckleberry-export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(HUCKLEBERRY),
    });
    await page.waitForURL(/\/perfil\/importar\/[0-9a-f-]{36}$/);
    await page.getByText(/^[\d.]+ mamadas, [\d.]+ sonos, [\d.]+ fraldas/).waitFor({ timeout: BACKGROUND_WAIT_MS });
    await page.getByLabel('Bebê').selectOption({ label: 'Bento' });
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await page
      .getByRole('status')
      .getByText(/^Importando [\d.]+ de [\d.]+…/)
      .waitFor();
    const added = page.getByText(/^Importação concluída: [\d.]+ registros adicionados$/);
    await added.waitFor({ timeout: 2 * BACKGROUND_WAIT_MS });
    expect(Number((await added.innerText()).replace(/\D/g, ''))).toBeGreaterThan(3900);

    // Baby Buddy: the account's two children, she picks Helena's log for Bento.
    await page.goto('/perfil/importar');
    await page.getByLabel('Endereço do Baby Buddy').fill(babyBuddy.address);
    await page.getByLabel('Chave de API').fill(KEY);
    await page.getByRole('button', { name: 'Ler meus registros' }).click();
    await page.getByText('Esta conta tem 2 crianças. De qual você quer trazer os registros?').waitFor();
    await page.getByRole('button', { name: /^Helena Souza/ }).click();
    await page.getByRole('heading', { name: 'Baby Buddy: Helena Souza' }).waitFor();
    // What the one count of other records holds, by kind, and what went into the rows' notes (#48).
    await page.getByText(/^5 outros registros: .*Tempo de bruços \(1\)/).waitFor();
    await page.getByText('1 quantidade de fralda: guardada na nota do registro').waitFor();
    await page.getByLabel('Bebê').selectOption({ label: 'Bento' });
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await page.getByText('Importação concluída: 17 registros adicionados').waitFor();

    // The same Baby Buddy typed another way adds nothing, and says so (#48).
    await page.goto('/perfil/importar');
    await page.getByLabel('Endereço do Baby Buddy').fill(babyBuddy.address.replace('127.0.0.1', 'localhost'));
    await page.getByLabel('Chave de API').fill(KEY);
    await page.getByRole('button', { name: 'Ler meus registros' }).click();
    await page.getByRole('button', { name: /^Helena Souza/ }).click();
    await page.getByRole('heading', { name: 'Baby Buddy: Helena Souza' }).waitFor();
    await page.getByLabel('Bebê').selectOption({ label: 'Bento' });
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await page
      .getByText(/^Importação concluída: Nenhum registro novo: este histórico já foi importado em \d{2}\/\d{2}\/\d{4}$/)
      .waitFor();

    // A bottle changed in Baby Buddy since: the next import updates it, and says so (#48).
    babyBuddy.edit('feedings', 4, { amount: 110 });
    await page.goto('/perfil/importar');
    await page.getByLabel('Endereço do Baby Buddy').fill(babyBuddy.address);
    await page.getByLabel('Chave de API').fill(KEY);
    await page.getByRole('button', { name: 'Ler meus registros' }).click();
    await page.getByRole('button', { name: /^Helena Souza/ }).click();
    await page.getByRole('heading', { name: 'Baby Buddy: Helena Souza' }).waitFor();
    await page.getByLabel('Bebê').selectOption({ label: 'Bento' });
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await page.getByText(/^Importação concluída: Nenhum registro novo: .*; 1 atualizado$/).waitFor();

    // Baby Buddy's colours and units read in Portuguese, on the agenda and the dashboard (#48).
    await page.goto(`/agenda?dia=${moved('2026-11-20')}`);
    await page.getByText('cor: amarelo · quantidade: 2,5', { exact: true }).first().waitFor();
    // The bottle as Baby Buddy has it now (was 90 ml at the first import).
    await page
      .getByText(/^Mamadeira · 12 min · 110 ml/)
      .first()
      .waitFor();
    await page.getByText('Vitamina D · 2 gotas', { exact: true }).first().waitFor();
    await page.goto('/dashboard');
    await page
      .getByRole('region', { name: 'Resumo de hoje' })
      .getByText(/^Vitamina D · 2 gotas · /)
      .waitFor();

    // The months on the agenda, day by day, marked as imported.
    for (const day of [moved('2026-06-20'), moved('2026-10-15')]) {
      await page.goto(`/agenda?dia=${day}`);
      const summary = page.getByRole('status', { name: 'Resumo do dia' });
      await summary.getByText(`${rowsOn('Feed', day)} mamadas`, { exact: false }).waitFor();
      expect(await summary.innerText()).toContain(`${rowsOn('Diaper', day)} fraldas`);
      await page.getByText('importado', { exact: true }).first().waitFor();
    }

    // The 30-day summary, the sleep page and growth read them like any other log.
    await page.goto('/agenda/resumo');
    const averages = page.getByRole('region', { name: 'Média por dia' });
    await averages.waitFor();
    expect(await averages.innerText()).not.toMatch(/Mamadas\s+0\n/);
    // Baby Buddy's night of November 20 (moved), and the wake windows learned from Huckleberry's weeks.
    await page.goto('/sono');
    await page.getByRole('cell', { name: '10 h 15' }).waitFor();
    await page.getByText(/^A janela sugerida vem de \d+ dos últimos 14 dias/).waitFor();
    await page.goto('/crescimento');
    await page.getByText('6,4 kg').first().waitFor();

    // The report for the pediatrician, from the imported days.
    await page.goto('/relatorios');
    const card = page.getByRole('region', { name: 'Relatório para o pediatra' });
    await card.getByText('Últimos 30 dias').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Baixar PDF' }).click(),
    ]);
    const { text } = readPdf(fs.readFileSync((await download.path())!));
    expect(text).toContain('Bento');
    // The medicines of both apps: Huckleberry's in English, Baby Buddy's as the family typed it.
    expect(text).toContain('Vitamin D');
    expect(text).toContain('Vitamina D');

    // A token made in /perfil logs a feeding from outside the browser; the agenda says through what.
    await page.goto('/perfil');
    await page.getByRole('link', { name: 'Acesso por aplicativos' }).click();
    await page.getByRole('button', { name: 'Novo acesso' }).click();
    await page.getByLabel('Nome').fill('Planilha da família');
    await page.getByText('Leitura e escrita', { exact: true }).click();
    await page.getByRole('button', { name: 'Criar acesso' }).click();
    const token = await page.getByLabel('Token de acesso').inputValue();
    const logged = await logBottleWithToken(browser.baseURL, token, 120);
    expect(logged.status).toBe(201);
    await page.goto('/agenda');
    await page.getByText('via Planilha da família').waitFor();
  });
});
