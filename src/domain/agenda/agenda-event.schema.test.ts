import { describe, expect, it } from 'vitest';
import { AgendaEventFormSchema, AgendaEventInputSchema, summaryText } from './agenda-event.schema';

const base = { occurredAt: '2026-11-21T10:30:00.000Z', date: '2026-11-21', time: '07:30' };

describe('AgendaEventInputSchema', () => {
  it('keeps a built-in type', () => {
    expect(AgendaEventInputSchema.parse({ ...base, type: 'mamada', notes: '  peito esquerdo ' })).toMatchObject({
      type: 'mamada',
      title: null,
      notes: 'peito esquerdo',
    });
  });
  it('stores a custom or unknown type as outro with its label as the title', () => {
    expect(AgendaEventInputSchema.parse({ ...base, type: 'Banho' })).toMatchObject({
      type: 'outro',
      title: 'Banho',
      notes: null,
    });
  });
  it('needs a time and a date', () => {
    const noTime = AgendaEventInputSchema.safeParse({ ...base, type: 'sono', time: '' });
    expect(noTime.error?.issues[0]?.message).toBe('Por favor, selecione um horário');
    const noDate = AgendaEventInputSchema.safeParse({ ...base, type: 'sono', date: '' });
    expect(noDate.error?.issues[0]?.message).toBe('Por favor, selecione uma data');
  });
});

describe('AgendaEventFormSchema', () => {
  it('gives the spec messages', () => {
    expect(
      AgendaEventFormSchema.safeParse({ type: 'mamada', notes: '', time: '', date: '2026-11-21' }).error?.issues[0]
        ?.message,
    ).toBe('Por favor, selecione um horário');
    expect(
      AgendaEventFormSchema.safeParse({ type: 'mamada', notes: '', time: '07:00', date: '' }).error?.issues[0]?.message,
    ).toBe('Por favor, selecione uma data');
  });
});

describe('summaryText', () => {
  it('counts each kind with the right plural', () => {
    expect(summaryText({ mamada: 3, fralda: 1, sono: 2, remedio: 0 })).toBe(
      '3 mamadas · 1 fralda · 2 sonos · 0 remédios',
    );
    expect(summaryText({ mamada: 1, fralda: 0, sono: 1, remedio: 1 })).toBe(
      '1 mamada · 0 fraldas · 1 sono · 1 remédio',
    );
  });
});
