import { describe, expect, it } from 'vitest';
import { ageInMonthsFromText, mentionsFever, temperaturesIn } from './fever';
import { readAsMotherMeant } from './mother-speak';
import { type BabyOnRecord, detectUrgency, isEmergencySearch, raisedByOpinion, urgencyTier } from './urgency';
import { CALL_192_LINE, CRISIS_LINE, openingNumbers, POSSIBLE_CRISIS_LINE, urgentOpening } from './urgent-openings';

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

const tierOf = (message: string, baby: BabyOnRecord | null = null) => urgencyTier(detectUrgency(message, baby));
const numbersOf = (message: string, baby: BabyOnRecord | null = null) => {
  const found = detectUrgency(message, baby);
  return found ? openingNumbers(found) : [];
};

describe('detectUrgency', () => {
  it.each([
    'meu bebe ta com os labios azulados',
    'o nenem se afogou na banheira',
    'bebeu água sanitária',
    'a moleira está estufada',
    'a respiração dela fica parando enquanto dorme',
    'ele pôs a tampinha da garrafa na boca e tá tossindo sem parar',
  ])('"%s" is a tier-1 emergency: 192 first', (message) => {
    expect(tierOf(message)).toBe(1);
    expect(numbersOf(message)).toEqual(['192']);
  });

  it('hears "não aguento mais, queria desaparecer" and "nao tenho mais vontade de viver" as crises', () => {
    expect(detectUrgency('não aguento mais, queria desaparecer')?.crises).toEqual([
      'crisis-disappearing',
      'crisis-cannot-go-on',
    ]);
    expect(detectUrgency('nao tenho mais vontade de viver')?.crises).toEqual(['crisis-dying']);
    expect(numbersOf('vou fazer uma besteira')).toEqual(['188']);
  });

  it('hears medicine given wrongly as an emergency, and a dose question as none', () => {
    for (const message of [
      'dei dipirona duas vezes sem querer',
      'acho que dei o dobro da dose de paracetamol',
      'dei meu ibuprofeno de adulto pra ela',
      'dei 40 gotas em vez de 4',
    ])
      expect(detectUrgency(message)?.emergencies, message).toContain('medicine-error');
    expect(detectUrgency('dei dipirona pra febre agora há pouco')?.emergencies ?? []).not.toContain('medicine-error');
    expect(detectUrgency('quantas gotas de dipirona posso dar?')).toMatchObject({
      emergencies: [],
      medicineDose: true,
    });
  });

  it('puts 192 first and CVV 188 right after when a baby emergency and a crisis come together', () => {
    expect(numbersOf('acordei e a nenem n tava respirando sacudi ela e voltou mas ta estranha')).toEqual([
      '192',
      '188',
    ]);
    expect(numbersOf('não aguento mais e ele caiu do trocador e tá vomitando')).toEqual(['192', '188']);
  });

  it('gives tier 2, not the alarm, to a calm message that shares a word with an emergency', () => {
    expect(tierOf('qual vacina protege contra convulsão febril?')).toBe(2);
    expect(tierOf('tô sem ar de tanto rir com as caretas dele')).toBe(2);
    expect(tierOf('o umbigo sangrou um pouquinho quando caiu o cotoco')).toBe(2);
    expect(numbersOf('queria sumir pra uma praia kkkk')).toEqual(['188']);
    expect(tierOf('como organizar a rotina de sono dela?')).toBeNull();
  });

  it('takes the age from the record, or from the message before the record', () => {
    expect(tierOf('ela está com 38 graus', { ageMonths: 2 })).toBe(1);
    expect(tierOf('ela está com 38 graus', { ageMonths: 3 })).toBeNull();
    expect(tierOf('ela está com 37,4', { ageMonths: 1 })).toBeNull();
    expect(tierOf('minha filha de 20 dias está com 37,9')).toBe(1);
    expect(tierOf('meu filho de 2 anos está com febre', { ageMonths: 1 })).toBeNull();
    expect(tierOf('ela está com febre')).toBe(2);
  });

  it('reads the baby’s name in place of "bebê"', () => {
    expect(tierOf('a Maria Clara tá roxinha', { name: 'Maria Clara' })).toBe(1);
  });

  it('keeps prevention and ordinary questions away from the alarm', () => {
    for (const message of [
      'como evitar engasgo na papinha?',
      'como prevenir afogamento na piscina?',
      'o que fazer em caso de convulsão febril?',
      'o dente caiu',
      'a roupa roxa encolheu',
    ]) {
      expect(tierOf(message), message).not.toBe(1);
    }
  });
});

describe('raisedByOpinion', () => {
  it('lets the model raise a tier and never lower one', () => {
    const calm = detectUrgency('ele tá bem quietinho hoje');
    expect(urgencyTier(raisedByOpinion(calm, { emergency: true, crisis: false }))).toBe(1);
    const crisis = detectUrgency('quero sumir');
    expect(raisedByOpinion(crisis, { emergency: false, crisis: false })).toEqual(crisis);
    expect(openingNumbers(raisedByOpinion(crisis, { emergency: true, crisis: false })!)).toEqual(['192', '188']);
    expect(raisedByOpinion(null, null)).toBeNull();
  });
});

describe('urgentOpening', () => {
  it('opens an emergency with the 192 line and a crisis with 188 and 192', () => {
    const drowning = urgentOpening(detectUrgency('o nenem se afogou na banheira')!);
    expect(drowning.startsWith(CALL_192_LINE)).toBe(true);
    expect(drowning).toContain('mesmo que pareça bem');
    expect(CRISIS_LINE).toContain('188');
    expect(CRISIS_LINE).toContain('192');
  });

  it('names the Disque-Intoxicação when medicine was given wrongly', () => {
    expect(urgentOpening(detectUrgency('dei dipirona duas vezes sem querer')!)).toContain('0800 722 6001');
  });

  it('writes the tier-2 line with the baby’s name and gender, and the CVV line for crisis words', () => {
    const possible = detectUrgency('qual vacina protege contra convulsão febril?')!;
    expect(urgentOpening(possible, { name: 'Helena', gender: 'F' })).toBe(
      'Se isso estiver acontecendo agora e Helena estiver com dificuldade para respirar, roxa, desacordada ou em convulsão, ligue 192.',
    );
    expect(urgentOpening(detectUrgency('queria sumir pra uma praia kkkk')!)).toBe(POSSIBLE_CRISIS_LINE);
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
