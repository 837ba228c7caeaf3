import { describe, expect, it } from 'vitest';
import { eventDetailsProblem, NO_DETAILS } from './event-details';

const now = new Date('2026-11-23T12:00:00Z');
const at = new Date('2026-11-23T10:00:00Z');
const problem = (type: string, details: Partial<typeof NO_DETAILS>, occurredAt = at) =>
  eventDetailsProblem(type, occurredAt, { ...NO_DETAILS, ...details }, now);

describe('event details', () => {
  it('accepts each type’s own details, and none', () => {
    expect(problem('mamada', {})).toBeNull();
    expect(problem('mamada', { feeding: 'peito_esquerdo', leftSeconds: 600, rightSeconds: 300 })).toBeNull();
    expect(problem('mamada', { feeding: 'mamadeira', bottleMl: 500, milk: 'materno' })).toBeNull();
    expect(problem('sono', { endedAt: '2026-11-23T11:00:00Z' })).toBeNull();
    expect(problem('fralda', { diaper: 'coco' })).toBeNull();
    expect(problem('remedio', { medicine: 'Paracetamol', dose: '2,5 ml' })).toBeNull();
  });

  it('refuses another type’s details', () => {
    expect(problem('sono', { diaper: 'xixi' })).toBe('Este detalhe não vale para este tipo de registro');
    expect(problem('outro', { medicine: 'Dipirona' })).toBe('Este detalhe não vale para este tipo de registro');
  });

  it('refuses times in the future beyond a phone clock’s slack', () => {
    expect(problem('mamada', {}, new Date('2026-11-23T12:04:00Z'))).toBeNull();
    expect(problem('mamada', {}, new Date('2026-11-23T12:06:00Z'))).toBe('O horário não pode estar no futuro');
    expect(problem('sono', { endedAt: '2026-11-23T13:00:00Z' })).toBe('O horário não pode estar no futuro');
  });

  it('refuses an end before the start and a span over 24 h', () => {
    expect(problem('sono', { endedAt: '2026-11-23T10:00:00Z' })).toBe('O fim deve ser depois do início');
    expect(problem('sono', { endedAt: '2026-11-23T11:00:00Z' }, new Date('2026-11-22T10:59:00Z'))).toBe(
      'A duração não pode passar de 24 horas',
    );
    expect(problem('mamada', { feeding: 'peito_direito', leftSeconds: 50_000, rightSeconds: 50_000 })).toBe(
      'A duração não pode passar de 24 horas',
    );
  });

  it('keeps bottle and breast details apart', () => {
    expect(problem('mamada', { feeding: 'peito_esquerdo', milk: 'formula' })).toBe(
      'Quantidade e tipo de leite são só da mamadeira',
    );
    expect(problem('mamada', { bottleMl: 90 })).toBe('Escolha o peito ou a mamadeira');
    expect(problem('mamada', { feeding: 'mamadeira', rightSeconds: 60 })).toBe(
      'A duração por peito é só da mamada no peito',
    );
  });
});
