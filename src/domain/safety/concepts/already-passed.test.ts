import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { isResolved } from './already-passed';

describe('a message that says the danger already passed', () => {
  it.each(['engasgou, tossiu e já passou, tá rindo', 'o pediatra disse que é normal, é refluxo'])(
    'is resolved: %s',
    (text) => {
      expect(isResolved(readAsMotherMeant(text))).toBe(true);
    },
  );

  it.each([
    'engasgou, já passou mas agora está roxo',
    'engoliu muita água na piscina, já passou',
    'engasgou e não respira',
  ])('is not resolved: %s', (text) => {
    expect(isResolved(readAsMotherMeant(text))).toBe(false);
  });
});
