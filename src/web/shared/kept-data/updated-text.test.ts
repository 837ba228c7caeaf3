import { describe, expect, it } from 'vitest';
import { updatedText } from './updated-text';

describe('updatedText', () => {
  const now = new Date(2026, 10, 29, 22, 40);

  it('says the time alone for today', () => {
    expect(updatedText(new Date(2026, 10, 29, 6, 12), now)).toBe('Atualizado às 06:12 — sem internet agora.');
  });

  it('says the day too for an earlier one, at midnight included', () => {
    expect(updatedText(new Date(2026, 10, 28, 23, 59), now)).toBe('Atualizado em 28/11 às 23:59 — sem internet agora.');
    expect(updatedText(new Date(2026, 10, 29, 0, 0), now)).toBe('Atualizado às 00:00 — sem internet agora.');
  });
});
