import { describe, expect, it } from 'vitest';
import {
  CONSENT_TEXT_VERSION,
  ConsentInputSchema,
  doseState,
  HealthUnitInputSchema,
  normalizeInviteCode,
  UnitListQuerySchema,
} from './health-unit';

describe('doseState', () => {
  it('is "a vencer" after today, whatever the card holds', () => {
    expect(doseState('2026-06-02', '2026-06-01', false)).toBe('a_vencer');
    expect(doseState('2026-06-02', '2026-06-01', true)).toBe('a_vencer');
  });
  it('is late on its own day: "atrasada" on a card in use, "sem registro" on an empty one', () => {
    expect(doseState('2026-06-01', '2026-06-01', true)).toBe('atrasada');
    expect(doseState('2026-06-01', '2026-06-01', false)).toBe('sem_registro');
  });
});

describe('the unit’s schemas', () => {
  const unit = { name: 'UBS Centro', municipality: 'Campinas', address: 'Rua A, 1', openingHours: '7h às 17h' };
  it('takes a unit without CNES, and refuses a CNES that is not 7 digits', () => {
    expect(HealthUnitInputSchema.parse({ ...unit, cnes: '' }).cnes).toBeUndefined();
    expect(HealthUnitInputSchema.parse({ ...unit, cnes: '1234567' }).cnes).toBe('1234567');
    expect(HealthUnitInputSchema.safeParse({ ...unit, cnes: '123456' }).error?.issues[0]?.message).toBe(
      'O CNES tem 7 dígitos',
    );
  });
  it('reads a code as typed (lower case, spaces, a dash) and names the consent version read', () => {
    expect(normalizeInviteCode(' abcd-ef23 ')).toBe('ABCDEF23');
    const base = { babyId: '7d3f2a4e-5b6c-4d7e-8f90-a1b2c3d4e5f6', code: 'abcd ef23' };
    expect(ConsentInputSchema.parse({ ...base, textVersion: CONSENT_TEXT_VERSION }).code).toBe('ABCDEF23');
    expect(ConsentInputSchema.safeParse({ ...base, textVersion: 'antigo' }).error?.issues[0]?.message).toBe(
      'O texto do consentimento mudou. Leia de novo antes de autorizar.',
    );
    expect(ConsentInputSchema.safeParse({ ...base, code: 'ABC', textVersion: CONSENT_TEXT_VERSION }).success).toBe(
      false,
    );
  });
  it('defaults the list to the late doses, first page', () => {
    expect(UnitListQuerySchema.parse({})).toEqual({ list: 'atrasadas', page: 1 });
    expect(UnitListQuerySchema.parse({ minDaysLate: '30' }).minDaysLate).toBe(30);
  });
});
