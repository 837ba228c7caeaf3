import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_WAIT_MS } from '../src/test/waits';
import { uniqueEmail, useBrowser } from './support/browser';
import { saoPauloDateAgo } from './support/dates';
import { registerBaby, signUp } from './support/journeys';

const browser = useBrowser();

/** The events of the phone's today, as the server has them. */
const todayOnServer = (page: Page) =>
  page.evaluate(async () => {
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    const end = new Date(start.getTime() + 86_400_000 - 1);
    const response = await fetch(`/api/agenda/day?start=${start.toISOString()}&end=${end.toISOString()}`);
    return ((await response.json()) as { events: Record<string, unknown>[] }).events;
  });

/**
 * The phone's clock `minutes` ago, or its midnight when that was yesterday, so the edit stays on today;
 * with how many minutes ago that is, which is fewer than asked in the first minutes after midnight.
 */
const clockAgo = (page: Page, minutes: number) =>
  page.evaluate((m) => {
    const now = new Date();
    const sinceMidnight = now.getHours() * 60 + now.getMinutes();
    const ago = Math.min(m, sinceMidnight);
    const at = new Date(now.getTime() - ago * 60_000);
    return {
      time: `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`,
      minutesAgo: ago,
    };
  }, minutes);

describe('care log', () => {
  it('times a feeding side by side through a reload, saves both sides, edits its time, and the dashboard tells it', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Lara Mendes', email: uniqueEmail('lara'), password: 'segredo1' });
    await registerBaby(page, 'Nina', saoPauloDateAgo(0, 20));
    await page.goto('/agenda');
    await page.getByText('Nenhum registro neste dia.').waitFor();

    const timers = page.getByRole('region', { name: 'Cronômetros' });
    expect(await timers.getByRole('radio', { name: 'Peito esquerdo' }).isChecked()).toBe(true);
    await timers.getByRole('button', { name: 'Iniciar mamada' }).click();
    await timers.getByText('Mamada em andamento').waitFor();
    await page.waitForTimeout(1_200);

    // Kept on the server: still running after a reload.
    await page.reload();
    await timers.getByText('Mamada em andamento').waitFor();
    await timers.getByRole('button', { name: 'Trocar para o peito direito' }).click();
    await timers.getByRole('button', { name: 'Peito direito, em uso' }).waitFor();
    await page.waitForTimeout(1_200);
    await timers.getByRole('button', { name: 'Parar a mamada' }).click();
    await page.getByText('Evento adicionado!').waitFor();
    await timers.getByRole('button', { name: 'Iniciar mamada' }).waitFor();

    const [saved] = await todayOnServer(page);
    expect(saved).toMatchObject({ type: 'mamada', feeding: 'peito_direito' });
    expect(saved!.leftSeconds).toBeGreaterThanOrEqual(1);
    expect(saved!.rightSeconds).toBeGreaterThanOrEqual(1);
    await page.getByText(/^Peito direito · E \d+ s · D \d+ s$/).waitFor();
    // The next feeding is suggested on the other side.
    await timers.getByText('Último: peito direito').waitFor();
    expect(await timers.getByRole('radio', { name: 'Peito esquerdo' }).isChecked()).toBe(true);

    const { time: earlier, minutesAgo } = await clockAgo(page, 40);
    await page.getByRole('button', { name: /^Editar Mamada das / }).click();
    const edit = page.getByRole('dialog', { name: 'Editar registro' });
    await edit.getByLabel('Horário').fill(earlier);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Registro atualizado!').waitFor();
    await page.getByRole('button', { name: `Editar Mamada das ${earlier}` }).waitFor();

    await page.goto('/dashboard');
    const glance = page.getByRole('region', { name: 'Resumo de hoje' });
    // The edit keeps whole minutes: a minute may turn between here and the dashboard.
    const shown = minutesAgo < 1 ? '(agora|há 1 min)' : `há (${minutesAgo}|${minutesAgo + 1}) min`;
    await glance.getByText(new RegExp(`${shown} · peito direito`)).waitFor();
    expect(await glance.getByLabel('Totais de hoje').textContent()).toContain('1 mamada');
    await glance.getByRole('link', { name: /Última fralda/ }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar Registro' });
    expect(await add.getByRole('radio', { name: 'Fralda' }).getAttribute('aria-checked')).toBe('true');
    await add.getByText('Xixi e cocô').click();
    await add.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Evento adicionado!').waitFor();
    await page.getByText('Xixi e cocô').waitFor();

    await page.getByRole('link', { name: 'Resumo' }).click();
    const today = page.getByRole('region', { name: 'Hoje' });
    await today.getByText(/^1 mamada · .* de sono · 1 fralda · 0 remédios$/).waitFor();
    await page.getByRole('tab', { name: 'Fraldas' }).click();
    await page
      .getByRole('table', { name: 'Fraldas por dia, molhadas (xixi) e sujas (cocô)' })
      .getByText('1 xixi · 1 cocô')
      .waitFor();
    expect(await page.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toMatch(
      /^\/api\/agenda\/export\?tz=/,
    );
  });

  it('logs a medicine with the dose given, and refuses a bottle over 500 ml with the reason', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Rita Alves', email: uniqueEmail('rita'), password: 'segredo1' });
    await registerBaby(page, 'Leo', saoPauloDateAgo(0, 25));
    await page.goto(`/agenda?dia=${saoPauloDateAgo(0, 1)}`);
    await page.getByRole('button', { name: 'Adicionar registro' }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar Registro' });
    await add.getByRole('radio', { name: 'Remédio' }).click();
    await add.getByLabel('Remédio').fill('Paracetamol');
    await add.getByLabel('Dose dada').fill('5 gotas');
    await add.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Paracetamol · 5 gotas').waitFor();

    await page.getByRole('button', { name: 'Adicionar registro' }).click();
    await add.getByRole('radio', { name: 'Mamada' }).click();
    await add.getByText('Mamadeira', { exact: true }).click();
    await add.getByLabel('Quantidade (ml)').fill('900');
    await add.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Informe a quantidade em ml, de 1 a 500').waitFor();
    expect(await add.isVisible()).toBe(true);
  });

  it('starts and stops a sleep offline, and the server gets it once when the connection returns', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Olivia Reis', email: uniqueEmail('olivia'), password: 'segredo1' });
    await registerBaby(page, 'Bento', saoPauloDateAgo(0, 15));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: BACKGROUND_WAIT_MS,
    });
    await page.goto('/agenda');
    const timers = page.getByRole('region', { name: 'Cronômetros' });
    await timers.getByRole('button', { name: 'Iniciar sono' }).waitFor();

    await page.context().setOffline(true);
    await timers.getByRole('button', { name: 'Iniciar sono' }).click();
    await timers.getByText('Dormindo').waitFor();
    // Kept on the phone: still running after opening the app again with no signal.
    await page.reload();
    await timers.getByText('Dormindo').waitFor();
    await page.waitForTimeout(1_100);
    await timers.getByRole('button', { name: 'Parar o sono' }).click();
    await page.getByText(/^Sono das \d\d:\d\d: sem internet agora/).waitFor();
    await page.getByText('Pendente: será enviado quando a conexão voltar').waitFor();

    await page.context().setOffline(false);
    await page.getByText('Registro feito sem internet salvo!').waitFor();
    await page.getByText('Pendente: será enviado quando a conexão voltar').waitFor({ state: 'detached' });
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const events = await todayOnServer(page);
    expect(events.filter((e) => e.type === 'sono')).toHaveLength(1);
    expect(events[0]!.endedAt).toBeTruthy();
    await timers.getByRole('button', { name: 'Iniciar sono' }).waitFor();
  });
});
