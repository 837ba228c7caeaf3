import { describe, expect, it } from 'vitest';
import { findSigns } from './find-signs';
import { readSentences } from './read-sentences';

const signsOf = (message: string, ageMonths: number | null = null) => findSigns(readSentences(message, { ageMonths }));

describe('finding the signs', () => {
  it('hears the signs of tier 1 told of now, and the concepts of tier 2 in every word', () => {
    const signs = signsOf('socorro meu bebê engasgou e não tá conseguindo respirar');
    expect(signs.emergencies).toEqual(['choking', 'breathing']);
    expect(signs.named).toEqual(['breathing', 'choking', 'cry-for-help']);
    const story = signsOf('quando ele tinha 4 anos desmaiou, ficou branquinho e caiu, hoje tem 9');
    expect(story.emergencies).toEqual([]);
    expect(story.named).toEqual(['colour', 'consciousness', 'fall']);
  });

  it('names a fever only while the baby is under 3 months or of an unknown age', () => {
    expect(signsOf('meu bebê de 1 mês está com febre de 38.2').emergencies).toEqual(['fever-under-3-months']);
    expect(signsOf('está com febre de 38.5', null).named).toContain('fever');
    expect(signsOf('está com febre de 38.5', 8).named).not.toContain('fever');
  });

  it('sets a certain crisis apart from its own words, which are not a second danger', () => {
    const signs = signsOf('tomei a cartela toda de rivotril');
    expect(signs.crises).toEqual(['crisis-self-harm']);
    expect(signs.rest.trim()).toBe('de rivotril');
  });

  it('hears a dose question, whose own line names the poison centre, instead of the medicine concept', () => {
    const signs = signsOf('quantas gotas de dipirona posso dar pra ele?');
    expect(signs.medicineDose).toBe(true);
    expect(signs.named).toEqual([]);
  });

  it('hears what she took and gave the baby too', () => {
    expect(signsOf('bebi água sanitária e dei pra ele também').tookAndGave).toBe(true);
    expect(signsOf('bebi água e dormi').tookAndGave).toBe(false);
  });
});
