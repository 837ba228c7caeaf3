import { ageOf, type CareTopic, confirmLine, lines, monthsOf } from './care-topic';

export const introducaoAlimentar: CareTopic = {
  id: 'introducao-alimentar',
  title: 'Introdução alimentar',
  keywords: [
    'introducao alimentar',
    'introducao',
    'introduzir',
    'novo alimento',
    'alimento',
    'alimentacao do bebe',
    'comida',
    'comidinha',
    'comer',
    'nao quer comer',
    'comecar a comer',
    'papinha',
    'papa',
    'blw',
    'mel',
    'cuscuz',
    'banana',
    'mamao',
    'maca',
    'abacate',
    'batata',
    'arroz',
    'frango',
    'figado',
    'iogurte',
    'queijo',
    'sal',
    'acucar',
    'suco',
    'ovo',
    'peixe',
    'amendoim',
    'castanha',
    'alergenico',
    'alergia a ovo',
    'alergia a amendoim',
    'textura',
    'amassado',
    'amassar',
    'pedaco',
    'fruta',
    'legume',
    'verdura',
    'carne',
    'feijao',
    'refeicao',
    'almoco',
    'jantar',
    'lanche',
    'dar agua',
    'beber agua',
    'tomar agua',
    'dar leite de vaca',
    'tomar leite de vaca',
    'leite de vaca como bebida',
  ],
  answer(baby) {
    const rules = [
      '• Ovo, peixe, trigo e amendoim não precisam ser adiados. Não é obrigatório oferecer um alimento novo de cada vez, mas observe manchas na pele, inchaço ou vômitos depois das novidades.',
      '• Água filtrada ou fervida no copo, nunca suco. Sem sal em excesso, sem açúcar e sem ultraprocessados.',
      '• Mel e açúcar só depois dos 2 anos (antes de 1 ano, o mel também traz risco de botulismo); leite de vaca como bebida a partir de 1 ano.',
      '• Contra engasgo: bebê sentado, sempre com um adulto olhando; uvas e tomatinhos cortados, castanhas e amendoim só em pasta ou farinha.',
    ];
    if (!baby) {
      return lines(
        'A introdução alimentar começa aos 6 meses; até lá, só leite materno. Depois, o peito continua até os 2 anos ou mais, junto com a comida.',
        '• Ofereça comida de verdade, a mesma da família: frutas, legumes, verduras, arroz, feijão, carnes e ovo.',
        '• Textura: aos 6 meses, amassada com o garfo (2 a 3 colheres de sopa); aos 7 e 8 meses, menos amassada (3 a 4 colheres); dos 9 aos 11 meses, em pedaços pequenos e macios (4 a 5 colheres); com 1 ano, a comida da família.',
        ...rules,
        confirmLine(null),
      );
    }
    const m = monthsOf(baby);
    const name = baby.name;
    if (m < 6) {
      return lines(
        `Com ${ageOf(baby)}, ${name} ainda deve receber só leite materno (ou a fórmula indicada pelo pediatra), sem água, chás ou sucos. A introdução alimentar começa aos 6 meses, quando o bebê costuma sentar com pouco apoio e mostrar interesse pela comida.`,
        'Quando chegar a hora:',
        '• Comece com comida de verdade, a mesma da família, amassada com o garfo: cerca de 2 a 3 colheres de sopa, em uma refeição principal, mais uma fruta por dia.',
        ...rules,
        confirmLine(baby),
      );
    }
    if (m < 12) {
      const stage =
        m < 7
          ? `${name} está começando: a comida vai amassada com o garfo, cerca de 2 a 3 colheres de sopa, em uma refeição principal, mais uma fruta por dia.`
          : m < 9
            ? `${name} já pode comer a comida menos amassada, cerca de 3 a 4 colheres de sopa, no almoço e no jantar, mais duas frutas nos lanches.`
            : `${name} já pode comer pedaços pequenos e macios, cerca de 4 a 5 colheres de sopa por refeição, e treinar pegar a comida com a mão.`;
      return lines(
        `Com ${ageOf(baby)}, ${stage}`,
        '• Ofereça comida de verdade, a mesma da família: frutas, legumes, verduras, arroz, feijão, carnes e ovo. O peito continua, até os 2 anos ou mais.',
        ...rules,
        confirmLine(baby),
      );
    }
    return lines(
      `Com ${ageOf(baby)}, ${name} já pode comer a comida da família: café da manhã, almoço, jantar e dois lanches, com o peito continuando se vocês quiserem.`,
      '• Capriche na variedade: frutas, legumes, verduras, arroz, feijão, carnes, peixe e ovo, com pouco sal.',
      m < 24
        ? '• O leite de vaca já pode ser oferecido como bebida. Mel ainda não: o Guia Alimentar conta o mel como açúcar, e os dois ficam para depois dos 2 anos.'
        : '• Leite de vaca como bebida e, de vez em quando, um pouco de mel já podem fazer parte da alimentação.',
      m < 24
        ? '• Açúcar, doces e refrigerante só depois dos 2 anos. Evite ultraprocessados, como biscoitos recheados, salgadinhos e sucos de caixinha.'
        : '• Mesmo depois dos 2 anos, doces, refrigerante e ultraprocessados devem ser exceção.',
      '• Água no copo ao longo do dia, e não suco.',
      '• Contra engasgo: sempre sentado e com um adulto olhando; uvas e tomatinhos cortados, castanhas e amendoim só em pasta ou farinha, nunca inteiros.',
      'Recusar alimentos novos é normal: ofereça de novo em outros dias, sem forçar, e comam juntos sempre que puderem.',
      confirmLine(baby),
    );
  },
};
