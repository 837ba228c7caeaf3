import { describe, expect, it } from 'vitest';
import { instantAt } from '../reminders/zoned-time';
import type { CalendarDose } from '../vaccines/vaccine-card';
import { nextDoses } from '../vaccines/vaccine-card';
import {
  counted,
  diaperCountAnswer,
  feedingCountAnswer,
  feedingDurationAnswer,
  feedingSideAnswer,
  type LogClock,
  napNextAnswer,
  vaccineNextAnswer,
  whenText,
} from './own-log-words';

const SP = 'America/Sao_Paulo';
const at = (day: string, minutes: number) => instantAt(day, minutes, SP);
const clock: LogClock = { now: at('2026-11-20', 15 * 60), timeZone: SP, today: '2026-11-20', yesterday: '2026-11-19' };
const iso = (day: string, minutes: number) => at(day, minutes).toISOString();

describe('own log words', () => {
  it('counts in Portuguese', () => {
    expect(counted(1, 'mamada', 'mamadas')).toBe('1 mamada');
    expect(counted(3, 'mamada', 'mamadas')).toBe('3 mamadas');
  });

  it('says when on her clock: today with how long ago, yesterday, or the date', () => {
    expect(whenText(at('2026-11-20', 6 * 60 + 10), clock)).toBe('hoje às 06:10, há 8 h 50 min');
    expect(whenText(at('2026-11-19', 22 * 60 + 40), clock)).toBe('ontem às 22:40');
    expect(whenText(at('2026-11-12', 9 * 60), clock)).toBe('em 12/11/2026 às 09:00');
  });

  it('says kindly that nothing is logged, today or yesterday', () => {
    expect(feedingCountAnswer('Nina', 'today', [], SP)).toBe(
      'Ainda não há mamadas registradas hoje para Nina. Quando registrar na agenda, eu conto para você.',
    );
    expect(feedingCountAnswer('Nina', 'yesterday', [], SP)).toBe(
      'Não há mamadas registradas ontem para Nina. Se alguma ficou sem registro, ainda dá para anotar na agenda.',
    );
  });

  it('lists a long day by its first and last only', () => {
    const feedings = Array.from({ length: 10 }, (_, i) => ({ occurredAt: iso('2026-11-20', 60 + i * 80) }));
    expect(feedingCountAnswer('Nina', 'today', feedings, SP)).toBe(
      'Hoje Nina fez 10 mamadas: da primeira às 01:00 à última às 13:00. A última foi às 13:00.',
    );
  });

  it('says she is asleep with how long, and what comes next', () => {
    expect(
      napNextAnswer(
        { name: 'Nina', gender: 'F' },
        { state: 'asleep', since: at('2026-11-20', 14 * 60 + 12) },
        false,
        clock,
      ),
    ).toBe(
      'Pelo registro, Nina está dormindo há 48 min. Quando acordar e você encerrar o sono na agenda, eu sugiro a próxima janela.',
    );
  });

  it('counts a diaper with both for pee and for poop', () => {
    const diapers = [{ occurredAt: iso('2026-11-20', 8 * 60), diaper: 'xixi_e_coco' as const }];
    expect(diaperCountAnswer('Theo', 'today', 'coco', diapers, SP)).toBe(
      'Hoje, Theo teve 1 fralda com cocô: às 08:00.',
    );
  });

  it('names the bottle given after the last breast', () => {
    const breast = { occurredAt: iso('2026-11-20', 9 * 60), feeding: 'peito_esquerdo' as const };
    const bottle = { occurredAt: iso('2026-11-20', 12 * 60), feeding: 'mamadeira' as const, bottleMl: 90 };
    expect(feedingSideAnswer('Nina', bottle, breast, clock)).toBe(
      'A última mamada no peito de Nina foi no peito esquerdo, hoje às 09:00, há 6 h. Depois dela, Nina tomou mamadeira hoje às 12:00, há 3 h.',
    );
  });

  it('says a feeding without a timer has no length rather than guess one', () => {
    expect(feedingDurationAnswer('Nina', { occurredAt: iso('2026-11-20', 14 * 60) }, clock)).toBe(
      'A última mamada de Nina foi hoje às 14:00, há 1 h, mas a duração não foi registrada. Com o cronômetro da agenda, eu consigo dizer quanto durou.',
    );
  });

  it('never answers "não há janela para sugerir" when no sleep is logged', () => {
    const text = napNextAnswer({ name: 'Lia', gender: 'F' }, { state: 'no_data' }, false, clock);
    expect(text).not.toContain('não há janela');
    expect(text).toContain('Quando registrar o último sono na agenda');
  });
});

const dose = (vaccineName: string, doseNumber: number, months: number, yearly: number | null = null): CalendarDose => ({
  id: `${vaccineName}-${doseNumber}`,
  vaccineName,
  doseNumber,
  doseLabel: `${doseNumber}ª dose`,
  description: '',
  ageDisplay: `${months} meses`,
  recommendedAgeMonths: months,
  repeatsYearlyUntilMonths: yearly,
});

describe('nextDoses', () => {
  const calendar = [
    dose('Penta', 1, 2),
    dose('Penta', 2, 4),
    dose('VIP', 2, 4),
    dose('Influenza', 3, 12, 72),
    dose('Penta', 3, 6),
  ];

  it('gives the youngest age ahead not yet given, and its day', () => {
    const next = nextDoses(calendar, [], '2026-01-31', 3);
    expect(next?.on).toBe('2026-05-31');
    expect(next?.doses.map((d) => d.id)).toEqual(['Penta-2', 'VIP-2']);
  });

  it('skips a dose given early and the yearly dose; none left is null', () => {
    const given = [{ id: 'r', vaccineName: 'Penta', doseNumber: 2, applicationDate: '2026-05-01', notes: null }];
    expect(nextDoses(calendar, given, '2026-01-31', 3)?.doses.map((d) => d.id)).toEqual(['VIP-2']);
    expect(nextDoses(calendar, [], '2026-01-31', 6)).toBeNull();
  });

  it('words an up-to-date card with no dose ahead', () => {
    expect(vaccineNextAnswer('Nina', [], null)).toBe(
      'O cartão de vacinas de Nina está em dia. Não há outra dose do calendário prevista no cartão.',
    );
  });
});
