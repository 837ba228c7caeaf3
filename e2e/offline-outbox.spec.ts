import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { clockText, wallClockOf } from '../src/domain/reminders/zoned-time';
import { CALL_192_LINE } from '../src/domain/safety/urgent-openings';
import { type ServerProcess, startServer, stopServer } from '../src/server/test/server-process';
import { BACKGROUND_WAIT_MS } from '../src/test/waits';
import { uniqueEmail, useBrowser } from './support/browser';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { saoPauloDateAgo } from './support/dates';
import { signIn, signUp } from './support/journeys';
import { controlledByServiceWorker, registerTheo } from './support/offline';

const browser = useBrowser();

/** With OUTBOX_SHOTS set to a folder, the screens to look at are saved there (390x844). */
async function shot(page: Page, name: string) {
  if (process.env.OUTBOX_SHOTS) await page.screenshot({ path: `${process.env.OUTBOX_SHOTS}/${name}.png` });
}

/** The header's count of writes waiting on the phone. */
const outboxButton = (page: Page) => page.getByRole('button', { name: /^Registros não enviados: \d+$/ });

/** What the server has, read with this page's session. */
const serverJson = (page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url)).json(), path) as Promise<Record<string, unknown>>;

describe('writes made with no connection (the outbox)', () => {
  it('keeps an agenda removal, a measurement, a milestone, a dose and an allergy through a reload, then sends each once', async () => {
    const page = await browser.phone();
    const mother = { name: 'Rita Alves', email: uniqueEmail('rita'), password: 'segredo1' };
    await signUp(page, mother);
    await registerTheo(page);
    await controlledByServiceWorker(page);

    // Online first: an event to remove later, and each screen visited once (its data kept for offline).
    await page.goto('/agenda');
    await page.getByRole('button', { name: 'Adicionar registro' }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar Registro' });
    const time = await add.getByLabel('Horário').inputValue();
    await add.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('button', { name: `Remover Mamada das ${time}` }).waitFor();
    for (const [path, heading] of [
      ['/crescimento', 'Crescimento'],
      ['/desenvolvimento', 'Marcos do desenvolvimento'],
      ['/vacinas', 'Carteira de Vacinas'],
      ['/relatorios', 'Caderneta do Bebê'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    // The curves come after the page (their own request): kept for offline only once they arrived.
    await page.goto('/crescimento');
    await page.getByRole('heading', { name: 'Peso por idade' }).waitFor();

    await page.context().setOffline(true);
    await page.goto('/agenda');
    await page.getByRole('button', { name: `Remover Mamada das ${time}` }).click();
    await page.getByText('Evento removido').waitFor();
    await page.getByRole('button', { name: `Remover Mamada das ${time}` }).waitFor({ state: 'detached' });

    await page.goto('/crescimento');
    await page.getByRole('heading', { name: 'Crescimento' }).waitFor();
    await page.getByRole('button', { name: 'Adicionar medida' }).first().click();
    const measure = page.getByRole('dialog', { name: 'Adicionar medida' });
    await measure.getByLabel('Peso (kg)').fill('7,3');
    await measure.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Medida guardada: sem internet agora, será enviada quando a conexão voltar.').waitFor();
    const history = page.getByRole('region', { name: 'Medidas' });
    await history.getByText('Pendente').waitFor();
    // On the curve too, drawn as a hollow dashed point.
    await page.locator('svg circle[stroke-dasharray]').first().waitFor();
    await shot(page, 'growth-pending');

    await page.goto('/desenvolvimento');
    const milestone = page
      .getByRole('region', { name: /^Agora: / })
      .getByRole('listitem')
      .first();
    await milestone.getByRole('button', { name: 'Já faz' }).click();
    await milestone.getByText('Pendente: será enviado quando a conexão voltar').waitFor();

    await page.goto('/vacinas');
    await page.getByRole('checkbox', { name: 'BCG — Dose única' }).click();
    await page.getByRole('dialog', { name: 'Registrar aplicação' }).getByRole('button', { name: 'Registrar' }).click();
    await page.getByText('Vacina registrada: sem internet agora, será enviada quando a conexão voltar.').waitFor();
    await page.getByText('Aguardando conexão').waitFor();

    await page.goto('/relatorios');
    await page.getByLabel('Nova alergia').fill('Ovo');
    await page.getByRole('button', { name: 'Adicionar' }).first().click();
    await page.getByRole('list', { name: 'Alergias' }).getByText('Pendente').waitFor();

    // Closed and opened again with no signal: everything still waits, counted in the header.
    await page.reload();
    await outboxButton(page).waitFor();
    expect(await outboxButton(page).getAttribute('aria-label')).toBe('Registros não enviados: 5');
    await outboxButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Registros não enviados' });
    await panel.getByText('5 registros aguardando conexão').waitFor();
    await shot(page, 'pending-panel');
    await panel.getByRole('button', { name: 'Fechar' }).click();
    // Signing out would leave them: she is asked first.
    await page.getByRole('button', { name: 'Sair' }).click();
    await page
      .getByRole('dialog', { name: 'Sair sem enviar?' })
      .getByText(/^Você tem 5 registros não enviados/)
      .waitFor();
    await page.getByRole('button', { name: 'Cancelar' }).click();

    await page.context().setOffline(false);
    await page.getByText('5 registros feitos sem internet salvos!').waitFor({ timeout: BACKGROUND_WAIT_MS });
    await outboxButton(page).waitFor({ state: 'detached' });
    // Another round of sending stores nothing twice.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));

    // Seen from another phone signed in to the same account.
    const other = await browser.phone();
    await signIn(other, mother.email, mother.password);
    const growth = (await serverJson(other, '/api/growth')) as { measurements: { weightKg: number | null }[] };
    expect(growth.measurements.map((m) => m.weightKg).sort()).toEqual([6.9, 7.3]);
    const development = (await serverJson(other, '/api/development')) as { marks: { mark: string }[] };
    expect(development.marks.map((m) => m.mark)).toEqual(['sim']);
    const card = (await serverJson(other, '/api/vaccines/card')) as { records: { vaccineName: string }[] };
    expect(card.records.map((r) => r.vaccineName)).toEqual(['BCG']);
    const babies = (await serverJson(other, '/api/babies')) as { babies: { allergies: string[] }[] };
    expect(babies.babies[0]!.allergies).toEqual(['Ovo']);
    await other.goto('/agenda');
    await other.getByText('Nenhum registro neste dia.').waitFor();
  });

  it('keeps a question to Lu typed offline, shows the 192 line at once, and asks it once when the connection is back', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Lara Nunes', email: uniqueEmail('lara'), password: 'segredo1' });
    await registerTheo(page);
    await controlledByServiceWorker(page);
    await page.goto('/ia-nutricionista');
    const conversation = page.getByRole('list', { name: 'Conversa com a Lu' });
    await conversation.getByText(/Eu sou a Lu/).waitFor();

    await page.context().setOffline(true);
    await page.getByLabel('Mensagem').fill('meu bebê está engasgado');
    await page.getByRole('button', { name: 'Enviar' }).click();
    const waiting = conversation.getByRole('alert');
    await waiting.getByText(CALL_192_LINE).waitFor();
    await waiting.getByText('Vou responder quando a conexão voltar.').waitFor();
    await waiting.getByRole('link', { name: 'Ligar 192' }).waitFor();
    await conversation.getByText('Pendente: será enviada quando a conexão voltar').waitFor();
    await outboxButton(page).waitFor();
    // Opened again with no connection: the conversation and the waiting question are still there.
    await page.reload();
    await waiting.getByText(CALL_192_LINE).waitFor();
    await conversation.getByText('Pendente: será enviada quando a conexão voltar').waitFor();
    await shot(page, 'lu-waiting');

    await page.context().setOffline(false);
    await conversation.getByText(/Modo offline/).waitFor({ timeout: BACKGROUND_WAIT_MS });
    await conversation.getByText('Vou responder quando a conexão voltar.').waitFor({ state: 'detached' });
    await outboxButton(page).waitFor({ state: 'detached' });
    // Another round (the worker's Background Sync may have sent it as well) asks nothing twice.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(500);
    const { messages } = (await serverJson(page, '/api/chat/messages')) as {
      messages: { role: string; message: string }[];
    };
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]!.message.startsWith(CALL_192_LINE)).toBe(true);
    await shot(page, 'lu-answered');
  });

  it('shows a write the server refused with its words and lets her discard it; another account never sees or sends hers', async () => {
    const page = await browser.phone();
    const mother = { name: 'Clara Nunes', email: uniqueEmail('clara'), password: 'segredo1' };
    await signUp(page, mother);
    await registerTheo(page);
    await controlledByServiceWorker(page);
    await page.goto('/crescimento');
    await page.getByRole('heading', { name: 'Crescimento' }).waitFor();

    // The request never reaches the server: kept, as with no signal.
    await page.context().route('**/api/growth/measurements', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Adicionar medida' }).first().click();
    const measure = page.getByRole('dialog', { name: 'Adicionar medida' });
    // Far from the 6.9 kg before: the server will ask "Confira o valor".
    await measure.getByLabel('Peso (kg)').fill('16');
    await measure.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Medida guardada: sem internet agora, será enviada quando a conexão voltar.').waitFor();
    await outboxButton(page).waitFor();

    await page.getByRole('button', { name: 'Sair' }).click();
    await page
      .getByRole('dialog', { name: 'Sair sem enviar?' })
      .getByRole('button', { name: 'Sair mesmo assim' })
      .click();
    await page.waitForURL((url) => url.pathname === '/');

    // Another mother on the same phone: no count, nothing of Clara's sent under her account.
    await signUp(page, { name: 'Bia Lopes', email: uniqueEmail('bia'), password: 'segredo1' });
    await page.context().unroute('**/api/growth/measurements');
    await page.waitForTimeout(1_000);
    expect(await outboxButton(page).count()).toBe(0);
    expect(((await serverJson(page, '/api/growth')) as { measurements: unknown[] }).measurements).toEqual([]);
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // Clara again: her write is sent, refused for good, and waits for her choice.
    await signIn(page, mother.email, mother.password);
    await page.getByText('Um registro feito sem internet não pôde ser salvo').waitFor({ timeout: BACKGROUND_WAIT_MS });
    await outboxButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Registros não enviados' });
    await panel.getByText(/^Não foi salvo: /).waitFor();
    await shot(page, 'refused');
    await panel.getByRole('button', { name: 'Editar' }).waitFor();
    await panel.getByRole('button', { name: 'Descartar' }).click();
    await outboxButton(page).waitFor({ state: 'detached' });
    const growth = (await serverJson(page, '/api/growth')) as { measurements: { weightKg: number | null }[] };
    expect(growth.measurements.map((m) => m.weightKg)).toEqual([6.9]);
  });

  it('two caregivers change the same feeding offline: the second to send sees both versions and keeps hers', async () => {
    const ana = await browser.phone();
    await signUp(ana, { name: 'Ana Prado', email: uniqueEmail('ana'), password: 'segredo1' });
    await registerTheo(ana);
    await controlledByServiceWorker(ana);
    await ana.goto('/agenda');
    await ana.getByRole('button', { name: 'Adicionar registro' }).click();
    const add = ana.getByRole('dialog', { name: 'Adicionar Registro' });
    const time = await add.getByLabel('Horário').inputValue();
    await add.getByLabel('Observações (opcional)').fill('anotação da manhã');
    await add.getByRole('button', { name: 'Salvar' }).click();
    await ana.getByText('anotação da manhã').waitFor();
    // Bia joins Theo's family as a Responsável, through the invitation's link.
    const invitation = await ana.evaluate(async () => {
      const me = (await (await fetch('/api/me')).json()) as { baby: { id: string } };
      const response = await fetch('/api/family/invitations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ babyId: me.baby.id, role: 'responsavel' }),
      });
      return ((await response.json()) as { path: string }).path;
    });
    const bia = await browser.phone();
    await signUp(bia, { name: 'Bia Prado', email: uniqueEmail('bia'), password: 'segredo1' });
    const accepted = await bia.evaluate(
      async (token) => (await fetch(`/api/family/invitations/by-token/${token}/accept`, { method: 'POST' })).status,
      invitation.split('/').pop()!,
    );
    expect(accepted).toBe(200);
    await controlledByServiceWorker(bia);
    await bia.goto('/agenda');
    await bia.getByText('anotação da manhã').waitFor();

    // Both offline, both change the same feeding.
    for (const [page, notes] of [
      [ana, 'peito direito (Ana)'],
      [bia, 'mamadeira (Bia)'],
    ] as const) {
      await page.context().setOffline(true);
      await page.getByRole('button', { name: `Editar Mamada das ${time}` }).click();
      const edit = page.getByRole('dialog', { name: 'Editar registro' });
      await edit.getByLabel('Observações (opcional)').fill(notes);
      await edit.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Sem internet agora: a mudança será enviada quando a conexão voltar.').waitFor();
    }

    // Ana's arrives first; Bia's was made on the version before it.
    await ana.context().setOffline(false);
    await ana.getByText('Registro feito sem internet salvo!').waitFor({ timeout: BACKGROUND_WAIT_MS });
    await bia.context().setOffline(false);
    await bia.getByText('Um registro feito sem internet não pôde ser salvo').waitFor({ timeout: BACKGROUND_WAIT_MS });
    await outboxButton(bia).click();
    const choice = bia.getByRole('region', { name: 'Escolha a versão' });
    await choice.getByText(/peito direito \(Ana\)/).waitFor();
    await choice.getByText(/mamadeira \(Bia\)/).waitFor();
    await shot(bia, 'conflict');
    await choice.getByRole('button', { name: 'Ficar com a minha' }).click();
    await outboxButton(bia).waitFor({ state: 'detached', timeout: BACKGROUND_WAIT_MS });

    // Nothing lost without her knowing: the saved version is the one she chose, for Ana too.
    await ana.reload();
    await ana.getByText('mamadeira (Bia)').waitFor();
    expect(await ana.getByText('peito direito (Ana)').count()).toBe(0);
  });

  it('keeps a write through a browser restart with no connection, and sends it once after', async () => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-profile-'));
    const open = (offline = false) =>
      chromium.launchPersistentContext(profile, {
        offline,
        executablePath: chromiumPath(),
        args: CHROMIUM_ARGS,
        baseURL: browser.baseURL,
        viewport: { width: 390, height: 844 },
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      });
    let context = await open();
    try {
      let page = context.pages()[0] ?? (await context.newPage());
      await signUp(page, { name: 'Lia Campos', email: uniqueEmail('lia'), password: 'segredo1' });
      await registerTheo(page);
      await controlledByServiceWorker(page);
      await page.goto('/agenda');
      await page.getByText('Nenhum registro neste dia.').waitFor();

      await context.setOffline(true);
      await page.getByRole('button', { name: 'Adicionar registro' }).click();
      const add = page.getByRole('dialog', { name: 'Adicionar Registro' });
      await add.getByLabel('Observações (opcional)').fill('antes de fechar o navegador');
      await add.getByRole('button', { name: 'Salvar' }).click();
      await page.getByRole('main').getByText('Pendente: será enviado quando a conexão voltar').waitFor();
      await context.close();

      // The browser restarted with no signal: the write is still on the day. (Chromium may have
      // sent it already by Background Sync while starting, whose worker network the test's offline
      // switch does not cover; either way it must land once.)
      context = await open(true);
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/agenda');
      await page.getByRole('main').getByText('antes de fechar o navegador').waitFor();

      await context.setOffline(false);
      await page.getByRole('main').getByText('Pendente: será enviado quando a conexão voltar').waitFor({
        state: 'detached',
        timeout: BACKGROUND_WAIT_MS,
      });
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      const notes = await page.evaluate(async () => {
        const start = new Date();
        start.setHours(0, 0, 0, 0);
        const end = new Date(start.getTime() + 86_400_000 - 1);
        const response = await fetch(`/api/agenda/day?start=${start.toISOString()}&end=${end.toISOString()}`);
        return ((await response.json()) as { events: { notes: string | null }[] }).events.map((e) => e.notes);
      });
      expect(notes).toEqual(['antes de fechar o navegador']);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe('the outbox through a new release of the app', () => {
  let server: ServerProcess | undefined;
  let staticDir: string | undefined;
  afterAll(async () => {
    if (server) await stopServer(server);
    if (staticDir) fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('keeps "Dei agora" and a custom vaccine written offline while the new worker takes over, then sends each once', async () => {
    // A server of its own, on a copy of the build, so that a new release can be put in place.
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-outbox-release-'));
    fs.chmodSync(staticDir, 0o755);
    fs.cpSync(path.resolve('dist'), path.join(staticDir, 'dist'), { recursive: true });
    server = await startServer({
      STATIC_DIR: path.join(staticDir, 'dist'),
      DATA_DIR: path.join(staticDir, 'data'),
      LOG_REQUESTS: 'false',
      NODE_ENV: 'production',
    });
    const at = (route: string) => `${server!.url}${route}`;
    const page = await browser.phone();
    await page.goto(at('/login'));
    await page.getByRole('tab', { name: 'Cadastro' }).click();
    await page.getByLabel('Nome completo').fill('Nina Prado');
    await page.getByLabel('Telefone').pressSequentially('11987654321');
    await page.getByLabel('E-mail').fill(uniqueEmail('nina'));
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByLabel('Confirmar senha').fill('segredo1');
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto(at('/dados-bebe'));
    await page.getByLabel('Nome').fill('Theo');
    await page.getByLabel('Data de nascimento').fill(saoPauloDateAgo(4, 2));
    await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
    await page.waitForURL((url) => url.pathname !== '/dados-bebe');
    await controlledByServiceWorker(page);

    // A medicine every 8 hours whose first dose was 8 h 10 min ago: the second rings now.
    const firstDose = new Date(Math.floor(Date.now() / 60_000) * 60_000 - (8 * 60 + 10) * 60_000);
    const wall = wallClockOf(firstDose, 'America/Sao_Paulo');
    const scheduled = await page.evaluate(
      async (event) => {
        const post = (url: string, body: unknown) =>
          fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const created = (await (await post('/api/agenda/events', event)).json()) as { event: { id: string } };
        return (await post('/api/medicine-schedules', { eventId: created.event.id, everyHours: 8, days: 2 })).status;
      },
      {
        type: 'remedio',
        occurredAt: firstDose.toISOString(),
        date: wall.day,
        time: clockText(wall.minutes),
        medicine: 'Amoxicilina',
        dose: '5 ml',
      },
    );
    expect(scheduled).toBe(201);
    await page.goto(at('/lembretes'));
    await page.getByRole('button', { name: 'Dei agora' }).waitFor({ timeout: BACKGROUND_WAIT_MS });
    await page.goto(at('/vacinas'));
    await page.getByRole('heading', { name: 'Carteira de Vacinas' }).waitFor();

    // A new release is installed and waits for her.
    fs.appendFileSync(path.join(staticDir, 'dist', 'sw.js'), '\n// release 2\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await page.getByText('Nova versão disponível!').waitFor();

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Adicionar Vacina Personalizada' }).click();
    const custom = page.getByRole('dialog', { name: 'Adicionar Vacina Personalizada' });
    await custom.getByLabel('Nome da vacina').fill('Febre tifoide');
    await custom.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await page.getByText('Vacina adicionada: sem internet agora, será enviada quando a conexão voltar.').waitFor();
    await page.goto(at('/lembretes'));
    await page.getByRole('button', { name: 'Dei agora' }).click();
    await page.getByText('Dose dada · Pendente: será enviado quando a conexão voltar').waitFor();
    await page.getByRole('button', { name: 'Registros não enviados: 2' }).waitFor();

    // She takes the new version with no connection: the new worker serves the app from its cache.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await reloaded;
    await controlledByServiceWorker(page);
    expect(await page.getByText('Nova versão disponível!').count()).toBe(0);
    await page.getByRole('button', { name: 'Registros não enviados: 2' }).waitFor();
    await shot(page, 'after-update');

    await page.context().setOffline(false);
    await page.getByText('2 registros feitos sem internet salvos!').waitFor({ timeout: BACKGROUND_WAIT_MS });
    await outboxButton(page).waitFor({ state: 'detached' });
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(500);

    const card = JSON.stringify(await serverJson(page, '/api/vaccines/card'));
    expect(card.match(/Febre tifoide/g)).toHaveLength(1);
    // The dose she gave is one Remédio on the agenda, beside the first one she logged.
    const since = new Date(firstDose.getTime() - 60_000).toISOString();
    const day = (await serverJson(page, `/api/agenda/day?start=${since}&end=${new Date().toISOString()}`)) as {
      events: { type: string }[];
    };
    expect(day.events.filter((e) => e.type === 'remedio')).toHaveLength(2);
    await page.goto(at('/lembretes'));
    await page.getByText('Dose dada', { exact: true }).waitFor();
  });
});
