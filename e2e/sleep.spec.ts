import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, instantAt, wallClockOf } from '../src/domain/reminders/zoned-time';
import { uniqueEmail, useBrowser } from './support/browser';
import { saoPauloDateAgo } from './support/dates';
import { signUp } from './support/journeys';

const browser = useBrowser();

/**
 * A phone in a zone where it is now between 13:00 and 17:00, so this morning's naps are behind
 * her and the card has a nap window to show whatever the hour the journey runs at.
 */
const ZONE = [
  'Pacific/Kiritimati',
  'Pacific/Auckland',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Asia/Bangkok',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Europe/Moscow',
  'Europe/Lisbon',
  'America/Sao_Paulo',
  'America/Chicago',
  'America/Los_Angeles',
].find((zone) => {
  const hour = wallClockOf(new Date(), zone).minutes / 60;
  return hour >= 13 && hour < 17;
})!;
const today = wallClockOf(new Date(), ZONE).day;
const at = (day: string, clock: string) =>
  instantAt(day, Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)), ZONE).toISOString();

/** Logs a sleep through the agenda's API, from the signed-in phone, as its dialog does. */
async function logSleep(page: Page, day: string, from: string, to: string) {
  const endDay = to < from ? addDays(day, 1) : day;
  const body = { type: 'sono', occurredAt: at(day, from), endedAt: at(endDay, to), date: day, time: from };
  const status = await page.evaluate(
    async (json) =>
      (
        await fetch('/api/agenda/events', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(json),
        })
      ).status,
    body,
  );
  expect(status).toBe(201);
}

/** "Nesta semana, 7 de 10 sonecas começaram dentro da janela sugerida." as numbers. */
async function score(page: Page) {
  const text = await page.getByText(/^Nesta semana, \d+ de \d+ sonecas? começ/).textContent();
  const [, inside, total] = /(\d+) de (\d+)/.exec(text ?? '')!;
  return { inside: Number(inside), total: Number(total) };
}

describe('Sono', () => {
  it('learns the next nap from three days of naps, shows the page, and scores the next nap', async () => {
    const page = await browser.phone({ timezoneId: ZONE });
    await signUp(page, { name: 'Ana Souza', email: uniqueEmail('sono'), password: 'segredo1' });
    // Five months old: her vaccine onboarding, which a younger baby's registration opens, is not this journey.
    const registered = await page.evaluate(
      async (json) =>
        (
          await fetch('/api/babies', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(json),
          })
        ).status,
      { name: 'Helena', birthDate: saoPauloDateAgo(5), gender: 'F' },
    );
    expect(registered).toBe(201);

    // Three days of the same naps, their nights, and this morning's first nap.
    await logSleep(page, addDays(today, -4), '19:00', '06:30');
    for (const d of [3, 2, 1]) {
      const day = addDays(today, -d);
      await logSleep(page, day, '08:30', '09:30');
      await logSleep(page, day, '11:45', '12:30');
      await logSleep(page, day, '15:30', '16:15');
      await logSleep(page, day, '19:00', '06:30');
    }
    await logSleep(page, today, '08:30', '09:30');

    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Sono' });
    // The second nap came 2 h 15 after the first ended, each day: 11:45, in a window around it.
    const windowText = await card.getByText(/^Próxima soneca: entre \d\d:\d\d e \d\d:\d\d$/).textContent();
    const [, start, end] = /entre (\d\d:\d\d) e (\d\d:\d\d)/.exec(windowText ?? '')!;
    expect(start! <= '11:45' && end! >= '11:45').toBe(true);
    await card.getByText(/^acordou às 09:30 · acordada há \d+ h/).waitFor();
    await card.getByText('pelo padrão dos últimos 3 dias de Helena').waitFor();

    await page.goto('/agenda');
    await page.getByRole('region', { name: 'Sono' }).getByText(`Próxima soneca: entre ${start} e ${end}`).waitFor();
    await page.getByRole('link', { name: 'Resumo' }).click();
    await page.getByRole('link', { name: /Sono: janelas, noites e sono seguro/ }).click();
    await page.waitForURL('**/sono');

    await page.getByRole('heading', { name: 'Sono' }).waitFor();
    await page.getByText('A janela sugerida vem de 3 dos últimos 14 dias', { exact: false }).waitFor();
    await page.getByRole('figure', { name: 'Dia a dia, 24 horas' }).waitFor();
    await page.getByText(/Faixa: 12 a 16 h por dia, somando sonecas \(AASM \(2016\), 4 a 12 meses\)/).waitFor();
    const before = await score(page);
    expect(before.total).toBe(10);

    // Safe sleep, one tap away.
    await page.getByText('Sono seguro', { exact: true }).click();
    await page.getByText(/Sempre de barriga para cima/).waitFor();

    // The second nap, at 11:45 as the days before: inside the window shown before it.
    await logSleep(page, today, '11:45', '12:30');
    await page.reload();
    await page.getByText(/^Nesta semana, \d+ de 11 sonecas/).waitFor();
    expect(await score(page)).toEqual({ inside: before.inside + 1, total: 11 });
  });
});
