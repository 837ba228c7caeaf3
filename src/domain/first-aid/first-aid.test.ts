import { describe, expect, it } from 'vitest';
import { EMERGENCY_NUMBERS, FIRST_AID, type FirstAidKey } from './first-aid';

const guide = (key: FirstAidKey) => FIRST_AID.find((g) => g.key === key)!;
const text = (key: FirstAidKey) => {
  const g = guide(key);
  return [g.summary, ...g.steps, g.warning].join(' ');
};

describe('FIRST_AID', () => {
  it('has the guides in order', () => {
    expect(FIRST_AID.map((g) => g.key)).toEqual(['desengasgo', 'reanimacao', 'quedas']);
  });

  it('fills every guide, with 4 to 8 steps and a warning that ends by calling the SAMU', () => {
    for (const g of FIRST_AID) {
      for (const t of [g.title, g.summary, g.warning, ...g.steps]) {
        expect(t.trim(), g.key).not.toBe('');
        expect(t, g.key).not.toMatch(/[<>*#_`]|\s{2}/);
      }
      expect(g.steps.length, g.key).toBeGreaterThanOrEqual(4);
      expect(g.steps.length, g.key).toBeLessThanOrEqual(8);
      expect(g.warning, g.key).toMatch(/ligue 192 \(SAMU\)\.$/);
    }
  });

  it('desengasgo: 5 back blows and 5 chest compressions, head lower, no blind finger sweep, CPR if unresponsive', () => {
    const t = text('desengasgo');
    expect(t).toContain('5 tapas');
    expect(t).toContain('entre as escápulas');
    expect(t).toContain('5 compressões');
    expect(t).toContain('2 dedos');
    expect(t).toContain('abaixo da linha dos mamilos');
    expect(t).toContain('mais baixa que o corpo');
    expect(t).toContain('nunca procure às cegas');
    expect(t).toContain('reanimação');
    expect(t).toContain('Heimlich');
  });

  it('reanimacao: 30 compressions to 2 breaths, 4 cm, 100 to 120 a minute, 2 minutes before calling when alone', () => {
    const t = text('reanimacao');
    expect(t).toContain('30 compressões');
    expect(t).toContain('2 ventilações');
    expect(t).toContain('4 cm');
    expect(t).toContain('um terço');
    expect(t).toContain('100 a 120');
    expect(t).toContain('2 minutos');
    expect(t).toContain('2 dedos');
  });

  it('quedas: warning signs, cold compress for 10 to 15 minutes, watch 24 to 48 hours', () => {
    const t = text('quedas');
    expect(t).toContain('10 a 15 minutos');
    expect(t).toContain('1 metro');
    expect(t).toContain('3 meses');
    expect(t).toContain('24 a 48 horas');
    expect(t).toContain('Nunca coloque gelo direto na pele');
    for (const sign of ['perda de consciência', 'vômitos', 'convulsão', 'ouvido', 'nariz', 'inchaço mole']) expect(t).toContain(sign);
  });
});

describe('EMERGENCY_NUMBERS', () => {
  it('lists SAMU, Bombeiros and Disque-Intoxicação with dialable numbers', () => {
    expect(EMERGENCY_NUMBERS.map((n) => [n.name, n.number, n.tel])).toEqual([
      ['SAMU', '192', '192'],
      ['Bombeiros', '193', '193'],
      ['Disque-Intoxicação', '0800 722 6001', '08007226001'],
    ]);
    for (const n of EMERGENCY_NUMBERS) {
      expect(n.tel).toMatch(/^\d+$/);
      expect(n.description.trim()).not.toBe('');
    }
  });
});
