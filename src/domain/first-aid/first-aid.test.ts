import { describe, expect, it } from 'vitest';
import {
  CALL_ON_SPEAKERPHONE,
  EMERGENCY_NUMBERS,
  FIRST_AID,
  FIRST_AID_CLOSING,
  FIRST_AID_SOURCE,
  type FirstAidKey,
  guideSteps,
} from './first-aid';

const guide = (key: FirstAidKey) => FIRST_AID.find((g) => g.key === key)!;
const text = (key: FirstAidKey) => {
  const g = guide(key);
  return [g.title, g.summary, ...g.parts.flatMap((p) => [p.heading ?? '', ...p.steps]), g.warning].join(' ');
};
const part = (key: FirstAidKey, heading: string) =>
  guide(key)
    .parts.find((p) => p.heading === heading)!
    .steps.join(' ');
const everyText = [
  ...FIRST_AID.map((g) => text(g.key)),
  CALL_ON_SPEAKERPHONE,
  FIRST_AID_CLOSING,
  FIRST_AID_SOURCE,
  ...EMERGENCY_NUMBERS.map((n) => n.description),
];

describe('FIRST_AID', () => {
  it('has the three guides in order', () => {
    expect(FIRST_AID.map((g) => g.key)).toEqual(['desengasgo', 'reanimacao', 'quedas']);
  });

  it('fills every guide, with 2 to 8 steps a part, headings when split, and a warning that ends by calling the SAMU', () => {
    for (const g of FIRST_AID) {
      for (const t of [
        g.title,
        g.summary,
        g.warning,
        ...guideSteps(g),
        ...g.parts.map((p) => p.heading ?? 'sem título'),
      ]) {
        expect(t.trim(), g.key).not.toBe('');
        expect(t, g.key).not.toMatch(/[<>*#_`]|\s{2}/);
      }
      for (const p of g.parts) {
        expect(p.steps.length, g.key).toBeGreaterThanOrEqual(2);
        expect(p.steps.length, g.key).toBeLessThanOrEqual(8);
        if (g.parts.length > 1) expect(p.heading, g.key).toBeTruthy();
      }
      expect(guideSteps(g).length, g.key).toBeGreaterThanOrEqual(4);
      expect(g.warning, g.key).toMatch(/ligue 192 \(SAMU\)\.$/);
    }
  });

  it('never teaches the two-finger technique dropped in 2025', () => {
    for (const t of everyText) expect(t).not.toMatch(/\b(2|dois) dedos\b/i);
  });

  it('tells the mother to call 192 on speakerphone and start, not to wait', () => {
    expect(CALL_ON_SPEAKERPHONE).toMatch(/192 no viva-voz/);
    expect(CALL_ON_SPEAKERPHONE).toContain('SAMU');
    for (const key of ['desengasgo', 'reanimacao', 'quedas'] as const) expect(text(key), key).toContain('viva-voz');
  });

  it('desengasgo under 1 year: 5 back blows and 5 chest thrusts with the heel of one hand, head lower, no blind finger sweep', () => {
    const t = text('desengasgo');
    const infant = part('desengasgo', 'Bebê com menos de 1 ano');
    expect(infant).toContain('5 tapas');
    expect(infant).toContain('entre as escápulas');
    expect(infant).toContain('5 compressões firmes no peito');
    expect(infant).toContain('metade de baixo do osso do peito');
    expect(infant).toContain('abaixo da linha dos mamilos');
    expect(infant).toContain('base de uma das mãos');
    expect(infant).not.toContain('polegares');
    expect(infant).toContain('mais baixa que o corpo');
    expect(t).toContain('Nunca procure o objeto às cegas');
    expect(t).toContain('reanimação');
  });

  it('desengasgo from 1 year: back blows alternating with abdominal thrusts, in a section of its own', () => {
    expect(guide('desengasgo').title).toContain('a partir de 1 ano');
    const child = part('desengasgo', 'Criança a partir de 1 ano');
    expect(child).toContain('5 tapas firmes nas costas');
    expect(child).toContain('5 compressões abdominais');
    expect(child).toMatch(/Alterne 5 tapas nas costas e 5 compressões abdominais/);
    expect(child).toContain('Heimlich');
  });

  it('reanimacao: 30:2 for a lay rescuer, 15:2 only for two trained rescuers, 4 cm, 100 to 120 a minute', () => {
    const t = text('reanimacao');
    expect(t).toContain('30 compressões');
    expect(t).toContain('2 ventilações');
    expect(t).toContain('15:2');
    expect(t).toMatch(/15:2\): esse ritmo é para dois socorristas treinados/);
    expect(t).toContain('4 cm');
    expect(t).toContain('um terço');
    expect(t).toContain('100 a 120');
    expect(t).toContain('base de uma das mãos');
    expect(t).toContain('dois polegares');
  });

  it('reanimacao: calls 192 first on speakerphone; 2 minutes alone only with no phone at all', () => {
    const steps = guideSteps(guide('reanimacao'));
    const call = steps.findIndex((s) => s.includes('ligue 192 na hora e coloque no viva-voz'));
    const noPhone = steps.findIndex((s) => s.includes('2 minutos'));
    expect(call).toBeGreaterThanOrEqual(0);
    expect(noPhone).toBeGreaterThan(call);
    expect(steps[noPhone]).toMatch(/^Só se não houver nenhum telefone/);
    expect(text('reanimacao')).not.toContain('2 minutos de reanimação antes de ligar');
  });

  it('quedas: warning signs, heights by age, cold compress for 10 to 15 minutes, watch 24 to 48 hours', () => {
    const t = text('quedas');
    expect(t).toContain('10 a 15 minutos');
    expect(t).toContain('3 meses');
    expect(t).toMatch(/menos de 2 anos e cair de mais de cerca de 90 cm/);
    expect(t).toMatch(/2 anos ou mais e cair de mais de cerca de 1,5 m/);
    expect(t).not.toMatch(/1 metro/);
    expect(t).toContain('24 a 48 horas');
    expect(t).toContain('envolvidos em um pano');
    expect(t).toContain('Nunca coloque gelo direto na pele');
    for (const sign of [
      'perda de consciência',
      'vômitos',
      'sonolência',
      'irritabilidade',
      'convulsão',
      'ouvido',
      'nariz',
      'inchaço mole',
      'dificuldade para se mexer',
    ]) {
      expect(t).toContain(sign);
    }
  });
});

describe('closing lines', () => {
  it('send the mother to the pediatrician and name the source', () => {
    expect(FIRST_AID_CLOSING).toContain('pediatra');
    expect(FIRST_AID_CLOSING).toContain('curso de primeiros socorros');
    expect(FIRST_AID_SOURCE).toMatch(/^Fonte: .*AHA\/AAP \(2025\).*Ministério da Saúde\.$/);
  });
});

describe('EMERGENCY_NUMBERS', () => {
  it('lists SAMU, Bombeiros, Disque-Intoxicação and CVV with dialable numbers', () => {
    expect(EMERGENCY_NUMBERS.map((n) => [n.name, n.number, n.tel])).toEqual([
      ['SAMU', '192', '192'],
      ['Bombeiros', '193', '193'],
      ['Disque-Intoxicação', '0800 722 6001', '08007226001'],
      ['CVV', '188', '188'],
    ]);
    for (const n of EMERGENCY_NUMBERS) {
      expect(n.tel).toMatch(/^\d+$/);
      expect(n.description.trim()).not.toBe('');
    }
  });

  it('says the CVV is free and open 24 hours, for the mother', () => {
    const cvv = EMERGENCY_NUMBERS.find((n) => n.tel === '188')!;
    expect(cvv.description).toMatch(/gratuito/);
    expect(cvv.description).toMatch(/24 horas/);
    expect(cvv.description).toMatch(/mãe/);
  });
});
