import { describe, expect, it } from 'vitest';
import { type DangerModel, featuresOf, packModel, readWithModel, unpackModel } from './danger-model';
import { readAsMotherMeant } from './mother-speak';
import { detectUrgency, urgencyTier } from './urgency';
import { openingNumbers } from './urgent-openings';

/** A reader that says yes, or no, to every word of `text`. */
const saying = (yes: boolean, text = ''): DangerModel => {
  const weights = Object.fromEntries(featuresOf(readAsMotherMeant(text)).map((f) => [f, yes ? 10 : -10]));
  return {
    emergency: { bias: yes ? 10 : -10, threshold: 0, weights },
    crisis: { bias: yes ? 10 : -10, threshold: 0, weights },
    order: { bias: 0, threshold: 0, weights: {} },
  };
};

describe('the learned reader', () => {
  it('ships each kind of feature once, without its mark, and reads back the same weights to a tenth', () => {
    const model: DangerModel = {
      emergency: { bias: -2, threshold: -3, weights: { 'w roxo': 1.24, 'b nao respira': -0.5, ' rox': 2 } },
      crisis: { bias: -6, threshold: -3, weights: { 'w roxo': 0.3, 'w sumir': 3.06 } },
      order: { bias: 1, threshold: 0, weights: { 'b nao respira': -1 } },
    };
    const packed = packModel(model);
    expect(packed).toMatchObject({ words: 'roxo sumir', pairs: 'nao respira', letterGroups: ' rox' });
    expect(unpackModel(packed)).toEqual({
      emergency: { bias: -2, threshold: -3, weights: { 'w roxo': 1.2, 'b nao respira': -0.5, ' rox': 2 } },
      crisis: { bias: -6, threshold: -3, weights: { 'w roxo': 0.3, 'w sumir': 3.1 } },
      order: { bias: 1, threshold: 0, weights: { 'b nao respira': -1 } },
    });
  });

  it('reads words, pairs of words and groups of four letters, as often as they occur', () => {
    expect(featuresOf('nao respira')).toEqual([
      'w nao',
      ' nao',
      'nao ',
      'w respira',
      'b nao respira',
      ' res',
      'resp',
      'espi',
      'spir',
      'pira',
      'ira ',
    ]);
    expect(featuresOf('ai ai').filter((f) => f === 'w ai')).toHaveLength(2);
  });

  it('weighs a feature by 1/√n and compares each head with its own threshold', () => {
    const model: DangerModel = {
      emergency: { bias: -1, threshold: 0, weights: { 'w roxo': 4 } },
      crisis: { bias: -1, threshold: 0, weights: { 'w sumir': 4 } },
      order: { bias: 0, threshold: 0, weights: {} },
    };
    // "roxo": 1 word + 3 letter groups, so 4 features: -1 + 4/2 = 1 > 0.
    expect(readWithModel('roxo', model)).toMatchObject({ emergency: true, crisis: false });
    expect(readWithModel('sumir', model)).toMatchObject({ emergency: false, crisis: true });
  });

  it('does not raise on its bias alone, when no word of the message speaks for a danger', () => {
    const model: DangerModel = {
      emergency: { bias: 1, threshold: 0, weights: { 'w roxo': 4 } },
      crisis: { bias: 1, threshold: 0, weights: {} },
      order: { bias: 0, threshold: 0, weights: {} },
    };
    expect(readWithModel('bom dia', model)).toMatchObject({ emergency: false, crisis: false });
    expect(readWithModel('roxo', model)).toMatchObject({ emergency: true, crisis: false });
    expect(readWithModel('bom dia')).toMatchObject({ emergency: false, crisis: false });
    expect(readWithModel('quantas mamadas por dia')).toMatchObject({ emergency: false, crisis: false });
  });

  it('as shipped, hears crises and dangers in words the patterns were not written for, and not an ordinary question', () => {
    const read = (text: string) => readWithModel(readAsMotherMeant(text));
    expect(read('ele merece uma mae melhor que eu, vou sair de cena').crisis).toBe(true);
    expect(read('a boquinha dele ta cinza e ele nao reage').emergency).toBe(true);
    expect(read('qual a melhor hora pra dar banho?')).toMatchObject({ emergency: false, crisis: false });
  });
});

describe('the learned reader beside the patterns', () => {
  it('can raise a calm message to tier 2, with 192 then 188, never to tier 1', () => {
    const found = detectUrgency(
      'qual a melhor hora pra dar banho?',
      null,
      saying(true, 'qual a melhor hora pra dar banho?'),
    );
    expect(urgencyTier(found)).toBe(2);
    expect(found?.possibleDangers).toEqual(['unnamed-danger']);
    expect(openingNumbers(found!)).toEqual(['192', '188']);
  });

  it('cannot lower a sign told as happening now, nor a crisis the patterns heard', () => {
    expect(urgencyTier(detectUrgency('meu bebe nao esta respirando agora', null, saying(false)))).toBe(1);
    expect(urgencyTier(detectUrgency('socorro ele ficou roxo', null, saying(false)))).toBe(1);
    expect(openingNumbers(detectUrgency('quero sumir, nao aguento mais', null, saying(false))!)[0]).toBe('188');
  });
});

describe('the doubt on tier 1', () => {
  it('reads a sign as possible when the reader hears no danger in the words, and keeps its 192 line', () => {
    const found = detectUrgency('meu bebe nao esta respirando', null, saying(false));
    expect(urgencyTier(found)).toBe(2);
    expect(openingNumbers(found!)).toEqual(['192']);
    expect(urgencyTier(detectUrgency('meu bebe nao esta respirando', null, saying(true)))).toBe(1);
  });
});

describe('which number comes first when a crisis and a danger are both heard', () => {
  const numbers = (text: string) => openingNumbers(detectUrgency(text)!);

  it.each([
    [
      'medicine given wrongly and her own plan',
      'dei o vidro de remedio pra ele dormir e vou tomar o resto',
      ['192', '188'],
    ],
    [
      'pills she already took, the baby with her',
      'tomei um monte de comprimido e to com o bebe no colo sozinha em casa',
      ['192', '188'],
    ],
    [
      'harm already done to the baby',
      'coloquei o travesseiro na cara dele por uns segundos e tirei, ele ta chorando estranho e eu quero sumir',
      ['192', '188'],
    ],
    [
      'a fall with vomiting beside a crisis',
      'deixei ele cair do trocador e agora ta vomitando, eles ficariam melhor sem mim',
      ['192', '188'],
    ],
  ])('%s: 192 first, then 188', (_, text, expected) => {
    expect(numbers(text).slice(0, 2)).toEqual(expected);
  });

  it.each([
    ['her life after the birth', 'minha vida acabou depois do parto e eu nao quero mais ela'],
    ['a plan not to wake up', 'vou dar um jeito de nao acordar amanha'],
    ['a thought of harming the baby', 'tenho pensamentos de afogar o bebe no banho'],
    ['a box of pills she means to take', 'acho q vou tomar a caixa de rivotril toda hj'],
  ])('%s: 188 first', (_, text) => {
    expect(numbers(text)[0]).toBe('188');
  });
});

describe('tier 1 needs what is happening now', () => {
  it.each([
    'meu filho engasgou com uva mes passado, consegui desengasgar, agora corto tudo em 4',
    'ele queimou o dedinho no forno ha 1 mes, ficou so uma marquinha, sai com o tempo?',
    'quando ela nasceu ficou roxinha e foi pra uti 2 dias, hj ta com 1 ano e enorme',
    'a vacina de 2 meses pode dar febre? quanto tempo dura',
    'tem vacina contra convulsao? a pediatra falou de convulsao febril e fiquei curiosa',
    'a novela mostrou um bebe engasgando e a mae fez a manobra, esta certo fazer assim?',
    'meu filho fingiu q desmaiou no tapete pra eu dar atencao',
  ])('"%s" raises no alarm, and at most the line with 192', (text) => {
    const found = detectUrgency(text);
    expect(urgencyTier(found)).not.toBe(1);
    if (found) expect(openingNumbers(found)[0]).toBe('192');
  });

  it.each([
    'ha 2 semanas ele engasgou e agora ta roxo de novo',
    'minha filha nasceu semana passada e ta com febre',
    'pari faz 2 semanas e do nada começou a descer sangue vivo aos montes, molhou o absorvente todo em meia hora',
  ])('"%s" still raises the alarm: a birth date or a "now" brings it to the present', (text) => {
    expect(urgencyTier(detectUrgency(text))).toBe(1);
  });
});
