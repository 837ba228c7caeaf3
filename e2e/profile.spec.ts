import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './support/browser';
import { saoPauloDateAgo } from './support/dates';
import { signIn, signUp } from './support/journeys';
import { gradientPng } from './support/test-image';

const browser = useBrowser();

async function pickAndCropPhoto(page: Page, label: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label }).click();
  await (await chooser).setFiles({ name: 'foto.png', mimeType: 'image/png', buffer: gradientPng() });
  const dialog = page.getByRole('dialog', { name: 'Ajustar foto' });
  await dialog.getByAltText('Prévia do recorte').waitFor();
  await dialog.getByLabel('Zoom').fill('1.5');
  await dialog.getByRole('button', { name: 'Usar foto' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function newMother(page: Page, name = 'Clara Nunes') {
  const mother = { name, email: uniqueEmail('clara'), password: 'segredo1' };
  await signUp(page, mother);
  return mother;
}

describe('baby data', () => {
  it('registers a baby with a photo, sees her on the dashboard, and edits her', async () => {
    const page = await browser.phone();
    await newMother(page);
    await page.getByRole('link', { name: /Preencha os dados do seu bebê/ }).click();
    await page.getByRole('heading', { name: 'Cadastrar bebê' }).waitFor();

    await pickAndCropPhoto(page, 'Escolher foto');
    await page.getByLabel('Nome').fill('Helena');
    await page.getByLabel('Data de nascimento').fill(saoPauloDateAgo(3));
    await page.getByLabel('Sexo').selectOption('F');
    await page.getByLabel('Tipo sanguíneo').selectOption('O+');
    await page.getByLabel('Peso (kg)').fill('6.45');
    await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
    await page.getByText('Bebê cadastrado com sucesso!').waitFor();
    await page.getByText('Foto enviada com sucesso!').waitFor();
    // Three months old: straight on to the vaccine card's first-access questions.
    await page.waitForURL((url) => url.pathname === '/vacinas' && url.searchParams.get('onboarding') === 'true');

    await page.goto('/dashboard');
    const babyCard = page.getByRole('region', { name: 'Seu bebê' });
    await babyCard.getByText('Helena').waitFor();
    expect(await babyCard.getByText('3 meses').isVisible()).toBe(true);
    const photo = babyCard.getByAltText('Foto de Helena');
    await photo.waitFor();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512);

    await page.goto('/dados-bebe');
    await page.getByRole('heading', { name: 'Dados do bebê' }).waitFor();
    expect(await page.getByLabel('Nome').inputValue()).toBe('Helena');
    expect(await page.getByLabel('Tipo sanguíneo').inputValue()).toBe('O+');
    await page.getByLabel('Nome').fill('Helena Maria');
    await page.getByLabel('Peso (kg)').fill('6.8');
    await page.getByRole('button', { name: 'Atualizar Dados' }).click();
    await page.getByText('Dados do bebê atualizados com sucesso!').waitFor();
    await page.waitForURL((url) => url.pathname === '/perfil');
    await page.goto('/dados-bebe');
    await page.getByRole('heading', { name: 'Dados do bebê' }).waitFor();
    expect(await page.getByLabel('Nome').inputValue()).toBe('Helena Maria');
    expect(await page.getByLabel('Peso (kg)').inputValue()).toBe('6.8');
  });

  it('registers a newborn as a second baby, who becomes the active one', async () => {
    const page = await browser.phone();
    await newMother(page, 'Marta Dias');
    await page.goto('/dados-bebe');
    await page.getByLabel('Nome').fill('Pedro');
    await page.getByLabel('Data de nascimento').fill(saoPauloDateAgo(26));
    await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
    await page.waitForURL((url) => url.pathname === '/vacinas');

    await page.goto('/perfil');
    await page.getByRole('link', { name: 'Cadastrar outro bebê' }).click();
    await page.getByLabel('Nome').fill('Lia');
    await page.getByLabel('Data de nascimento').fill(saoPauloDateAgo(0, 10));
    await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
    // Under a month old: back to the profile.
    await page.waitForURL((url) => url.pathname === '/perfil');

    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Seu bebê' }).getByText('Lia').waitFor();
    expect(await page.getByRole('region', { name: 'Seu bebê' }).getByText('0 meses').isVisible()).toBe(true);

    await page.goto('/dados-bebe');
    const choices = page.getByRole('navigation', { name: 'Escolha o bebê' });
    await choices.waitFor();
    expect(await choices.getByRole('link').allTextContents()).toEqual(['Lia', 'Pedro']);
  });

  it('refuses a birth date in the future', async () => {
    const page = await browser.phone();
    await newMother(page);
    await page.goto('/dados-bebe');
    await page.getByLabel('Nome').fill('Futuro');
    // Next year: a date further on is refused as out of the years the app accepts.
    await page.getByLabel('Data de nascimento').fill(`${new Date().getFullYear() + 1}-12-31`);
    await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
    await page.getByText('A data de nascimento não pode ser no futuro').waitFor();
  });
});

describe('mother data', () => {
  it('edits her data, crops her avatar and changes her password', async () => {
    const page = await browser.phone();
    const mother = await newMother(page, 'Beatriz Campos');
    await page.goto('/perfil');
    await page.getByRole('link', { name: 'Meus dados', exact: true }).click();
    await page.getByRole('heading', { name: 'Meus dados' }).waitFor();
    expect(await page.getByLabel('E-mail').getAttribute('readonly')).not.toBeNull();
    await page.getByText('O email não pode ser alterado').waitFor();

    await page.getByLabel('Nome completo').fill('Beatriz Campos Lima');
    await page.getByLabel('Telefone').fill('');
    await page.getByLabel('Telefone').pressSequentially('21999887766');
    await page.getByLabel('Data de nascimento').fill('1991-08-14');
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await page.getByText('Dados atualizados com sucesso!').waitFor();

    await pickAndCropPhoto(page, 'Escolher foto');
    await page.getByText('Foto enviada com sucesso!').waitFor();
    await page.getByRole('button', { name: 'Trocar foto' }).waitFor();

    await page.getByLabel('Senha atual').fill(mother.password);
    await page.getByLabel('Nova senha', { exact: true }).fill('outra123');
    await page.getByLabel('Confirmar nova senha').fill('outra124');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('As senhas não coincidem').waitFor();
    await page.getByLabel('Confirmar nova senha').fill('outra123');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('Senha alterada com sucesso!').waitFor();

    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL((url) => url.pathname === '/perfil');
    await page.getByRole('heading', { name: 'Beatriz Campos Lima' }).waitFor();
    await page.getByAltText('Foto de Beatriz Campos Lima').waitFor();

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await signIn(page, mother.email, 'outra123');
    await page.goto('/dados-mae');
    expect(await page.getByLabel('Telefone').inputValue()).toBe('+55 (21) 99988-7766');
  });
});

describe('notification preferences', () => {
  it('keeps two changed reminders after a reload', async () => {
    const page = await browser.phone();
    await newMother(page);
    await page.goto('/notificacoes');
    const feeding = page.getByRole('switch', { name: 'Alimentação' });
    const vaccines = page.getByRole('switch', { name: 'Vacinas' });
    expect(await feeding.getAttribute('aria-checked')).toBe('false');
    expect(await vaccines.getAttribute('aria-checked')).toBe('true');
    await feeding.click();
    await vaccines.click();
    await page.getByRole('button', { name: 'Salvar preferências' }).click();
    await page.getByText('Preferências salvas!').waitFor();

    await page.reload();
    await page.getByRole('switch', { name: 'Alimentação' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Alimentação' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('switch', { name: 'Vacinas' }).getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('switch', { name: 'Remédios' }).getAttribute('aria-checked')).toBe('true');
  });
});

describe('data rights', () => {
  it('downloads her data, then deletes her account for good', async () => {
    const page = await browser.phone();
    const mother = await newMother(page, 'Denise Alves');
    await page.goto('/dados-bebe');
    await page.getByLabel('Nome').fill('Theo');
    await page.getByLabel('Data de nascimento').fill(saoPauloDateAgo(0, 5));
    await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
    await page.waitForURL((url) => url.pathname === '/perfil');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Baixar meus dados' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^lumma-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(fs.readFileSync((await file.path())!, 'utf8')) as {
      data: { babies: { name: string }[]; account: { email: string } };
    };
    expect(exported.data.babies.map((b) => b.name)).toEqual(['Theo']);
    expect(exported.data.account.email).toBe(mother.email);

    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
    const confirm = dialog.getByRole('button', { name: 'Excluir para sempre' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Digite EXCLUIR para confirmar').fill('EXCLUIR');
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/login');
    await page.getByLabel('E-mail').fill(mother.email);
    await page.getByLabel('Senha', { exact: true }).fill(mother.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('E-mail ou senha incorretos').waitFor();
  });
});
