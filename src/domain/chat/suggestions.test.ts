import { describe, expect, it } from 'vitest';
import { splitSuggestions, suggestionLine } from './suggestions';

describe("the subjects under Lu's reply", () => {
  it('are taken out of the text, in order', () => {
    const message = [
      'Essa está fora do que eu sei.',
      'Talvez ajude:',
      suggestionLine('Cólicas'),
      suggestionLine('Sono'),
    ].join('\n');
    expect(splitSuggestions(message)).toEqual({
      text: 'Essa está fora do que eu sei.\nTalvez ajude:',
      suggestions: ['Cólicas', 'Sono'],
    });
  });

  it('leave a reply without them as it is', () => {
    expect(splitSuggestions('Oi!\n\n» \nTudo bem.')).toEqual({ text: 'Oi!\n\nTudo bem.', suggestions: [] });
    expect(splitSuggestions('Uma linha » no meio')).toEqual({ text: 'Uma linha » no meio', suggestions: [] });
  });
});
