import { describe, expect, it } from 'vitest';
import { detectUrgency, type Urgency } from '../../../domain/safety/urgency';
import type { LuContext } from './ai';
import {
  createOfflineAnswerer,
  OFFLINE_CRISIS,
  OFFLINE_EMERGENCY,
  OFFLINE_NOTE,
  OFFLINE_UNKNOWN,
} from './offline-answerer';

const context = (ageMonths: number): LuContext => ({
  mother: { name: 'Ana', ageYears: 30 },
  baby: {
    name: 'Helena',
    ageMonths,
    ageText: `${ageMonths} meses`,
    gender: 'F',
    weight: null,
    height: null,
    allergies: [],
    conditions: [],
  },
  pendingVaccines: { count: 0, names: null },
  todayEvents: { count: 0, items: null },
  care: { lastFeeding: null, sleepTodaySeconds: 0, lastMedicine: null },
  growth: null,
  milestonesNotYet: [],
  sleep: null,
});

async function answer(
  question: string,
  ageMonths = 7,
  urgency: Urgency | null = null,
  sleep: LuContext['sleep'] = null,
) {
  let text = '';
  for await (const piece of createOfflineAnswerer().reply({
    question,
    context: { ...context(ageMonths), sleep },
    messages: [],
    urgency,
    signal: new AbortController().signal,
  })) {
    text += piece;
  }
  return text;
}

describe('the offline Lu on sleep', () => {
  const sleep = {
    next: 'Próxima soneca: entre 14:10 e 14:40 (acordou às 12:25 · acordada há 1 h 35; pelo padrão dos últimos 7 dias de Helena)',
    lastDays: 'Nos últimos 6 dias registrados: em média 13 h 40 de sono por dia.',
  };

  it.each(['quando ela deve dormir?', 'quanto ela está dormindo?'])(
    'answers “%s” from her own log first',
    async (question) => {
      const text = await answer(question, 5, null, sleep);
      expect(text).toContain(`Pelo registro de Helena: ${sleep.next}.\n${sleep.lastDays}`);
      expect(text).toMatch(/Sono seguro/);
    },
  );
});

describe('the offline Lu', () => {
  it.each([
    ['O que posso dar no café da manhã do meu bebê?', /manhã/i],
    ['Como aliviar as cólicas do meu bebê?', /cólica/i],
    ['Como introduzir novos alimentos?', /aliment/i],
    ['Dicas para o bebê dormir melhor', /sono|dormir/i],
    ['ela tem muitos gases de noite', /cólica|gases/i],
    ['os dentinhos estão nascendo, ela baba muito', /dent/i],
    ['qual a temperatura da água do banho?', /banho/i],
    ['como saber se meu leite está sustentando?', /leite|mamar|amament/i],
    ['posso dar mel pra ela?', /mel/i],
    ['alergia a proteína do leite de vaca, o que evitar?', /APLV|proteína do leite/i],
    ['o que eu devo comer enquanto amamento?', /cálcio|água|aliment/i],
    ['ela caiu do sofá, o que observar?', /queda|caiu|observ/i],
    ['assadura na fralda, o que fazer?', /assadura|fralda/i],
    ['que exercícios posso fazer com o bebê?', /exercício|bruços/i],
  ])('"%s" gets an answer about it, by the baby’s name', async (question, topic) => {
    const text = await answer(question);
    expect(text.startsWith(OFFLINE_NOTE)).toBe(true);
    expect(text).toMatch(topic);
    expect(text).toContain('Helena');
    expect(text).not.toContain(OFFLINE_UNKNOWN);
  });

  it('says honestly when it does not know', async () => {
    const text = await answer('Qual a capital da França?');
    expect(text).toContain(OFFLINE_UNKNOWN);
  });

  it('answers a mother in crisis with words for her, never a care topic', async () => {
    const text = await answer(
      'não aguento mais, o bebê não dorme',
      7,
      detectUrgency('não aguento mais, o bebê não dorme'),
    );
    expect(text).toContain(OFFLINE_CRISIS);
    expect(text).not.toMatch(/sono seguro/i);
  });

  it('points to the SOS screen when an emergency fits no care topic', async () => {
    const text = await answer('a moleira está estufada', 7, detectUrgency('a moleira está estufada'));
    expect(text).toContain(OFFLINE_EMERGENCY);
    expect(text).not.toContain(OFFLINE_UNKNOWN);
  });

  it('answers an emergency with its first-aid topic, never with an unrelated one', async () => {
    const drowning = await answer('o nenem se afogou na banheira', 7, detectUrgency('o nenem se afogou na banheira'));
    expect(drowning).toContain(OFFLINE_EMERGENCY);
    expect(drowning).not.toMatch(/temperatura certa/);
    const choking = await answer('ele engasgou e não respira', 7, detectUrgency('ele engasgou e não respira'));
    expect(choking).toMatch(/5 tapas/);
  });

  it('streams in several pieces', async () => {
    const pieces: string[] = [];
    for await (const piece of createOfflineAnswerer().reply({
      question: 'cólicas',
      context: context(2),
      messages: [],
      urgency: null,
      signal: new AbortController().signal,
    })) {
      pieces.push(piece);
    }
    expect(pieces.length).toBeGreaterThan(20);
  });
});
