import { describe, expect, it } from 'vitest';
import {
  FLOOD_REASON,
  LINK_REASON,
  type ModerationKind,
  OFFENSIVE_REASON,
  REPEATED_REASON,
  type RecentWriting,
  SELLING_REASON,
} from './moderation';
import { normalize } from './normalize';
import { hasPhoneNumber, isAllowedHost } from './spam';
import { createTextModerator } from './text-moderator';

const NOW = new Date('2025-03-10T15:00:00.000Z');
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

const moderator = createTextModerator();

async function moderate(content: string, recent: RecentWriting[] = [], kind: ModerationKind = 'post') {
  return moderator.moderate({ kind, content, recent, now: NOW });
}

function ago(ms: number): Date {
  return new Date(NOW.getTime() - ms);
}

/** `count` different writings, one every `everyMs`, the newest `everyMs` ago. */
function writings(count: number, everyMs: number): RecentWriting[] {
  return Array.from({ length: count }, (_, i) => ({
    content: `Atualização número ${i + 1} sobre o sono dela`,
    createdAt: ago((i + 1) * everyMs),
  }));
}

const APPROVED = null;

describe('the text moderator', () => {
  it.each<[string, string | null]>([
    // Everyday questions and experiences, with words that are innocent here.
    ['Meu bebê de 4 meses acorda de hora em hora à noite. Alguma dica pra melhorar o sono?', APPROVED],
    ['Descobrimos que ele tem alergia à proteína do leite de vaca (APLV). Alguém mais passou por isso?', APPROVED],
    ['Meu peito está rachado e o bico do peito sangra quando ela mama. Isso é normal?', APPROVED],
    ['A mamada da madrugada está durando mais de uma hora, ela dorme no seio.', APPROVED],
    ['Ela está com uma assadura feia na bunda, o que vocês passam?', APPROVED],
    ['Ele fez xixi e cocô no banho hoje kkkkk', APPROVED],
    ['O pinto dele está vermelho na pontinha, pode ser assadura?', APPROVED],
    ['Uso uma piranha pra prender o cabelo na hora do banho, senão ela puxa tudo.', APPROVED],
    ['Ela rola pra todo lado agora, tive que colocar o colchão no chão.', APPROVED],
    ['O pai dele trabalha com apicultura e queria dar mel. Pode antes de 1 ano?', APPROVED],
    ['Picada de pernilongo no bracinho dela ficou inchada, o que passar?', APPROVED],
    ['O pediatra pediu cuidado com o curativo do umbigo e álcool 70% a cada troca.', APPROVED],
    ['Fizemos o quarto com tema pau-brasil e bichinhos da floresta 🌳', APPROVED],
    ['Deixo ele no computador com vídeo? Tem uma disputa aqui em casa sobre telas.', APPROVED],
    ['Dei um pirulito de brinquedo pra ela morder, os dentinhos estão nascendo.', APPROVED],
    ['Me senti uma idiota chorando no mercado, mas o puerpério é assim mesmo.', APPROVED],
    ['Sou muito burra, esqueci a vacina dela de novo 😩', APPROVED],
    ['Esquecer as coisas no puerpério não significa que você é burra, viu? Acontece com todas.', APPROVED],
    ['Você não é uma mãe ruim por dar fórmula. Você é uma ótima mãe!', APPROVED],
    ['Que droga, ela vomitou tudo de novo. Que inferno essa virose.', APPROVED],
    ['Estou vendo que ele está mais calmo depois da massagem.', APPROVED],
    ['Vendo que meu bebê está melhor, já parei o remédio.', APPROVED],
    ['Comprei o carrinho na promoção e valeu muito a pena.', APPROVED],
    ['Achei fralda em promoção com desconto e frete grátis na farmácia do bairro!', APPROVED],
    ['Se precisar conversar, me chama no privado. Estamos juntas! 💕', APPROVED],
    ['Para emergência ligue 192 (SAMU) ou 193 (bombeiros).', APPROVED],
    ['Em caso de violência, disque 180. A ouvidoria do SUS é o 136.', APPROVED],
    ['Ele nasceu com 3.450 kg e 49 cm, hoje com 10 meses está com 9 kg.', APPROVED],
    ['A vacina da gripe da campanha 2024-2025 já chegou no posto de vocês?', APPROVED],
    ['O calendário de vacinação está em https://www.gov.br/saude/pt-br/vacinacao', APPROVED],
    ['A SBP tem um guia ótimo: sbp.com.br/departamentos/aleitamento-materno', APPROVED],
    ['Segundo a OMS (who.int), o aleitamento exclusivo vai até os 6 meses.', APPROVED],
    ['Dormiu bem.Com 3 meses ela já dormia a noite toda!', APPROVED],

    // Plain offence: swearing (even venting) and insults aimed at someone.
    ['Sua vaca, ninguém pediu sua opinião', OFFENSIVE_REASON],
    ['Você é uma idiota, não sabe cuidar de um bebê', OFFENSIVE_REASON],
    ['Vocês são umas invejosas', OFFENSIVE_REASON],
    ['Você não passa de uma vagabunda', OFFENSIVE_REASON],
    ['Tu é burra demais', OFFENSIVE_REASON],
    ['Você é uma piranha', OFFENSIVE_REASON],
    ['Não é à toa que você é burra', OFFENSIVE_REASON],
    ['Vai se ferrar, ninguém liga', OFFENSIVE_REASON],
    ['Cala a boca, você não sabe de nada', OFFENSIVE_REASON],
    ['Que porra é essa de dar mel pro bebê?', OFFENSIVE_REASON],
    ['Filho da puta do vizinho fez barulho a noite toda', OFFENSIVE_REASON],
    ['Caralho, que noite horrível', OFFENSIVE_REASON],
    ['Que merda, ele vomitou tudo de novo', OFFENSIVE_REASON],
    ['vtnc, vai cuidar da sua vida', OFFENSIVE_REASON],
    ['Esse pediatra é um fdp', OFFENSIVE_REASON],
    ['vai tomar no cu', OFFENSIVE_REASON],

    // Disguised offence: capitals, accents, leetspeak, stretched letters, spacing tricks, look-alikes.
    ['vc eh mt burra kkkk', OFFENSIVE_REASON],
    ['cê é uma anta', OFFENSIVE_REASON],
    ['VÔCÊ É ÍDÏÓTÁ', OFFENSIVE_REASON],
    ['Você é uma 1d10t4', OFFENSIVE_REASON],
    ['Sua v@c@', OFFENSIVE_REASON],
    ['P0RR4, ninguém me ajuda aqui', OFFENSIVE_REASON],
    ['PORRRRRA, acordou de novo', OFFENSIVE_REASON],
    ['puuuuuta merda', OFFENSIVE_REASON],
    ['CARALHOOOO', OFFENSIVE_REASON],
    ['sua burraaaaa', OFFENSIVE_REASON],
    ['p u t a que pariu', OFFENSIVE_REASON],
    ['P.U.T.A que pariu', OFFENSIVE_REASON],
    ['p-u-t-a', OFFENSIVE_REASON],
    ['vai tomar no c.u', OFFENSIVE_REASON],
    ['você é uma i d i o t a', OFFENSIVE_REASON],
    ['f0d4-s3 o que vocês acham', OFFENSIVE_REASON],
    ['𝐩𝐮𝐭𝐚 que pariu', OFFENSIVE_REASON],
    ['Ѕua ѵаса', OFFENSIVE_REASON],

    // Links: only official health sources.
    ['Comprei nesse site: www.lojinhadobebe.com.br', LINK_REASON],
    ['Olha esse vídeo https://youtube.com/watch?v=abc123', LINK_REASON],
    ['bit.ly/remedio-colica funciona mesmo!', LINK_REASON],
    ['Achei a matéria em http://saude.gov.br.golpe.com/vacina', LINK_REASON],
    ['Tem informação em sbp.com.br e também em blogdamamae.com', LINK_REASON],

    // Contact and selling.
    ['Vendo carrinho seminovo, R$ 300, chama no privado', SELLING_REASON],
    ['Me chama no whats (11) 98765-4321', SELLING_REASON],
    ['Faço bolos de aniversário, chama no zap!', SELLING_REASON],
    ['Ganhe dinheiro em casa! Renda extra para mamães, link na bio', SELLING_REASON],
    ['Meu e-mail é maria.silva@gmail.com, me escreve', SELLING_REASON],
    ['Meu número é 11987654321', SELLING_REASON],
    ['+55 11 9 8765 4321, chama lá', SELLING_REASON],
    ['Liga pra mim: 9876-5432', SELLING_REASON],
    ['Sou revendedora de fraldas, promoção com frete grátis!', SELLING_REASON],
    ['Me chama no privado para comprar', SELLING_REASON],
    ['Vendo roupinhas de 0 a 6 meses, aceito pix', SELLING_REASON],

    // The first rule that applies gives the reason.
    ['Sua vaca, me chama no zap', OFFENSIVE_REASON],
    ['Vendo enxoval na lojinha.com.br, chama no privado', SELLING_REASON],
  ])('%s → %s', async (content, reason) => {
    const result = await moderate(content);
    expect(result).toEqual({ approved: reason === null, reason });
  });

  it('refuses the same text again within 24 hours, however it is dressed', async () => {
    const recent = [
      { content: 'Alguém tem dica para cólica de madrugada? Já tentei de tudo.', createdAt: ago(3 * HOUR_MS) },
    ];
    expect(await moderate('Alguém tem dica para cólica de madrugada? Já tentei de tudo.', recent)).toEqual({
      approved: false,
      reason: REPEATED_REASON,
    });
    expect(await moderate('ALGUEM TEM DICA PARA COLICA DE MADRUGADA... ja tentei de tudo!!', recent)).toEqual({
      approved: false,
      reason: REPEATED_REASON,
    });
    expect(await moderate('Alguém tem dica para cólica de tarde? Já tentei de tudo.', recent)).toEqual({
      approved: true,
      reason: null,
    });
  });

  it('lets the same text through once 24 hours have passed', async () => {
    const content = 'Bom dia, mamães! Como foi a noite de vocês?';
    expect(await moderate(content, [{ content, createdAt: ago(24 * HOUR_MS - MINUTE_MS) }])).toEqual({
      approved: false,
      reason: REPEATED_REASON,
    });
    expect(await moderate(content, [{ content, createdAt: ago(24 * HOUR_MS) }])).toEqual({
      approved: true,
      reason: null,
    });
  });

  it('lets short courtesies be written again under other posts', async () => {
    const recent = [{ content: 'Força, mamãe! 💕', createdAt: ago(MINUTE_MS) }];
    expect(await moderate('Força, mamãe! 💕', recent, 'comment')).toEqual({ approved: true, reason: null });
  });

  it('refuses an eleventh post within 10 minutes', async () => {
    expect(await moderate('Mais uma dúvida sobre o sono', writings(9, 30 * 1000))).toEqual({
      approved: true,
      reason: null,
    });
    expect(await moderate('Mais uma dúvida sobre o sono', writings(10, 30 * 1000))).toEqual({
      approved: false,
      reason: FLOOD_REASON,
    });
    expect(await moderate('Mais uma dúvida sobre o sono', writings(10, MINUTE_MS))).toEqual({
      approved: true,
      reason: null,
    });
  });

  it('allows twice as many comments, but in a 5-minute window', async () => {
    expect(await moderate('Aqui também!', writings(19, 10 * 1000), 'comment')).toEqual({
      approved: true,
      reason: null,
    });
    expect(await moderate('Aqui também!', writings(20, 10 * 1000), 'comment')).toEqual({
      approved: false,
      reason: FLOOD_REASON,
    });
    expect(await moderate('Aqui também!', writings(20, 15 * 1000), 'comment')).toEqual({
      approved: true,
      reason: null,
    });
    expect(await moderate('Aqui também!', writings(12, 20 * 1000), 'comment')).toEqual({
      approved: true,
      reason: null,
    });
    expect(await moderate('Aqui também!', writings(12, 20 * 1000), 'post')).toEqual({
      approved: false,
      reason: FLOOD_REASON,
    });
  });

  it('says a repeated text is repeated before saying it is too fast', async () => {
    const recent = writings(10, 30 * 1000);
    expect(await moderate(recent[4]!.content, recent)).toEqual({ approved: false, reason: REPEATED_REASON });
  });

  it('uses the current time when none is given', async () => {
    const recent = Array.from({ length: 10 }, () => ({ content: 'Outra dúvida', createdAt: new Date() }));
    expect(await moderator.moderate({ kind: 'post', content: 'Mais uma', recent })).toEqual({
      approved: false,
      reason: FLOOD_REASON,
    });
  });

  it('answers a long post quickly', async () => {
    const content = 'Minha bebê de oito meses mama no peito e come frutas, legumes e leite de vaca só na receita. '
      .repeat(21)
      .slice(0, 2000);
    const started = performance.now();
    for (let i = 0; i < 50; i++) await moderate(content);
    expect((performance.now() - started) / 50).toBeLessThan(20);
  });
});

describe('normalize', () => {
  it.each([
    ['Você é ÓTIMA, ação e coração', 'voce e otima acao e coracao'],
    ['p0rr4', 'porra'],
    ['$u@ v4c@', 'sua vaca'],
    ['!diota', 'idiota'],
    ['idiota!!!', 'idiota'],
    ['10 meses e 3 kg', '10 meses e 3 kg'],
    ['(11) 98765-4321', '11 98765 4321'],
    ['puuuuuta', 'puta'],
    ['caraaaalhooo', 'caralho'],
    ['kkkkkk', 'k'],
    ['carro e passeio', 'carro e passeio'],
    ['p u t a', 'puta'],
    ['p.u.t.a', 'puta'],
    ['p-u-t-a', 'puta'],
    ['P_U_T_A!', 'puta'],
    ['é o bebê e a mãe', 'e o bebe e a mae'],
    ['pau-brasil', 'pau brasil'],
    ['foda-se', 'foda se'],
    ['𝐩𝐮𝐭𝐚 ｐｕｔａ', 'puta puta'],
    ['  Bom   dia,\n\nmamães!  ', 'bom dia mamaes'],
    ['💕🙏', ''],
  ])('%s → %s', (text, expected) => {
    expect(normalize(text)).toBe(expected);
  });
});

describe('spam signals', () => {
  it.each([
    ['gov.br', true],
    ['saude.gov.br', true],
    ['bvsms.saude.gov.br', true],
    ['sbp.com.br', true],
    ['fakegov.br', false],
    ['gov.br.golpe.com', false],
    ['sbp.com.br.ofertas.net', false],
  ])('host %s allowed: %s', (host, allowed) => {
    expect(isAllowedHost(host)).toBe(allowed);
  });

  it.each([
    ['(11) 98765-4321', true],
    ['11987654321', true],
    ['+55 11 9 8765 4321', true],
    ['9876-5432', true],
    ['liga 192', false],
    ['CEP 01310-100', false],
    ['campanha 2024-2025', false],
    ['3.450 kg', false],
  ])('%s has a phone number: %s', (text, expected) => {
    expect(hasPhoneNumber(text)).toBe(expected);
  });
});
