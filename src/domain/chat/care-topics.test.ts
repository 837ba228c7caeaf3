import { describe, expect, it } from 'vitest';
import { foldText } from '../text';
import { type BabyFacts, CARE_TOPICS, type CareTopic, findTopic } from './care-topics';

const REQUIRED_IDS = [
  'cafe-da-manha',
  'colica',
  'introducao-alimentar',
  'sono',
  'choro',
  'denticao',
  'banho',
  'amamentacao',
  'febre',
  'engasgo',
  'quedas',
  'aplv',
  'alimentacao-da-mae',
  'exercicios-bebe',
  'exercicios-mae',
  'fraldas',
  'sem-peito',
];

function topic(id: string): CareTopic {
  const found = CARE_TOPICS.find((t) => t.id === id);
  if (!found) throw new Error(`No topic ${id}`);
  return found;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const BABIES: BabyFacts[] = [0, 1, 2, 4, 5, 6, 7, 9, 11, 12, 18, 30].map((ageMonths) => ({
  name: 'Helena',
  ageMonths,
}));

describe('CARE_TOPICS', () => {
  it('has every required topic, with unique kebab-case ids', () => {
    const ids = CARE_TOPICS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const id of REQUIRED_IDS) expect(ids).toContain(id);
  });

  it('keeps keywords lower-case, without accents or punctuation', () => {
    for (const t of CARE_TOPICS) {
      expect(t.title.length).toBeGreaterThan(0);
      expect(t.keywords.length).toBeGreaterThan(0);
      for (const k of t.keywords) expect(foldText(k), `${t.id}: ${k}`).toBe(k);
    }
  });

  describe.each(CARE_TOPICS.map((t) => [t.id, t] as const))('%s', (_id, t) => {
    const answers: [string, string, BabyFacts | null][] = [
      ['without a baby', t.answer(null), null],
      ...BABIES.map((b): [string, string, BabyFacts] => [`at ${b.ageMonths} months`, t.answer(b), b]),
    ];

    it.each(answers)('answers %s in 60-260 words of plain text', (_label, text) => {
      const words = wordCount(text);
      expect(words).toBeGreaterThanOrEqual(60);
      expect(words).toBeLessThanOrEqual(260);
      expect(text).not.toMatch(/[*#<>_`]|\]\(/);
      expect(text).toBe(text.trim());
    });

    it.each(answers)('answers %s ending with a line that mentions the pediatrician', (_label, text) => {
      const last = text.split('\n').at(-1) ?? '';
      expect(last).toMatch(/pediatra/);
      expect(last).toMatch(/UBS/);
      expect(last.split(/\s+/).length).toBeLessThanOrEqual(20);
    });

    it.each(answers)('answers %s without any medicine dose', (_label, text) => {
      expect(text).not.toMatch(/gotas/i);
      expect(text).not.toMatch(/mg\s*\/\s*kg/i);
      expect(text).not.toMatch(/\d+\s*ml\b/i);
      if (t.id !== 'aplv' && t.id !== 'alimentacao-da-mae') expect(text).not.toMatch(/\d+\s*mg\b/i);
    });

    it('uses the baby name when the baby is known', () => {
      for (const b of BABIES) expect(t.answer(b)).toContain(b.name);
      expect(t.answer(null)).not.toContain('Helena');
    });
  });

  it('cafe-da-manha: only breast milk at 4 months, fruit at 9 months', () => {
    const four = topic('cafe-da-manha').answer({ name: 'Ana', ageMonths: 4 });
    expect(four).toMatch(/leite materno/);
    expect(four).not.toMatch(/fruta|banana|mamão|manga|abacate/i);
    const nine = topic('cafe-da-manha').answer({ name: 'Ana', ageMonths: 9 });
    expect(nine).toMatch(/fruta/);
    expect(nine).toMatch(/pedaços/);
  });

  it('febre: a 2-month-old needs care immediately', () => {
    const text = topic('febre').answer({ name: 'Théo', ageMonths: 2 });
    expect(text).toMatch(/imediat/);
    expect(text).toMatch(/192/);
    expect(text).toMatch(/37,5 °C/);
    expect(text).toMatch(/Sociedade Brasileira de Pediatria \(2025\)/);
  });

  it('keeps the feeding facts: cow milk as a drink from 1 year, honey and sugar only after 2 years', () => {
    for (const ageMonths of [4, 6, 9]) {
      const text = topic('introducao-alimentar').answer({ name: 'Ana', ageMonths });
      expect(text).toMatch(/Mel e açúcar só depois dos 2 anos/);
      expect(text).toMatch(/leite de vaca como bebida a partir de 1 ano/);
    }
    for (const ageMonths of [12, 14, 23]) {
      const text = topic('introducao-alimentar').answer({ name: 'Ana', ageMonths });
      expect(text).toMatch(/Mel ainda não/);
      expect(text).not.toMatch(/mel já está liberado/i);
    }
    expect(topic('cafe-da-manha').answer({ name: 'Ana', ageMonths: 9 })).toMatch(/Mel e açúcar, só depois dos 2 anos/);
  });

  it('never says honey is allowed before 24 months, in any topic', () => {
    for (const t of CARE_TOPICS) {
      for (const ageMonths of [6, 12, 18, 23]) {
        expect(t.answer({ name: 'Ana', ageMonths }), t.id).not.toMatch(
          /mel (já )?(está )?liberado|mel a partir de 1 ano|mel só a partir de 1 ano/i,
        );
      }
    }
  });

  it('sem-peito: formula as prescribed, never homemade, and whole cow milk as the Guia and the SBP say', () => {
    const young = topic('sem-peito').answer({ name: 'Ana', ageMonths: 3 });
    expect(young).toMatch(/fórmula infantil que o pediatra prescrever/);
    expect(young).toMatch(/Nunca use fórmula caseira nem leite de vaca diluído/);
    const ten = topic('sem-peito').answer({ name: 'Ana', ageMonths: 10 });
    expect(ten).toMatch(/a partir dos 9 meses/);
    expect(ten).toMatch(/a partir dos 12 meses/);
  });

  it('colica never suggests tea or water under 6 months and lists the alarm signs', () => {
    const text = topic('colica').answer({ name: 'Ana', ageMonths: 1 });
    expect(text).toMatch(/Não ofereça chás, água nem remédios/);
    expect(text).toMatch(/sangue no cocô/);
    expect(text).toMatch(/sentido horário/);
  });

  it('engasgo shows the right manoeuvre for the age and the SAMU number', () => {
    const infant = topic('engasgo').answer({ name: 'Ana', ageMonths: 8 });
    expect(infant).toMatch(/5 tapas/);
    expect(infant).not.toMatch(/Heimlich/);
    expect(infant).toMatch(/compressões no centro do peito.*com a base de uma mão \(nunca com dois dedos\)/);
    expect(infant).not.toMatch(/polegares/);
    const child = topic('engasgo').answer({ name: 'Ana', ageMonths: 20 });
    expect(child).toMatch(/alterne 5 tapas firmes nas costas.*5 compressões abdominais/);
    expect(topic('engasgo').answer(null)).toMatch(/192/);
    expect(topic('engasgo').answer(null)).toMatch(/viva-voz/);
    for (const t of CARE_TOPICS) expect(t.answer(null), t.id).not.toMatch(/(?<!nunca com )(2|dois) dedos/);
  });

  it('aplv warns that "sem lactose" is not safe and gives the mother calcium and water', () => {
    const text = topic('aplv').answer(null);
    expect(text).toMatch(/sem lactose/);
    expect(text).toMatch(/1000 a 1300 mg/);
    expect(text).toMatch(/2 a 3 litros/);
  });

  it("aplv times the improvement by the baby's symptoms, not by the protein leaving the mother", () => {
    const text = topic('aplv').answer(null);
    expect(text).toMatch(/sintomas do bebê costumam levar de 2 a 3 semanas para melhorar/);
    expect(text).not.toMatch(/sair do corpo/);
  });
});

describe('sleep numbers in Lu', () => {
  it("gives the sleep page's AASM hours and the sleep card's wake windows, with no scientific consensus", () => {
    const six = topic('sono').answer({ name: 'Ana', ageMonths: 6 });
    expect(six).toMatch(/12 a 16 horas em 24 horas/);
    expect(six).not.toMatch(/12 a 15 horas/);
    expect(six).toMatch(/1 h 30 a 2 h 30, uma faixa comum, sem consenso científico/);
    const nine = topic('sono').answer({ name: 'Ana', ageMonths: 9 });
    expect(nine).toMatch(/2 h 30 a 3 h 30, uma faixa comum, sem consenso científico/);
    const general = topic('sono').answer(null);
    expect(general).toMatch(/12 a 16 horas dos 4 aos 11 meses/);
    expect(general).toMatch(/sem consenso científico/);
  });
});

describe('safe sleep in Lu', () => {
  it.each(['Posso dormir com meu bebê na cama?', 'cama compartilhada é perigoso?', 'o bebê pode dormir de lado?'])(
    '"%s" gets the AAP 2022 answer',
    (question) => {
      const found = findTopic(question);
      expect(found?.topic.id).toBe('sono');
      for (const baby of [null, { name: 'Ana', ageMonths: 2 }]) {
        const text = found?.topic.answer(baby) ?? '';
        expect(text).toMatch(/Academia Americana de Pediatria \(2022\)/);
        expect(text).toMatch(/nunca de lado nem de bruços/);
        expect(text).toMatch(/Sempre de barriga para cima/);
        expect(text).toMatch(/Colchão firme, plano e reto/);
        expect(text).toMatch(/quarto dos pais/);
        expect(text).toMatch(/Não dormir com o bebê na cama, no sofá ou na poltrona/);
        expect(text).toMatch(/sem travesseiro, protetor de berço, cobertor ou bichinhos/);
        expect(text).toMatch(/"ninhos" inclinados não são lugar de dormir/);
      }
    },
  );
});

describe('findTopic', () => {
  it.each([
    ['Meu bebê está com muitas cólicas, o que faço?', 'colica'],
    ['muitos gases a noite', 'colica'],
    ['Como aliviar as cólicas do meu bebê?', 'colica'],
    ['O que dar no café da manhã?', 'cafe-da-manha'],
    ['cafe da manha do bebe de 8 meses', 'cafe-da-manha'],
    ['O que posso dar no café da manhã do meu bebê?', 'cafe-da-manha'],
    ['Como introduzir novos alimentos?', 'introducao-alimentar'],
    ['posso dar mel?', 'introducao-alimentar'],
    ['Dicas para o bebê dormir melhor', 'sono'],
    ['ela acorda toda hora de madrugada', 'sono'],
    ['os dentinhos estão nascendo', 'denticao'],
    ['qual a temperatura da água do banho', 'banho'],
    ['como saber se meu leite está sustentando', 'amamentacao'],
    ['meu filho de 2 meses está com febre', 'febre'],
    ['alergia a proteina do leite de vaca', 'aplv'],
    ['o que comer para ter mais leite', 'alimentacao-da-mae'],
    ['assadura na fralda', 'fraldas'],
    ['exercícios para fazer com o bebê', 'exercicios-bebe'],
    ['exercícios pós-parto para mim', 'exercicios-mae'],
    ['meu bebê não para de chorar', 'choro'],
    ['o que fazer se o bebê engasgar', 'engasgo'],
    ['ele caiu da cama e bateu a cabeça', 'quedas'],
    ['PAPINHAS E FRUTAS', 'introducao-alimentar'],
    ['iogurte sem lactose serve?', 'aplv'],
    ['meu bebê está chorando muito', 'choro'],
    ['barriga dura e chorando muito', 'colica'],
    ['bebê com 38 graus', 'febre'],
    ['o umbigo ainda não caiu', 'banho'],
    ['bebê de bruços é seguro para dormir?', 'sono'],
    ['quais alimentos aumentam o leite', 'alimentacao-da-mae'],
    ['posso tomar café amamentando?', 'alimentacao-da-mae'],
    ['quando posso dar leite de vaca?', 'introducao-alimentar'],
    ['voltar para a academia depois do parto', 'exercicios-mae'],
    ['meu bebê não mama no peito, qual leite dar?', 'sem-peito'],
    ['como preparar a fórmula', 'sem-peito'],
    ['posso dar leite de vaca integral com 10 meses na mamadeira?', 'sem-peito'],
  ])('"%s" -> %s', (question, id) => {
    expect(findTopic(question)?.topic.id).toBe(id);
  });

  it('gives the same topic with or without accents and in the plural', () => {
    expect(findTopic('colica')?.topic.id).toBe('colica');
    expect(findTopic('CÓLICAS!!')?.topic.id).toBe('colica');
    expect(findTopic('os dentes')?.topic.id).toBe('denticao');
    expect(findTopic('mamadas')?.topic.id).toBe('amamentacao');
  });

  it('weighs phrases more than single words and reports the score', () => {
    const result = findTopic('qual a temperatura da água do banho');
    expect(result?.score).toBeGreaterThan(1);
    expect(findTopic('o que comer para ter mais leite')).toEqual(findTopic('O que comer para ter mais leite?'));
  });

  it.each(['qual a capital da França?', 'quem ganhou o jogo ontem', '', '   ?!  '])('"%s" -> null', (question) => {
    expect(findTopic(question)).toBeNull();
  });
});
