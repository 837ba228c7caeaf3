import { ageOf, type CareTopic, confirmLine, lines, monthsOf } from './care-topic';

export const aplv: CareTopic = {
  id: 'aplv',
  title: 'APLV (alergia à proteína do leite de vaca)',
  keywords: [
    'aplv',
    'com aplv',
    'tem aplv',
    'mae com aplv',
    'alergia',
    'alergico',
    'alergica',
    'alergia ao leite',
    'alergia a leite',
    'alergia a proteina',
    'alergico ao leite',
    'alergica ao leite',
    'proteina do leite',
    'proteina do leite de vaca',
    'leite de vaca',
    'sem lactose',
    'lactose',
    'intolerancia a lactose',
    'intolerancia',
    'caseina',
    'rotulo',
    'contem leite',
    'pode conter leite',
    'soro de leite',
    'whey',
    'derivado de leite',
    'laticinio',
    'leite de cabra',
    'formula hidrolisada',
    'formula de aminoacido',
    'dieta de exclusao',
    'dieta sem leite',
  ],
  answer(baby) {
    const m = baby ? monthsOf(baby) : null;
    const labels =
      '• No rótulo, evite: leite em qualquer forma, caseína, caseinato, soro de leite, whey, lactoalbumina, lactoglobulina, proteína láctea, composto lácteo, manteiga, nata, creme de leite, queijo, iogurte, requeijão e os avisos "ALÉRGICOS: CONTÉM LEITE" ou "PODE CONTER LEITE". Ácido lático, lactato de cálcio, manteiga de cacau e leite de coco parecem leite, mas são seguros.';
    const mother =
      '• Se o bebê mama no peito, a amamentação continua, e a mãe tira leite e derivados da própria alimentação. Ela precisa de 1000 a 1300 mg de cálcio por dia, em geral com suplemento prescrito, e de 2 a 3 litros de água, conforme a sede. Depois que a mãe muda a alimentação, os sintomas do bebê costumam levar de 2 a 3 semanas para melhorar.';
    const formula = '• Sem leite materno, o médico prescreve uma fórmula extensamente hidrolisada ou de aminoácidos.';
    const food =
      baby && m !== null && m >= 6
        ? `• A comida de ${baby.name} também fica sem leite e derivados: use azeite no lugar da manteiga.`
        : null;
    const intro = baby
      ? `Se ${baby.name}, com ${ageOf(baby)}, tem APLV (alergia à proteína do leite de vaca, sempre diagnosticada pelo médico), saiba: não é intolerância à lactose, e produtos "sem lactose" continuam tendo a proteína. Leite de cabra, ovelha ou búfala também não substituem.`
      : 'APLV é a alergia à proteína do leite de vaca, e o diagnóstico é sempre médico. Não é intolerância à lactose: produtos "sem lactose" continuam tendo a proteína e não são seguros. Leite de cabra, ovelha ou búfala também não substituem.';
    return lines(
      intro,
      labels,
      mother,
      formula,
      food,
      'A dieta sem leite dura até 12 a 18 meses ou o fim da amamentação, como o médico decidir.',
      confirmLine(baby),
    );
  },
};
