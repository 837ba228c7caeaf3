import { ageOf, type CareTopic, confirmLine, lines, monthsOf } from './care-topic';

export const cafeDaManha: CareTopic = {
  id: 'cafe-da-manha',
  title: 'Café da manhã',
  keywords: [
    'cafe da manha',
    'desjejum',
    'lanche da manha',
    'primeira refeicao do dia',
    'de manha cedo',
    'comer de manha',
    'dar de manha',
  ],
  answer(baby) {
    if (!baby) {
      return lines(
        'O café da manhã muda bastante com a idade:',
        '• Até 6 meses: só leite materno, em livre demanda (ou a fórmula indicada pelo pediatra, se o bebê não mama no peito). Nada de água, chás, sucos ou mingaus.',
        '• De 6 a 11 meses: o peito continua sendo a base ao acordar. No meio da manhã, ofereça uma fruta amassada ou em pedaços macios, como banana, mamão, manga, pera ou abacate, sem açúcar e sem transformar em suco.',
        '• A partir de 12 meses: o bebê pode tomar café com a família. Combine uma fruta, um alimento como cuscuz de milho, tapioca, pão, aveia ou batata-doce, e uma proteína, como ovo. Para beber, leite materno, leite de vaca (liberado a partir de 1 ano) ou água.',
        'Evite achocolatado, biscoitos, bolos prontos e sucos de caixinha: açúcar só depois dos 2 anos, e ultraprocessados ficam de fora.',
        confirmLine(null),
      );
    }
    const m = monthsOf(baby);
    const name = baby.name;
    if (m < 6) {
      return lines(
        `Com ${ageOf(baby)}, ${name} ainda não precisa de café da manhã: a refeição certa, a qualquer hora do dia, é só o leite materno, em livre demanda. Se ${name} não mama no peito, a fórmula indicada pelo pediatra cumpre esse papel.`,
        'Até os 6 meses, não ofereça água, chás, sucos, mingaus, papinhas nem outros leites. O leite materno tem tudo de que o bebê precisa, inclusive a água, e oferecer outras coisas pode diminuir as mamadas.',
        'A introdução alimentar começa aos 6 meses. A partir daí, as manhãs continuam com o peito ao acordar e, aos poucos, entram os primeiros alimentos amassados, sempre sem açúcar.',
        'Por enquanto, aproveite a mamada da manhã como um momento só de vocês.',
        confirmLine(baby),
      );
    }
    if (m < 12) {
      const texture =
        m < 7
          ? 'amassada com o garfo'
          : m < 9
            ? 'menos amassada, já com pedacinhos'
            : `em pedaços pequenos e macios, que ${name} possa pegar com a mão`;
      return lines(
        `Com ${ageOf(baby)}, ${name} continua mamando ao acordar: o leite materno segue sendo a base das manhãs. No meio da manhã, entre as mamadas e o almoço, ofereça uma fruta ${texture}.`,
        '• Boas opções: banana, mamão, manga, pera, abacate, maçã raspada ou laranja em gomos.',
        `• Varie as frutas ao longo da semana para ${name} conhecer sabores e cores diferentes.`,
        '• Sirva a fruta inteira, não em suco, e sem açúcar, achocolatado ou biscoito.',
        '• Ofereça água filtrada ou fervida no copinho ao longo do dia.',
        'Leite de vaca como bebida só a partir de 1 ano. Mel e açúcar, só depois dos 2 anos: antes de 1 ano o mel ainda traz risco de botulismo.',
        confirmLine(baby),
      );
    }
    return lines(
      `Com ${ageOf(baby)}, ${name} já pode tomar café da manhã com a família, numa versão saudável. Uma boa combinação tem:`,
      '• uma fruta: banana, mamão, manga, melancia ou laranja em gomos;',
      '• um alimento que dá energia: cuscuz de milho, tapioca, pão, aveia, batata-doce, inhame ou mandioca cozidos;',
      '• uma proteína: ovo mexido ou cozido, ou pão com pasta de amendoim (amendoim e castanhas só em pasta ou farinha, nunca inteiros);',
      '• para beber: leite materno, que pode continuar até os 2 anos ou mais, leite de vaca ou água.',
      m < 24
        ? 'Evite achocolatado, biscoitos, bolos prontos e sucos de caixinha: açúcar e doces só depois dos 2 anos.'
        : 'Achocolatado, biscoitos recheados e sucos de caixinha devem ser exceção, e não parte do café de todo dia.',
      `Se ${name} tem APLV, fique com as opções sem leite e derivados e leia sempre os rótulos.`,
      confirmLine(baby),
    );
  },
};
