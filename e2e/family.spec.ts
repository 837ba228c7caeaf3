import { describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './support/browser';
import { saoPauloDateAgo } from './support/dates';
import { registerBaby, signUp } from './support/journeys';

const browser = useBrowser();

describe('família', () => {
  it('a mother invites her partner by the copied link; he signs up, accepts and logs a feeding; she sees it live, then removes him', async () => {
    const mother = await browser.phone();
    await mother.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUp(mother, { name: 'Ana Prado', email: uniqueEmail('ana'), password: 'segredo1' });
    await registerBaby(mother, 'Helena', saoPauloDateAgo(0, 3));

    await mother.getByRole('link', { name: 'Família' }).click();
    await mother.getByRole('heading', { name: 'Família', exact: true }).waitFor();
    await mother.getByText('Você é responsável').waitFor();
    await mother.getByRole('button', { name: 'Convidar pessoa' }).click();
    const dialog = mother.getByRole('dialog', { name: 'Convidar pessoa' });
    expect(await dialog.getByRole('radio', { name: /Cuidador\(a\)/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Criar convite' }).click();
    const link = await dialog.getByLabel('Link do convite').inputValue();
    expect(link).toMatch(/\/convite\/[A-Za-z0-9_-]{22}$/);
    await dialog.getByRole('button', { name: 'Copiar link' }).click();
    await mother.getByText('Link copiado!').waitFor();
    const copied = await mother.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(link);
    const whatsapp = await dialog.getByRole('link', { name: 'Enviar pelo WhatsApp' }).getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain(`Ana convidou você para acompanhar Helena`);
    expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain(copied);
    await mother.keyboard.press('Escape');
    await mother.getByText('Convites pendentes').waitFor();

    // She keeps the agenda open while he joins.
    await mother.goto('/agenda');
    await mother.getByText('Nenhum registro neste dia.').waitFor();

    const partner = await browser.phone();
    await partner.goto(copied);
    await partner.getByRole('heading', { name: 'Você recebeu um convite' }).waitFor();
    await partner.getByRole('link', { name: 'Criar conta ou entrar' }).click();
    expect(await partner.getByRole('tab', { name: 'Cadastro' }).getAttribute('aria-selected')).toBe('true');
    await partner.getByLabel('Nome completo').fill('Pedro Prado');
    await partner.getByLabel('Telefone').pressSequentially('11912345678');
    await partner.getByLabel('E-mail').fill(uniqueEmail('pedro'));
    await partner.getByLabel('Senha', { exact: true }).fill('segredo1');
    await partner.getByLabel('Confirmar senha').fill('segredo1');
    await partner.getByRole('button', { name: 'Criar Conta' }).click();
    await partner.waitForURL((url) => url.pathname.startsWith('/convite/'));
    await partner.getByRole('heading', { name: 'Ana Prado convidou você para acompanhar Helena' }).waitFor();
    await partner.getByRole('button', { name: 'Aceitar convite' }).click();
    await partner.waitForURL('**/dashboard');
    await partner.getByText('Convite aceito! Agora você acompanha Helena.').waitFor();

    await partner.goto('/agenda');
    await partner.getByRole('button', { name: 'Adicionar registro' }).click();
    const add = partner.getByRole('dialog', { name: 'Adicionar Registro' });
    await add.getByRole('button', { name: 'Salvar' }).click();
    await partner.getByText('Evento adicionado!').waitFor();

    // Her open agenda shows his feeding, with his name, without a reload.
    await mother.getByText('por Pedro').waitFor();

    await mother.goto('/familia');
    await mother.getByRole('button', { name: 'Remover Pedro Prado' }).click();
    await mother.getByRole('dialog', { name: 'Remover Pedro Prado?' }).getByRole('button', { name: 'Remover' }).click();
    await mother.getByText('Pedro Prado não faz mais parte da família').waitFor();

    await partner.goto('/agenda');
    await partner.getByText('Nenhum bebê cadastrado. Cadastre um bebê primeiro.').waitFor();
    expect(await partner.getByText('por Pedro').count()).toBe(0);
  });
});
