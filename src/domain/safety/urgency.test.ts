import { describe, expect, it } from 'vitest';
import { ageInMonthsFromText, mentionsFever, temperaturesIn } from './fever';
import { readAsMotherMeant } from './mother-speak';
import { detectUrgency, isEmergencySearch } from './urgency';
import { CALL_192_LINE, CRISIS_LINE, urgentOpening } from './urgent-openings';

describe('readAsMotherMeant', () => {
  it('spells out chat Portuguese and reads every name for the baby as "bebe"', () => {
    expect(readAsMotherMeant('Meu bb tá c/ febre', null)).toBe('meu bebe esta c febre');
    expect(readAsMotherMeant('o Nenem n respira', null)).toBe('o bebe nao respira');
    expect(readAsMotherMeant('A Helena caiu', 'Helena Souza')).toBe('a bebe caiu');
  });

  it('corrects a one-letter slip in a long alarm word, not in a word of its own', () => {
    expect(readAsMotherMeant('ele engasgol')).toBe('ele engasgou');
    expect(readAsMotherMeant('teve uma convulçao')).toBe('teve uma convulsao');
    expect(readAsMotherMeant('ela afagou o gato')).toBe('ela afagou o gato');
  });
});

describe('fever and age in a message', () => {
  it.each([
    ['esta com 38 graus', [38]],
    ['deu 37 9 no termometro', [37.9]],
    ['marcou 38 2', [38.2]],
    ['esta com 38 e meio', [38.5]],
    ['nasceu com 38 semanas', []],
    ['mamou 40 ml', []],
  ])('"%s" holds %j', (text, expected) => {
    expect(temperaturesIn(text)).toEqual(expected);
  });

  it('counts fever from 37,5 °C and hears "sem febre"', () => {
    expect(mentionsFever('deu 37 5')).toBe(true);
    expect(mentionsFever('deu 37 4 e febre')).toBe(false);
    expect(mentionsFever('ela esta com febre')).toBe(true);
    expect(mentionsFever('ela esta sem febre')).toBe(false);
  });

  it('reads an age, not a duration', () => {
    expect(ageInMonthsFromText('meu bebe de 6 semanas')).toBeCloseTo(1.4, 1);
    expect(ageInMonthsFromText('ela tem 20 dias')).toBeCloseTo(0.67, 1);
    expect(ageInMonthsFromText('recem nascido com febre')).toBe(0);
    expect(ageInMonthsFromText('com febre ha 3 dias')).toBeNull();
    expect(ageInMonthsFromText('febre de 2 dias')).toBeNull();
  });
});

describe('detectUrgency', () => {
  it.each([
    'meu bebe ta com os labios azulados',
    'o nenem se afogou na banheira',
    'bebeu água sanitária',
    'a moleira está estufada',
  ])('"%s" is an emergency', (message) => {
    expect(detectUrgency(message)?.kind).toBe('emergency');
  });

  it('hears "não aguento mais, queria desaparecer" as a crisis', () => {
    expect(detectUrgency('não aguento mais, queria desaparecer')).toEqual({
      kind: 'crisis',
      categories: ['crisis-disappearing', 'crisis-cannot-go-on'],
    });
  });

  it('takes the age from the record, or from the message before the record', () => {
    expect(detectUrgency('ela está com 38 graus', { ageMonths: 2 })?.kind).toBe('emergency');
    expect(detectUrgency('ela está com 38 graus', { ageMonths: 3 })).toBeNull();
    expect(detectUrgency('ela está com 37,4', { ageMonths: 1 })).toBeNull();
    expect(detectUrgency('minha filha de 20 dias está com 37,9')?.kind).toBe('emergency');
    expect(detectUrgency('meu filho de 2 anos está com febre', { ageMonths: 1 })).toBeNull();
  });

  it('reads the baby’s name in place of "bebê"', () => {
    expect(detectUrgency('a Maria Clara tá roxinha', { name: 'Maria Clara' })?.kind).toBe('emergency');
  });

  it('stays calm on prevention and ordinary questions', () => {
    for (const message of [
      'como evitar engasgo na papinha?',
      'como prevenir afogamento na piscina?',
      'o que fazer em caso de convulsão febril?',
      'o dente caiu',
      'a roupa roxa encolheu',
    ]) {
      expect(detectUrgency(message), message).toBeNull();
    }
  });

  it('keeps the medicine-dose answer apart from emergencies', () => {
    expect(detectUrgency('quantas gotas de dipirona posso dar?')).toEqual({ kind: 'medicine-dose' });
  });
});

describe('urgentOpening', () => {
  it('opens an emergency with the 192 line and a crisis with 188 and 192', () => {
    expect(urgentOpening({ kind: 'emergency', categories: ['drowning'] })).toMatch(
      new RegExp(`^${CALL_192_LINE.replace(/[()]/g, '\\$&')}`),
    );
    expect(urgentOpening({ kind: 'emergency', categories: ['drowning'] })).toContain('mesmo que pareça bem');
    expect(CRISIS_LINE).toContain('188');
    expect(CRISIS_LINE).toContain('192');
  });
});

describe('isEmergencySearch', () => {
  it.each(['engasgou', 'afogou', 'convulsão', 'Engasgo', 'nao respira'])('"%s" calls for the SOS card', (query) => {
    expect(isEmergencySearch(query)).toBe(true);
  });

  it.each(['', 'banana', 'feijão', 'mel', 'quantas gotas'])('"%s" does not', (query) => {
    expect(isEmergencySearch(query)).toBe(false);
  });
});
