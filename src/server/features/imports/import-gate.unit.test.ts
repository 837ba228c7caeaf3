import { describe, expect, it } from 'vitest';
import { ImportGate } from './import-gate';

describe('the import gate', () => {
  it("counts each account's imports under way, and frees a place when one leaves, once", () => {
    const gate = new ImportGate(10);
    const first = gate.enter('ana');
    const second = gate.enter('ana');
    expect([first.others(), second.others(), gate.enter('bia').others()]).toEqual([1, 1, 0]);
    first.leave();
    first.leave();
    expect(gate.enter('ana').others()).toBe(1);
  });

  it('counts no more an import whose row is being written: the database counts it', () => {
    const gate = new ImportGate(10);
    const first = gate.enter('ana');
    const second = gate.enter('ana');
    first.stored();
    expect(second.others()).toBe(0);
    first.leave();
    expect(second.others()).toBe(0);
  });

  it('refuses, in words, one more than the install bears at once, whoever sends it', () => {
    const gate = new ImportGate(2);
    const ana = gate.enter('ana');
    gate.enter('bia');
    expect(() => gate.enter('carla')).toThrow(
      'Muitas importações estão sendo recebidas agora. Tente de novo em um minuto.',
    );
    ana.leave();
    expect(gate.enter('carla').others()).toBe(0);
  });
});
