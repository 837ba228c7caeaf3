import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Mother {
  name: string;
  email: string;
  password: string;
}

/** Signs up through the Cadastro tab, as a mother does, and waits for the dashboard. */
export async function signUp(page: Page, mother: Mother, phoneDigits = '11987654321') {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Cadastro' }).click();
  await page.getByLabel('Nome completo').fill(mother.name);
  await page.getByLabel('Telefone').pressSequentially(phoneDigits);
  await page.getByLabel('E-mail').fill(mother.email);
  await page.getByLabel('Senha', { exact: true }).fill(mother.password);
  await page.getByLabel('Confirmar senha').fill(mother.password);
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await page.waitForURL('**/dashboard');
}

/** Registers a baby from "Dados do bebê" and waits for the profile, where the form leads. */
export async function registerBaby(page: Page, name: string, birthDate: string) {
  await page.goto('/dados-bebe');
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Data de nascimento').fill(birthDate);
  await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
  await page.waitForURL((url) => url.pathname === '/perfil');
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

export async function expectText(page: Page, text: string | RegExp) {
  await page.getByText(text).first().waitFor();
  expect(await page.getByText(text).first().isVisible()).toBe(true);
}
