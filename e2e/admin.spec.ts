import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { uniqueEmail, useBrowser } from './support/browser';
import { saoPauloDateAgo } from './support/dates';
import { expectText, signIn, signUp } from './support/journeys';

const browser = useBrowser();
// The first test bootstraps the one administrator of this server; later tests sign in as her.
const admin = { email: uniqueEmail('admin'), password: 'admin123', fullName: 'Rita Coordenadora' };

describe('administrators', () => {
  it('bootstraps the first admin, who then sees the admin entry points', async () => {
    const page = await browser.phone();
    await page.goto('/admin/bootstrap');
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Senha', { exact: true }).fill(admin.password);
    await page.getByLabel('Nome completo').fill(admin.fullName);
    await page.getByRole('button', { name: 'Criar administrador' }).click();
    await page.getByText('Usuário admin criado com sucesso. Faça login agora.').waitFor();
    await page.waitForURL('**/login');

    await signIn(page, admin.email, admin.password);
    await page.getByRole('heading', { name: /Rita!$/ }).waitFor();
    expect(
      await page.getByRole('navigation', { name: 'Atalhos' }).getByRole('link', { name: 'Painel Admin' }).isVisible(),
    ).toBe(true);
    const floating = page.locator('a[title="Painel Admin"]');
    expect(await floating.isVisible()).toBe(true);

    // A second bootstrap is refused.
    await page.goto('/admin/bootstrap');
    await page.getByLabel('E-mail').fill(uniqueEmail('intruso'));
    await page.getByLabel('Senha', { exact: true }).fill('admin123');
    await page.getByLabel('Nome completo').fill('Intruso');
    await page.getByRole('button', { name: 'Criar administrador' }).click();
    await page.getByText(/Já existe um administrador/).waitFor();
  });

  it('creates a health unit whose nurse finds a late baby, reminds her mother, and loses her when she revokes', async () => {
    // The admin makes the unit and invites the nurse by e-mail (this server stores and logs mail).
    const desk = await browser.phone({ width: 1280 });
    await signIn(desk, admin.email, admin.password);
    const origin = { origin: browser.baseURL };
    await desk.goto('/admin/units');
    await desk.getByLabel('Nome da unidade').fill('UBS Vila Nova');
    await desk.getByLabel('Município').fill('Campinas');
    await desk.getByLabel('Endereço').fill('Rua das Acácias, 45');
    await desk.getByLabel('Horário de funcionamento').fill('Segunda a sexta, 7h às 17h');
    await desk.getByRole('button', { name: 'Criar unidade' }).click();
    await desk.getByText('Unidade criada').waitFor();
    const card = desk.getByText(/Código para as famílias:/);
    const code = (await card.locator('strong').textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const nurse = { name: 'Joana Enfermeira', email: uniqueEmail('joana'), password: 'segredo1' };
    await desk.getByLabel('E-mail da profissional para UBS Vila Nova').fill(nurse.email);
    await desk.getByRole('button', { name: 'Convidar profissional' }).click();
    await desk.getByText(`Convite enviado para ${nurse.email}`).waitFor();
    const invitationPath = await waitForMailedPath(nurse.email, '/unidade/convite/');

    // A mother links her 5-month-old, whose 4-month Penta and VIP doses are late.
    const mother = await browser.phone();
    await signUp(mother, { name: 'Marta Alves', email: uniqueEmail('marta'), password: 'segredo1' });
    const birthDate = saoPauloDateAgo(5);
    const registered = await mother.request.post('/api/babies', { headers: origin, data: { name: 'Theo', birthDate } });
    expect(registered.status()).toBe(201);
    const babyId = ((await registered.json()) as { baby: { id: string } }).baby.id;
    for (const [vaccineName, months] of [
      ['Pentavalente', 2],
      ['VIP (poliomielite)', 2],
    ] as const) {
      const recorded = await mother.request.post('/api/vaccines/records', {
        headers: origin,
        data: { babyId, vaccineName, doseNumber: 1, applicationDate: saoPauloDateAgo(5 - months) },
      });
      expect(recorded.status()).toBe(201);
    }
    // Her quiet hours off, so the unit's reminder reaches her whatever the hour of the run.
    await mother.request.put('/api/reminders/settings', {
      headers: origin,
      data: { quietStart: '00:00', quietEnd: '00:00', dailyTime: '09:00' },
    });
    await mother.goto('/perfil');
    await mother.getByRole('link', { name: 'Minha unidade de saúde' }).click();
    await mother.getByLabel('Código da unidade de saúde').fill(code);
    await mother.getByRole('button', { name: 'Ver o que a unidade vai ver' }).click();
    await mother.getByRole('heading', { name: 'UBS Vila Nova quer acompanhar as vacinas de Theo' }).waitFor();
    await expectText(mother, 'As conversas com a Lu');
    expect(await seriousViolations(mother), 'the consent screen').toEqual([]);
    await mother.getByRole('button', { name: 'Autorizo' }).click();
    await mother.getByRole('button', { name: 'Retirar consentimento' }).waitFor();

    // The nurse signs up with the invited address, accepts, and finds Theo in the late list.
    const panel = await browser.phone();
    await signUp(panel, nurse);
    await panel.goto(invitationPath);
    await panel.getByRole('button', { name: 'Aceitar convite' }).click();
    await panel.waitForURL('**/unidade');
    await panel.getByLabel('Vacina').fill('Pentavalente');
    const row = panel.getByRole('listitem').filter({ has: panel.getByText('Theo', { exact: true }) });
    await row.getByText(/Pentavalente · 2ª dose Atrasada · \d+ dias/).waitFor();
    await panel.getByLabel('Vacina').fill('');
    await row.getByText(/VIP \(poliomielite\) · 2ª dose Atrasada/).waitFor();
    expect(await seriousViolations(panel), 'the unit panel').toEqual([]);
    await row.getByRole('button', { name: 'Enviar lembrete' }).click();
    await panel.getByText('Lembrete enviado', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Abrir ficha' }).click();
    await panel.getByRole('dialog', { name: 'Ficha de Theo' }).getByText('Marta Alves').waitFor();
    await panel.keyboard.press('Escape');

    // The mother gets it in the app, and sees the nurse's access.
    await mother.goto('/lembretes');
    await mother.getByText('Sua unidade de saúde enviou um lembrete').first().waitFor();
    await expectText(mother, /UBS Vila Nova lembra que Theo tem vacinas para colocar em dia/);
    await mother.goto('/perfil/unidade-de-saude');
    await expectText(mother, 'Joana Enfermeira · UBS Vila Nova');
    await expectText(mother, /Enviou um lembrete de Theo/);
    await expectText(mother, /Abriu a ficha de Theo/);

    // She revokes in one tap; the nurse's next request for Theo is a 404.
    await mother.getByRole('button', { name: 'Retirar consentimento' }).click();
    await mother.getByLabel('Código da unidade de saúde').waitFor();
    const gone = await panel.request.get(`/api/unit/babies/${babyId}`);
    expect(gone.status()).toBe(404);
    await panel.reload();
    await panel.getByText('Nenhum bebê nesta lista.').waitFor();
  });

  it('sends a regular mother who opens an admin page to her dashboard', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Paula Mendes', email: uniqueEmail('paula'), password: 'segredo1' });
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: /Paula!$/ }).waitFor();
    expect(await page.locator('a[title="Painel Admin"]').count()).toBe(0);
  });

  it('deletes another mother’s post from the feed, after confirming as admin', async () => {
    const mother = await browser.phone();
    await signUp(mother, { name: 'Sofia Ramos', email: uniqueEmail('sofia'), password: 'segredo1' });
    await mother.goto('/comunidade');
    const text = 'Post que a administradora vai remover';
    await mother.getByLabel('Escreva seu post').fill(text);
    await mother.getByRole('button', { name: 'Postar' }).click();
    await mother.getByText('Post criado com sucesso!').waitFor();

    const page = await browser.phone();
    await signIn(page, admin.email, admin.password);
    await page.goto('/comunidade');
    const card = page.getByRole('listitem').filter({ has: page.getByText(text, { exact: true }) });
    await card.getByRole('button', { name: 'Deletar post como admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deletar Post como Admin' });
    await dialog.getByRole('button', { name: 'Deletar' }).click();
    await page.getByText('Post deletado!').waitFor();
    expect(await card.count()).toBe(0);
    // The author's own feed drops it live.
    await mother.getByText(text, { exact: true }).waitFor({ state: 'detached' });

    // Her own posts carry the admin badge.
    await page.getByLabel('Escreva seu post').fill('Bem-vindas! Aqui a conversa é com respeito e carinho.');
    await page.getByRole('button', { name: 'Postar' }).click();
    const own = page
      .getByRole('listitem')
      .filter({ has: page.getByText('Bem-vindas! Aqui a conversa é com respeito e carinho.', { exact: true }) });
    await own.getByText('Admin', { exact: true }).waitFor();
  });
});

describe('the back office', () => {
  const statValue = async (page: Page, label: string) => {
    const card = page
      .getByRole('region', { name: 'Estatísticas' })
      .getByRole('link')
      .filter({ has: page.getByText(label, { exact: true }) });
    return Number((await card.innerText()).split('\n')[1]!.replace(/\./g, ''));
  };

  it("opens with the server's free space and its last backup", async () => {
    const page = await browser.phone();
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/dashboard');
    const server = page.getByRole('region', { name: 'Servidor' });
    await server.getByText('Espaço livre', { exact: true }).waitFor();
    await server.getByText('Última cópia de segurança', { exact: true }).waitFor();
    expect(await server.innerText()).toMatch(/\d+ % de [\d,]+ [kMGT]?B/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('creates a user, changes her plan, resets her password, and the dashboard counts her', async () => {
    const page = await browser.phone();
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/dashboard');
    await page.getByRole('region', { name: 'Estatísticas' }).waitFor();
    const before = {
      users: await statValue(page, 'Usuários'),
      paid: await statValue(page, 'Usuários pagantes'),
      subscriptions: await statValue(page, 'Assinaturas ativas'),
    };

    // On a phone the sidebar is a sheet: Ctrl+B opens it, and a page link closes it.
    await page.keyboard.press('Control+b');
    const menu = page.getByRole('dialog', { name: 'Menu do painel' });
    await menu.getByRole('link', { name: 'Usuários' }).click();
    await page.waitForURL('**/admin/users');
    await menu.waitFor({ state: 'detached' });

    const mother = { name: 'Joana Prado', email: uniqueEmail('Joana.Prado'), password: 'provisoria' };
    await page.getByRole('button', { name: 'Criar Usuário' }).click();
    const create = page.getByRole('dialog', { name: 'Criar Usuário' });
    await create.getByLabel('Nome completo').fill(mother.name);
    await create.getByLabel('E-mail').fill(`  ${mother.email.toUpperCase()} `);
    await create.getByLabel('Senha', { exact: true }).fill('12345');
    await create.getByRole('button', { name: 'Criar usuário' }).click();
    await create.getByText('A senha deve ter no mínimo 6 caracteres.').waitFor();
    await create.getByLabel('Senha', { exact: true }).fill(mother.password);
    await create.getByRole('button', { name: 'Criar usuário' }).click();
    await page.getByText('Usuário criado com sucesso').waitFor();

    await page.getByLabel('Buscar por nome ou e-mail').fill('joana.prado');
    await page.getByText('Página 1 de 1 · 1 usuário').waitFor();
    const row = page.getByRole('row').filter({ hasText: mother.email.toLowerCase() });

    await row.getByLabel(`Plano de ${mother.name}`).selectOption({ label: 'Premium Mensal' });
    await page.getByText('Plano atualizado com sucesso').waitFor();

    await row.getByRole('button', { name: `Redefinir senha de ${mother.name}` }).click();
    const reset = page.getByRole('dialog', { name: 'Redefinir senha' });
    await reset.getByLabel('Nova senha').fill('novasenha1');
    await reset.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByText('Senha redefinida com sucesso').waitFor();

    // She signs in with the password the admin chose, and not with the old one.
    const her = await browser.phone();
    await her.goto('/login');
    await her.getByLabel('E-mail').fill(mother.email.toLowerCase());
    await her.getByLabel('Senha', { exact: true }).fill(mother.password);
    await her.getByRole('button', { name: 'Entrar', exact: true }).click();
    await her.getByText('E-mail ou senha incorretos').waitFor();
    await signIn(her, mother.email.toLowerCase(), 'novasenha1');
    await her.getByRole('heading', { name: /Joana!$/ }).waitFor();

    await page.keyboard.press('Control+b');
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('region', { name: 'Estatísticas' }).waitFor();
    // The numbers read before are shown until the fresh ones arrive.
    await expect.poll(() => statValue(page, 'Usuários')).toBe(before.users + 1);
    expect(await statValue(page, 'Usuários pagantes')).toBe(before.paid + 1);
    expect(await statValue(page, 'Assinaturas ativas')).toBe(before.subscriptions + 1);
  });

  it('handles a report: blocks the author, deletes the post with a reason, then unblocks her', async () => {
    const author = await browser.phone();
    await signUp(author, { name: 'Vera Campos', email: uniqueEmail('vera'), password: 'segredo1' });
    await author.goto('/comunidade');
    const text = 'Quem não amamenta até os dois anos não ama o próprio filho.';
    await author.getByLabel('Escreva seu post').fill(text);
    await author.getByRole('button', { name: 'Postar' }).click();
    await author.getByText('Post criado com sucesso!').waitFor();

    const reader = await browser.phone();
    await signUp(reader, { name: 'Lia Torres', email: uniqueEmail('lia'), password: 'segredo1' });
    await reader.goto('/comunidade');
    await reader
      .getByRole('listitem')
      .filter({ has: reader.getByText(text, { exact: true }) })
      .getByRole('button', { name: 'Denunciar' })
      .click();
    await reader.getByRole('radio', { name: 'Ofensivo ou desrespeitoso' }).check();
    await reader.getByRole('button', { name: 'Enviar denúncia' }).click();
    await reader.getByText('Denúncia enviada').waitFor();

    const page = await browser.phone();
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/moderation');
    await page.getByRole('tab', { name: /Denúncias/ }).waitFor();
    const reported = page.getByRole('listitem').filter({ hasText: text });
    await reported.getByText('1 denúncia').waitFor();
    expect(await reported.getByText('Ofensivo ou desrespeitoso').isVisible()).toBe(true);

    await reported.getByRole('button', { name: 'Bloquear autora' }).click();
    const block = page.getByRole('dialog', { name: 'Bloquear usuário' });
    await block.getByLabel('Motivo').fill('Julgamento de outras mães');
    await block.getByRole('button', { name: 'Bloquear' }).click();
    await page.getByText('Usuário bloqueado com sucesso').waitFor();

    await reported.getByRole('button', { name: 'Deletar post' }).click();
    const remove = page.getByRole('dialog', { name: 'Deletar post' });
    await remove.getByRole('button', { name: 'Deletar post' }).click();
    await remove.getByText('Informe o motivo da exclusão.').waitFor();
    await remove.getByLabel('Motivo').fill('Desrespeita as mães que não amamentam');
    await remove.getByRole('button', { name: 'Deletar post' }).click();
    await page.getByText('Post deletado com sucesso').waitFor();
    await reported.waitFor({ state: 'detached' });
    // The author's feed drops it live.
    await author.getByText(text, { exact: true }).waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: /Usuários Bloqueados/ }).click();
    const blocked = page.getByRole('listitem').filter({ hasText: 'Vera Campos' });
    await blocked.getByText('Julgamento de outras mães').waitFor();
    await blocked.getByRole('button', { name: 'Desbloquear' }).click();
    await page.getByText('Usuário desbloqueado com sucesso').waitFor();
    await blocked.waitFor({ state: 'detached' });
  });

  it('a crisis in a community post: the author alone gets the CVV card, the moderators see "Possível crise" first', async () => {
    const author = await browser.phone();
    await signUp(author, { name: 'Dora Reis', email: uniqueEmail('dora'), password: 'segredo1' });
    await author.goto('/comunidade');
    const text = 'Não aguento mais, às vezes quero sumir e deixar tudo pra trás.';
    await author.getByLabel('Escreva seu post').fill(text);
    await author.getByRole('button', { name: 'Postar' }).click();
    const card = author.getByRole('alert').filter({ hasText: 'Apoio agora, a qualquer hora' });
    await card.waitFor();
    // The title does not repeat the first sentence of the text below it.
    expect(await card.getByRole('heading').textContent()).toBe('Apoio agora, a qualquer hora');
    await card.getByText(/^Você não está sozinha, e o que está sentindo/).waitFor();
    expect(await card.getByRole('link', { name: 'Ligar 188 (CVV)' }).getAttribute('href')).toBe('tel:188');
    expect(await card.getByRole('link', { name: 'Ligar 192 (SAMU)' }).getAttribute('href')).toBe('tel:192');
    await card.getByText('Seu post foi publicado. Só você vê esta mensagem.').waitFor();
    await author
      .getByRole('listitem')
      .filter({ has: author.getByText(text, { exact: true }) })
      .waitFor();

    const reader = await browser.phone();
    await signUp(reader, { name: 'Eva Prado', email: uniqueEmail('eva'), password: 'segredo1' });
    await reader.goto('/comunidade');
    await reader
      .getByRole('listitem')
      .filter({ has: reader.getByText(text, { exact: true }) })
      .waitFor();
    expect(await reader.getByText('Apoio agora, a qualquer hora').count()).toBe(0);
    expect(await reader.getByText(/Você não está sozinha/).count()).toBe(0);
    expect(await reader.getByText('Possível crise').count()).toBe(0);

    await card.getByRole('button', { name: 'Fechar aviso' }).click();
    await card.waitFor({ state: 'detached' });

    const page = await browser.phone();
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/moderation');
    await page.getByRole('tab', { name: /Denúncias/ }).waitFor();
    const first = page.getByRole('tabpanel').getByRole('listitem').first();
    await first.getByText('Possível crise').waitFor();
    await first.getByText('No post de Dora Reis:').waitFor();
    await first.getByRole('button', { name: 'Manter post' }).click();
    await page.getByText('Denúncias arquivadas: o post continua na comunidade').waitFor();
    expect(await page.getByText('No post de Dora Reis:').count()).toBe(0);
  });

  it('collapses the sidebar to a rail with Ctrl+B on a wide screen, and remembers it', async () => {
    const page = await browser.phone({ width: 1280 });
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/settings');
    const sidebar = page.getByRole('complementary', { name: 'Menu do painel' });
    expect((await sidebar.boundingBox())?.width).toBe(256);
    await page.keyboard.press('Control+b');
    await page.waitForFunction(() => document.querySelector('aside')?.getBoundingClientRect().width === 48);
    await page.reload();
    await page.getByRole('heading', { name: 'Configurações' }).waitFor();
    expect((await sidebar.boundingBox())?.width).toBe(48);
    await page.getByRole('button', { name: 'Alternar menu lateral' }).click();
    await page.waitForFunction(() => document.querySelector('aside')?.getBoundingClientRect().width === 256);

    expect(await page.getByText('Versão').isVisible()).toBe(true);
    expect(await page.getByText('1.0.0').isVisible()).toBe(true);
    expect(await page.getByText('Produção').isVisible()).toBe(true);
    await page.getByRole('switch', { name: 'Modo de manutenção' }).click();
    await page.getByText('Configuração salva').waitFor();
    expect(await page.getByRole('switch', { name: 'Modo de manutenção' }).getAttribute('aria-checked')).toBe('true');

    await page.getByRole('link', { name: 'Voltar ao App' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('has no serious or critical axe violations on any back-office page, on a phone and on a wide screen', async () => {
    // Every page on a phone; on a wide screen, the two whose layout changes (sidebar, table).
    const sweeps: [number, string[]][] = [
      [390, ['dashboard', 'users', 'revenue', 'activity', 'moderation', 'settings', 'units']],
      [1280, ['dashboard', 'users']],
    ];
    for (const [width, paths] of sweeps) {
      const page = await browser.phone({ width });
      await signIn(page, admin.email, admin.password);
      for (const path of paths) {
        await page.goto(`/admin/${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
      }
    }
  });
});

/** The path of the link in the last mail to `email` that this server (no SMTP) stored and logged. */
async function waitForMailedPath(email: string, prefix: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const lines = fs.readFileSync(inject('serverLog'), 'utf8').split('\n').reverse();
    const line = lines.find((l) => l.includes('mail stored') && l.includes(email));
    const link = line && (JSON.parse(line) as { links: string[] }).links.find((l) => l.includes(prefix));
    if (link) return link.slice(link.indexOf(prefix));
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail logged for ${email}`);
}
