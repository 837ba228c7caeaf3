import { describe, expect, it } from 'vitest';
import { type CareTimer, elapsedSeconds, sideTotals, stoppedTimerEvent, suggestedSide, switchSide } from './care-timer';

const at = (minute: number, second = 0) => new Date(Date.UTC(2026, 10, 23, 10, minute, second));
const feeding: CareTimer = {
  id: '7d3f2a4e-5b6c-4d7e-8f90-a1b2c3d4e5f6',
  kind: 'mamada',
  startedAt: at(0).toISOString(),
  side: 'esquerdo',
  sideSince: at(0).toISOString(),
  leftSeconds: 0,
  rightSeconds: 0,
};

describe('a feeding timer', () => {
  it('counts the side in use until it switches, then the other', () => {
    expect(sideTotals(feeding, at(7, 30))).toEqual({ left: 450, right: 0 });
    const right = switchSide(feeding, 'direito', at(8));
    expect(right).toMatchObject({ side: 'direito', sideSince: at(8).toISOString(), leftSeconds: 480, rightSeconds: 0 });
    expect(sideTotals(right, at(12))).toEqual({ left: 480, right: 240 });
    const leftAgain = switchSide(right, 'esquerdo', at(15));
    expect(sideTotals(leftAgain, at(16))).toEqual({ left: 540, right: 420 });
    expect(elapsedSeconds(leftAgain, at(16))).toBe(960);
  });

  it('keeps the timer as it is when the side does not change', () => {
    expect(switchSide(feeding, 'esquerdo', at(5))).toBe(feeding);
  });

  it('stops into a feeding that ends on the side in use, with both sides’ times', () => {
    const right = switchSide(feeding, 'direito', at(10));
    expect(stoppedTimerEvent(right, at(18))).toEqual({
      id: feeding.id,
      type: 'mamada',
      occurredAt: feeding.startedAt,
      endedAt: at(18).toISOString(),
      feeding: 'peito_direito',
      leftSeconds: 600,
      rightSeconds: 480,
    });
  });

  it('suggests the other side from the last feeding', () => {
    expect(suggestedSide('peito_direito')).toBe('esquerdo');
    expect(suggestedSide('peito_esquerdo')).toBe('direito');
    expect(suggestedSide(null)).toBe('esquerdo');
  });
});

describe('a sleep timer', () => {
  it('stops into a sleep from its start to now, at least a second long', () => {
    const sleep: CareTimer = { ...feeding, kind: 'sono', side: null, sideSince: null };
    expect(stoppedTimerEvent(sleep, at(90))).toEqual({
      id: sleep.id,
      type: 'sono',
      occurredAt: sleep.startedAt,
      endedAt: at(90).toISOString(),
    });
    expect(stoppedTimerEvent(sleep, at(0)).endedAt).toBe(at(0, 1).toISOString());
  });
});
