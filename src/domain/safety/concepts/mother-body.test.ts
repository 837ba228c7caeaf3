import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import {
  isBreastPain,
  MOTHER_BLEEDING_SIGNS,
  MOTHER_BODY,
  MOTHER_BREATHLESS_SIGNS,
  MOTHER_CHEST_PAIN_SIGNS,
} from './mother-body';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the mother body word family', () => {
  it.each([
    'sangrando mt pos parto',
    'o nenem engoliu o papelzinho da embalagem e ta com falta de ar',
    'pari faz 5 dias e to sangrando muito, troquei o absorvente 3x em 1 hora',
    'dor de cabeca mt forte e vendo pontinhos brilhantes, to com 10 dias de pos parto',
  ])('hears %s', (text) => {
    expect(MOTHER_BODY.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'quais frutas tem mais risco de engasgar e como vcs cortam?',
    'meu filho de 2 anos tem febre mas come e dorme bem, devo dar banho morno?',
  ])('does not hear %s', (text) => {
    expect(MOTHER_BODY.test(readAsMotherMeant(text))).toBe(false);
  });
});

/** Messages of the sets these signs hear, and calm ones that touch the concept but are not the sign. */
describe('the signs of mother bleeding', () => {
  const heard = (text: string) => MOTHER_BLEEDING_SIGNS.some((p) => p.test(readAsMotherMeant(text)));

  it.each([
    'coco c mt sangue vivo',
    'mordeu a lingua com forca e ta saindo mt sangue, nao estanca',
    'cortou o dedinho na faca e ta sangrando mt, ja encharcou o pano todo',
    'a bichinha ta sangrando pelo nariz faz 20 minuto e nao para de jeito nenhum',
  ])('hears %s', (text) => {
    expect(heard(text)).toBe(true);
  });

  it.each([
    'a cicatriz da cesarea ta coçando',
    'o bebe deu um chute no meu marido q ele ficou sem ar kkkk',
    'a licença ta acabando e to com o coraçao apertado de deixar ele na creche',
  ])('does not hear %s', (text) => {
    expect(heard(text)).toBe(false);
  });
});

/** Messages of the sets these signs hear, and calm ones that touch the concept but are not the sign. */
describe('the signs of mother breathless', () => {
  const heard = (text: string) => MOTHER_BREATHLESS_SIGNS.some((p) => p.test(readAsMotherMeant(text)));

  it.each([
    'nenem sem ar puxando muito',
    'ela chupou um pedaço de balão de festa e ta sem ar, ajuda',
    'engasgou com o leite ficou sem ar vermelho e agora ta ficando roxinho',
    'ela tossiu a noite toda e agora ta com falta de ar, n consegue nem chorar direito',
  ])('hears %s', (text) => {
    expect(heard(text)).toBe(true);
  });

  it.each([
    'a cicatriz da cesarea ta coçando',
    'meu peito ta vazando leite toda hora algum absorvente bom?',
    'voltei a fazer academia depois do parto e ta me fazendo mt bem pra cabeça',
  ])('does not hear %s', (text) => {
    expect(heard(text)).toBe(false);
  });
});

/** Messages of the sets these signs hear, and calm ones that touch the concept but are not the sign. */
describe('the signs of mother chest pain', () => {
  const heard = (text: string) => MOTHER_CHEST_PAIN_SIGNS.some((p) => p.test(readAsMotherMeant(text)));

  it.each([
    'meu coracao ta disparado e doendo',
    'pari ha 5 dias e to com dor forte no peito e falta de ar',
    'to com uma dor no peito forte e falta de ar, ganhei bb faz 10 dias',
    'depois do parto to sentindo o coracao disparado e nao consigo respirar deitada',
  ])('hears %s', (text) => {
    expect(heard(text)).toBe(true);
  });

  it.each([
    'a cicatriz da cesarea ta coçando',
    'meu peito ta vazando leite toda hora algum absorvente bom?',
    'voltei a fazer academia depois do parto e ta me fazendo mt bem pra cabeça',
  ])('does not hear %s', (text) => {
    expect(heard(text)).toBe(false);
  });
});

describe('breast pain while feeding, not chest pain', () => {
  it.each(['dor no peito quando ele mama', 'meu seio está empedrado e dói o peito'])('is breast pain: %s', (text) => {
    expect(isBreastPain(readAsMotherMeant(text))).toBe(true);
  });

  it.each(['dor no meio do peito que irradia pro braço', 'dor no peito e falta de ar, não é o seio'])(
    'is not breast pain: %s',
    (text) => {
      expect(isBreastPain(readAsMotherMeant(text))).toBe(false);
    },
  );
});
