/**
 * Lu's offline knowledge: baby-care topics with ready answers in pt-BR, and the keyword
 * matcher that picks a topic for a question.
 *
 * Facts and sources: docs/content-sources.md (Guia alimentar 2019, SBP, AHA/AAP 2025, OMS 2019);
 * wording kept consistent with the feeding guide, exercises and first-aid content. Plain text only: no markdown or
 * HTML, line breaks with "\n" and short lines starting with "• ". Every answer ends with a line
 * telling the mother to confirm with the pediatrician or the UBS, and no answer ever gives a
 * medicine dose.
 */
import { formatAge } from '../age';
import { FORMULA_FEEDING_POINTS } from '../feeding/formula-feeding';
import { foldText } from '../text';

export interface BabyFacts {
  name: string;
  ageMonths: number;
}

export interface CareTopic {
  /** kebab-case, unique */
  id: string;
  /** pt-BR topic name shown in the answer */
  title: string;
  /** lower-case, without accents, singular stems or short phrases */
  keywords: string[];
  /** 80-220 words, personalised when the baby is known */
  answer(baby: BabyFacts | null): string;
}

// ---------------------------------------------------------------------------
// Helpers for the answers
// ---------------------------------------------------------------------------

/** Whole months, never below zero. */
function monthsOf(baby: BabyFacts): number {
  return Number.isFinite(baby.ageMonths) ? Math.max(0, Math.floor(baby.ageMonths)) : 0;
}

/** "menos de 1 mês", "4 meses", "1 ano e 3 meses". */
function ageOf(baby: BabyFacts): string {
  const months = monthsOf(baby);
  return months < 1 ? 'menos de 1 mês' : formatAge(months);
}

/** The last line of every answer about the baby. */
function confirmLine(baby: BabyFacts | null): string {
  return baby
    ? `Confirme sempre com o pediatra de ${baby.name} ou com a equipe da UBS.`
    : 'Confirme sempre com o pediatra ou com a equipe da UBS.';
}

/** The last line of the answers about the mother herself. */
function confirmLineForMother(baby: BabyFacts | null): string {
  return baby
    ? `Confirme com o seu médico, com o pediatra de ${baby.name} ou com a equipe da UBS.`
    : 'Confirme com o seu médico, com o pediatra ou com a equipe da UBS.';
}

/** Joins the present lines with line breaks. */
function lines(...parts: (string | false | null | undefined)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.length > 0).join('\n');
}

// ---------------------------------------------------------------------------
// Topics
// ---------------------------------------------------------------------------

const cafeDaManha: CareTopic = {
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

const colica: CareTopic = {
  id: 'colica',
  title: 'Cólicas',
  keywords: [
    'colica',
    'colicas',
    'gas',
    'gases',
    'barriga dura',
    'chorando muito',
    'barriguinha dura',
    'barriga inchada',
    'barriga estufada',
    'dor de barriga',
    'dor na barriga',
    'dor na barriguinha',
    'arrotar',
    'arroto',
    'arrota',
    'pum',
    'bicicletinha',
    'massagem na barriga',
    'massagem na barriguinha',
    'encolhe as perna',
    'se contorce',
    'se contorcendo',
  ],
  answer(baby) {
    const m = baby ? monthsOf(baby) : null;
    const who = baby ? baby.name : 'o bebê';
    const intro = baby
      ? m !== null && m < 4
        ? `Com ${ageOf(baby)}, ${baby.name} está na fase em que as cólicas são mais comuns: elas costumam começar nas primeiras semanas e melhorar por volta dos 3 a 4 meses. O choro forte, com as pernas encolhidas e a barriga dura, assusta, mas costuma passar.`
        : `Com ${ageOf(baby)}, as cólicas típicas dos primeiros meses normalmente já passaram. Se ${baby.name} ainda parece ter dor na barriga, vale conversar com o pediatra para entender a causa.`
      : 'As cólicas são comuns nos primeiros meses: costumam começar nas primeiras semanas e melhorar por volta dos 3 a 4 meses.';
    return lines(
      intro,
      'Para aliviar:',
      `• Bicicletinha: com ${who} de barriga para cima, dobre e estique as pernas devagar, levando os joelhos em direção à barriga.`,
      '• Massagem na barriga em círculos, no sentido horário, com as mãos aquecidas.',
      '• Calor: uma fralda de pano morna sobre a barriga (teste antes no seu pulso).',
      '• Arroto: coloque para arrotar durante e depois das mamadas.',
      '• Colo: de bruços sobre o seu antebraço ou barriga com barriga no seu peito, só com o bebê acordado e com você olhando.',
      m !== null && m < 6
        ? 'Não ofereça chás, água nem remédios sem orientação do pediatra.'
        : 'Não ofereça chás nem remédios sem orientação do pediatra.',
      'Se você amamenta, não precisa cortar alimentos por conta própria: a dieta de exclusão só vale com diagnóstico, como na APLV.',
      `Procure atendimento se houver febre, vômitos, sangue no cocô, recusa para mamar ou choro inconsolável por horas.${
        m !== null && m < 3 ? ` Com menos de 3 meses, qualquer febre pede atendimento imediato.` : ''
      }`,
      confirmLine(baby),
    );
  },
};

const introducaoAlimentar: CareTopic = {
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

function sleepHours(m: number): string {
  if (m < 4) return '14 a 17 horas';
  if (m < 12) return '12 a 15 horas';
  if (m < 36) return '11 a 14 horas';
  return '10 a 13 horas';
}

function wakeWindow(m: number): string {
  if (m < 3) return '45 minutos a 1 hora e meia';
  if (m < 6) return '1 hora e meia a 2 horas e meia';
  if (m < 9) return '2 a 3 horas';
  if (m < 13) return '2 horas e meia a 4 horas';
  return '4 a 6 horas';
}

const sono: CareTopic = {
  id: 'sono',
  title: 'Sono',
  keywords: [
    'sono',
    'dormir',
    'dorme',
    'dormindo',
    'dormir melhor',
    'acorda',
    'acordar',
    'acordando',
    'acorda toda hora',
    'madrugada',
    'soneca',
    'cochilo',
    'berco',
    'ninar',
    'rotina',
    'rotina do sono',
    'sono seguro',
    'seguro para dormir',
    'morte subita',
    'rotina de sono',
    'hora de dormir',
    'dormir sozinho',
    'dormir sozinha',
    'dormir junto',
    'cama compartilhada',
    'dormir na cama',
    'dormir de bruco',
    'dormir de lado',
    'travesseiro',
    'protetor de berco',
    'janela de sono',
    'troca o dia pela noite',
    'trocou o dia pela noite',
    'insonia',
    'acordou',
    'despertar',
    'noite toda',
    'dormir a noite',
    'acorda a noite',
  ],
  answer(baby) {
    const safety = [
      'Sono seguro:',
      '• Sempre de barriga para cima, no próprio berço, de preferência no quarto dos pais, pelo menos nos primeiros 6 meses.',
      '• Colchão firme, com lençol bem preso. Nada de travesseiros, protetores de berço, cobertores soltos ou bichinhos.',
      '• Roupa adequada ao clima, sem excesso de agasalho, e casa sem fumaça de cigarro.',
    ];
    const routine = [
      'Para dormir melhor:',
      '• Uma rotina curta e igual todas as noites: banho, mamada, luz baixa e uma canção.',
      '• De dia, claridade e barulho normal; à noite, penumbra e silêncio.',
      '• Observe os sinais de sono, como bocejos e olhos esfregados, antes do cansaço demais.',
    ];
    if (!baby) {
      return lines(
        ...safety,
        ...routine,
        'Em 24 horas, o bebê dorme cerca de 14 a 17 horas até os 3 meses, 12 a 15 horas dos 4 aos 11 meses e 11 a 14 horas de 1 a 2 anos. O tempo acordado entre um sono e outro vai de uns 45 minutos no começo a 4 horas ou mais depois de 1 ano. Acordar de madrugada é normal no primeiro ano, muitas vezes por fome.',
        confirmLine(null),
      );
    }
    const m = monthsOf(baby);
    const name = baby.name;
    const night =
      m < 6
        ? 'Acordar várias vezes de madrugada para mamar é esperado nessa idade: o estômago é pequeno, e as mamadas da noite também mantêm a produção de leite.'
        : m < 12
          ? 'Despertares à noite ainda são comuns. Dentes, saltos de desenvolvimento e novas conquistas, como sentar e engatinhar, podem bagunçar o sono por alguns dias. Confira fome, fralda, calor ou frio, e acalme com pouca luz e pouca conversa.'
          : 'Se o sono anda agitado, revise a rotina e os horários das sonecas: uma soneca muito perto da hora de dormir atrapalha a noite.';
    return lines(
      `Com ${ageOf(baby)}, ${name} costuma dormir cerca de ${sleepHours(m)} em 24 horas, somando a noite e as sonecas. O tempo acordado entre um sono e outro fica em torno de ${wakeWindow(m)}, mas é só uma referência.`,
      night,
      ...safety,
      ...routine,
      confirmLine(baby),
    );
  },
};

const choro: CareTopic = {
  id: 'choro',
  title: 'Choro do bebê',
  keywords: [
    'choro',
    'chora',
    'chorar',
    'chorando',
    'chora muito',
    'chorando muito',
    'nao para de chorar',
    'choroso',
    'chorosa',
    'chorao',
    'chorona',
    'irritado',
    'irritada',
    'inquieto',
    'inquieta',
    'agitado',
    'agitada',
    'acalmar',
    'consolar',
    'gritando',
  ],
  answer(baby) {
    const m = baby ? monthsOf(baby) : null;
    const who = baby ? baby.name : 'o bebê';
    const intro = baby
      ? `Chorar é o jeito de ${baby.name} se comunicar, e nem sempre é sinal de problema. Com ${ageOf(baby)}, vale passar por este checklist:`
      : 'Chorar é o jeito de o bebê se comunicar, e nem sempre é sinal de problema. Um checklist rápido:';
    return lines(
      intro,
      '• Fome: é a causa mais comum; ofereça o peito.',
      '• Fralda suja ou molhada.',
      '• Sono ou cansaço demais: ambiente calmo e com pouca luz ajuda.',
      '• Gases ou cólica: coloque para arrotar e faça a bicicletinha.',
      '• Calor ou frio: sinta a nuca ou o peito, porque mãos e pés costumam ser mais frios.',
      '• Desconforto: roupa apertada, etiqueta ou um fio de cabelo enrolado em um dedinho.',
      '• Vontade de colo: pele a pele, balanço suave e um "shhh" perto do ouvido acalmam.',
      '• Excesso de estímulos: visitas, barulho e telas cansam.',
      m !== null && m >= 5 ? '• Dentes e, mais adiante, o medo de se separar de você também entram na lista.' : null,
      `Se sentir que está perdendo a paciência, deixe ${who} em segurança no berço e respire por alguns minutos. Nunca sacuda um bebê.`,
      `Procure atendimento se o choro for inconsolável por horas, fraco ou como um gemido, ou vier com febre, vômitos, recusa para mamar ou moleira estufada.${
        m !== null && m < 3 ? ' Com menos de 3 meses, qualquer febre pede atendimento imediato.' : ''
      }`,
      confirmLine(baby),
    );
  },
};

const denticao: CareTopic = {
  id: 'denticao',
  title: 'Dentição',
  keywords: [
    'dente',
    'dentinho',
    'denticao',
    'dente nascendo',
    'nascer dente',
    'nascer o dente',
    'gengiva',
    'mordedor',
    'morder',
    'mordendo',
    'babando',
    'escovar',
    'escova de dente',
    'escovinha',
    'pasta de dente',
    'creme dental',
    'fluor',
    'colar de ambar',
    'febre de dente',
    'dentista',
  ],
  answer(baby) {
    const m = baby ? monthsOf(baby) : null;
    const intro =
      baby && m !== null
        ? m < 4
          ? `Com ${ageOf(baby)}, ainda é cedo para os dentes de ${baby.name}: a maioria nasce por volta dos 6 meses. Baba e mão na boca nessa idade fazem parte do desenvolvimento.`
          : m < 13
            ? `Com ${ageOf(baby)}, ${baby.name} está na fase em que os primeiros dentes costumam aparecer, em geral por volta dos 6 meses, mas cada bebê tem seu tempo.`
            : `Com ${ageOf(baby)}, ${baby.name} ainda vai ganhar vários dentes, como os molares, até completar os 20 dentes de leite, por volta dos 3 anos.`
        : 'Os primeiros dentes costumam nascer por volta dos 6 meses, mas podem vir antes ou depois, e cada bebê tem seu tempo.';
    return lines(
      intro,
      'Quando eles estão vindo, é comum ter mais baba, vontade de morder tudo, gengiva inchada, irritação e sono mais agitado.',
      'Para aliviar:',
      '• Mordedor limpo e gelado, da geladeira, não do congelador.',
      '• Massagem suave na gengiva com o dedo limpo.',
      '• Nada de géis anestésicos para gengiva nem colares de âmbar, que trazem risco de engasgo e sufocamento.',
      'Limpeza: antes dos dentes, passe uma gaze ou fralda limpa umedecida com água na gengiva. Depois do primeiro dente, escove duas vezes ao dia com escova macia e pasta com flúor (pelo menos 1000 ppm), na quantidade de um grão de arroz. Leve ao dentista quando o primeiro dente nascer.',
      'Os dentes não causam febre de verdade: se a temperatura chegar a 37,5 °C ou mais, procure avaliação, porque a causa é outra.',
      confirmLine(baby),
    );
  },
};

const banho: CareTopic = {
  id: 'banho',
  title: 'Banho',
  keywords: [
    'banho',
    'banhar',
    'dar banho',
    'banheira',
    'balde',
    'agua do banho',
    'temperatura da agua',
    'agua morna',
    'sabonete',
    'shampoo',
    'xampu',
    'umbigo',
    'coto',
    'coto umbilical',
    'cordao umbilical',
    'cair o umbigo',
    'umbigo caiu',
    'umbigo nao caiu',
    'umbigo ainda nao caiu',
    'coto caiu',
  ],
  answer(baby) {
    const stump =
      'Coto umbilical: mantenha limpo e seco, limpe a base com álcool 70% a cada troca de fralda (ou como a maternidade orientou) e dobre a fralda abaixo do umbigo. Ele costuma cair entre 1 e 2 semanas. Não use faixas, moedas nem pomadas. Procure a UBS se houver vermelhidão ao redor, pus, mau cheiro ou sangramento.';
    let extra = baby ? `Com ${ageOf(baby)}, cuide bem do coto umbilical de ${baby.name}. ${stump}` : stump;
    if (baby && monthsOf(baby) >= 6) {
      extra = `Com ${ageOf(baby)}, ${baby.name} já pode brincar mais na água, mas assentos de banho não substituem um adulto por perto, segurando e olhando o tempo todo.`;
    } else if (baby && monthsOf(baby) >= 1) {
      extra = `Com ${ageOf(baby)}, o banho de ${baby.name} pode virar um momento gostoso de relaxar antes de dormir, com luz baixa e conversa calma.`;
    }
    return lines(
      'Água na temperatura certa: morna, por volta de 37 °C. Se não tiver termômetro de banho, teste com o cotovelo ou a parte de dentro do pulso: deve parecer morna, nem quente nem fria. Coloque primeiro a água fria e depois a quente, e misture bem.',
      '• Separe tudo antes: toalha, fralda, roupa e sabonete neutro.',
      '• Nunca saia de perto durante o banho, nem por um segundo: um bebê pode se afogar com poucos centímetros de água.',
      '• Segure firme, com a cabeça e o pescoço bem apoiados nos primeiros meses: bebê molhado escorrega.',
      '• Banho rápido, de 5 a 10 minutos, em ambiente sem vento. Seque bem as dobrinhas.',
      extra,
      confirmLine(baby),
    );
  },
};

const amamentacao: CareTopic = {
  id: 'amamentacao',
  title: 'Amamentação',
  keywords: [
    'amamentar',
    'amamentacao',
    'amamentando',
    'mamar',
    'mama',
    'mamada',
    'mamando',
    'peito',
    'seio',
    'mamilo',
    'bico do peito',
    'bico rachado',
    'rachadura',
    'pega correta',
    'pega certa',
    'pega errada',
    'livre demanda',
    'leite materno',
    'meu leite',
    'leite fraco',
    'pouco leite',
    'mais leite',
    'leite secando',
    'sustenta',
    'sustentando',
    'producao de leite',
    'aumentar a producao',
    'banco de leite',
    'ordenhar',
    'ordenha',
    'tirar leite',
    'bombinha',
    'empedrado',
    'mastite',
  ],
  answer(baby) {
    const m = baby ? monthsOf(baby) : null;
    const who = baby ? baby.name : 'o bebê';
    const intro = baby
      ? m !== null && m < 6
        ? `Com ${ageOf(baby)}, o leite materno é tudo de que ${who} precisa, sem água nem chás. Ofereça o peito em livre demanda, sempre que ${who} quiser, de dia e de noite.`
        : `Com ${ageOf(baby)}, ${who} já come outros alimentos, e o peito continua importante, até os 2 anos ou mais, sempre que vocês quiserem.`
      : 'Até os 6 meses, o leite materno é tudo de que o bebê precisa, sem água nem chás. Ofereça o peito em livre demanda, sempre que ele quiser, de dia e de noite.';
    return lines(
      intro,
      'Sinais de boa pega: boca bem aberta, lábios virados para fora, queixo encostado na mama, mais aréola aparecendo em cima do que embaixo e bochechas redondas. Dá para ouvir o bebê engolir, e a mamada não machuca.',
      'Como saber se o leite está sustentando (leite fraco não existe):',
      '• 6 ou mais fraldas bem molhadas por dia depois da primeira semana, com xixi claro;',
      '• ganho de peso nas consultas;',
      '• bebê ativo e satisfeito depois das mamadas.',
      'Mamilos doloridos costumam melhorar com a pega certa. Passe um pouco do próprio leite no bico e deixe secar ao ar; evite cremes sem orientação.',
      'Quanto mais o bebê mama, mais leite você produz. Descanse quando puder, beba água conforme a sede e evite mamadeiras e chupetas nas primeiras semanas.',
      'Precisa de ajuda? Procure um Banco de Leite Humano ou a UBS: a orientação é gratuita.',
      confirmLine(baby),
    );
  },
};

const semPeito: CareTopic = {
  id: 'sem-peito',
  title: 'Bebê que não mama no peito',
  keywords: [
    'nao mama no peito',
    'nao mama',
    'nao amamenta',
    'nao amamento',
    'nao estou amamentando',
    'parei de amamentar',
    'formula',
    'formula infantil',
    'leite artificial',
    'leite em po',
    'leite de lata',
    'mamadeira',
    'complemento',
    'leite de vaca integral',
    'leite integral',
  ],
  answer(baby) {
    const m = baby ? monthsOf(baby) : null;
    const [prescribed, preparation, noHomemade, noSubstitutes, bottle, food, cowMilk, aplv] = FORMULA_FEEDING_POINTS;
    const byAge =
      m === null
        ? [food, cowMilk]
        : m < 6
          ? [
              `Com ${ageOf(baby!)}, a fórmula é todo o alimento de ${baby!.name}, sem água, chás nem papinhas até os 6 meses.`,
            ]
          : m < 12
            ? [`Com ${ageOf(baby!)}, ${baby!.name} já come a comida da família, e a fórmula continua.`, cowMilk]
            : [
                `Com ${ageOf(baby!)}, ${baby!.name} já pode tomar leite de vaca integral como bebida, no copo e sem açúcar, se o pediatra não indicar outra coisa (e nunca com APLV).`,
              ];
    return lines(
      'Sem o peito, o bebê também fica bem nutrido. O que importa:',
      `• ${prescribed}`,
      `• ${preparation}`,
      `• ${noHomemade}`,
      `• ${noSubstitutes}`,
      `• ${bottle}`,
      ...byAge.map((line) => `• ${line}`),
      `• ${aplv}`,
      'Fonte: Guia Alimentar para Crianças Brasileiras Menores de 2 Anos (Ministério da Saúde, 2019) e Sociedade Brasileira de Pediatria.',
      confirmLine(baby),
    );
  },
};

const febre: CareTopic = {
  id: 'febre',
  title: 'Febre',
  keywords: [
    'febre',
    'febril',
    'temperatura',
    'termometro',
    'grau',
    'graus',
    'corpo quente',
    'testa quente',
    'esta quente',
    'quentinho',
    'antitermico',
    'remedio para febre',
    'dipirona',
    'paracetamol',
    'ibuprofeno',
  ],
  answer(baby) {
    const m = baby ? monthsOf(baby) : null;
    const who = baby ? baby.name : 'o bebê';
    const byAge =
      baby && m !== null
        ? m < 3
          ? `Atenção: ${baby.name} tem ${ageOf(baby)}. Em bebês com menos de 3 meses, qualquer febre pede atendimento médico imediato. Procure agora um pronto-socorro ou ligue 192 (SAMU), mesmo que ${baby.name} pareça bem.`
          : m < 6
            ? `Com ${ageOf(baby)}, converse com o pediatra ou procure a UBS no mesmo dia se ${baby.name} tiver febre, mesmo sem outros sintomas.`
            : `Com ${ageOf(baby)}, a febre costuma ser a defesa do corpo contra uma infecção, mas precisa ser acompanhada de perto.`
        : 'Em bebês com menos de 3 meses, qualquer febre pede atendimento médico imediato: procure um pronto-socorro ou ligue 192 (SAMU).';
    return lines(
      'Pela orientação da Sociedade Brasileira de Pediatria (2025), febre é a temperatura de 37,5 °C ou mais, medida na axila com termômetro digital.',
      byAge,
      'Procure atendimento na hora, em qualquer idade, se houver:',
      '• dificuldade para respirar;',
      '• manchas roxas ou vermelhas que não somem ao apertar a pele;',
      '• sonolência fora do normal, dificuldade para acordar ou choro que não passa;',
      '• moleira estufada ou convulsão;',
      '• recusa para mamar, vômitos repetidos ou poucas fraldas molhadas;',
      '• febre por mais de 2 dias.',
      `Enquanto isso, deixe ${who} com roupa leve e ofereça o peito ou líquidos com frequência. Não use álcool, gelo nem banho frio.`,
      'Remédio para febre só com indicação do pediatra: é ele quem escolhe o remédio e a dose certa para o peso do bebê.',
      confirmLine(baby),
    );
  },
};

const engasgo: CareTopic = {
  id: 'engasgo',
  title: 'Engasgo',
  keywords: [
    'engasgo',
    'engasgou',
    'engasgar',
    'engasgado',
    'engasgada',
    'engasgando',
    'desengasgar',
    'desengasgo',
    'heimlich',
    'sufocando',
    'sufocado',
    'sufocada',
    'engoliu',
  ],
  answer(baby) {
    const m = baby ? monthsOf(baby) : null;
    const infant =
      '• Menos de 1 ano: deite o bebê de bruços ao longo do seu antebraço, com a cabeça mais baixa que o corpo, e dê 5 tapas firmes nas costas, entre as escápulas. Vire de barriga para cima e faça 5 compressões no centro do peito, logo abaixo da linha dos mamilos, com a base de uma mão ou os dois polegares (nunca com dois dedos). Repita até o objeto sair ou o bebê chorar.';
    const child =
      '• A partir de 1 ano: alterne 5 tapas firmes nas costas e 5 compressões abdominais (manobra de Heimlich), por trás da criança, com o punho fechado entre o umbigo e o osso do peito, puxando para dentro e para cima.';
    const maneuvers = m === null ? [infant, child] : m < 12 ? [infant] : [child];
    const who = baby ? baby.name : 'o bebê';
    return lines(
      `Se ${who} engasgar, mas tossir, chorar ou fizer barulho ao respirar, deixe tossir e observe de perto: a tosse é a melhor defesa. Não bata nas costas nem coloque o dedo na boca.`,
      'Se não consegue tossir, chorar nem respirar, ou se a boca e a pele estão ficando arroxeadas, ligue já para o 192 (SAMU) com o celular no viva-voz, ou peça para alguém ligar, e aja na hora, seguindo o atendente:',
      ...maneuvers,
      '• Nunca procure o objeto às cegas com o dedo; só retire se estiver visível e fácil de pegar.',
      '• Se perder a consciência, comece a reanimação com o SAMU orientando: 30 compressões e 2 ventilações.',
      'O passo a passo completo está na tela SOS. Depois de um engasgo sério, leve para avaliação médica.',
      confirmLine(baby),
    );
  },
};

const quedas: CareTopic = {
  id: 'quedas',
  title: 'Quedas e batidas na cabeça',
  keywords: [
    'queda',
    'caiu',
    'cair',
    'caiu da cama',
    'caiu do sofa',
    'caiu do trocador',
    'tombo',
    'levou um tombo',
    'bateu a cabeca',
    'bateu com a cabeca',
    'batida na cabeca',
    'galo na cabeca',
    'pancada',
  ],
  answer(baby) {
    const m = baby ? monthsOf(baby) : null;
    const who = baby ? baby.name : 'o bebê';
    const young =
      baby && m !== null && m < 3
        ? `Como ${baby.name} tem ${ageOf(baby)}, qualquer queda pede avaliação médica, mesmo que pareça estar tudo bem. Leve também para avaliação toda queda de mais de cerca de 90 cm de altura.`
        : 'Leve também para avaliação qualquer queda de bebê com menos de 3 meses, toda queda de mais de cerca de 90 cm antes dos 2 anos e de mais de 1,5 m depois dos 2 anos, mesmo que ele pareça bem.';
    return lines(
      `Depois de uma queda, mantenha a calma e observe ${who}. Nunca sacuda um bebê.`,
      'Procure atendimento na hora (ou ligue 192) se houver:',
      '• perda de consciência, mesmo rápida;',
      '• vômitos;',
      '• sonolência fora do normal ou irritabilidade;',
      '• convulsão;',
      '• sangue ou líquido saindo do ouvido ou do nariz;',
      '• inchaço mole na cabeça ou dificuldade para se mexer.',
      young,
      'Sem sinais de alerta, faça compressa fria envolta em um pano por 10 a 15 minutos e observe por 24 a 48 horas o comportamento, as mamadas e o sono. Dormir pode, mas confira se acorda com facilidade.',
      'Para prevenir: nunca deixe o bebê sozinho no trocador, na cama ou no sofá, use portões nas escadas e não use andador. O guia completo está na tela SOS.',
      confirmLine(baby),
    );
  },
};

const aplv: CareTopic = {
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
      '• Se o bebê mama no peito, a amamentação continua, e a mãe tira leite e derivados da própria alimentação. Ela precisa de 1000 a 1300 mg de cálcio por dia, em geral com suplemento prescrito, e de 2 a 3 litros de água, conforme a sede. A proteína leva de 2 a 3 semanas para sair do corpo da mãe.';
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

const alimentacaoDaMae: CareTopic = {
  id: 'alimentacao-da-mae',
  title: 'Alimentação da mãe que amamenta',
  keywords: [
    'alimentacao da mae',
    'alimentacao materna',
    'minha alimentacao',
    'minha dieta',
    'dieta da mae',
    'o que comer',
    'o que devo comer',
    'posso comer',
    'devo comer',
    'eu comer',
    'eu posso comer',
    'mae que amamenta',
    'lactante',
    'cafeina',
    'cafe',
    'tomar cafe',
    'chimarrao',
    'alcool',
    'bebida alcoolica',
    'cerveja',
    'vinho',
    'beber',
    'quanta agua',
    'calcio',
    'vitamina',
    'suplemento',
    'emagrecer',
    'perder peso',
    'comer para ter mais leite',
    'aumenta o leite',
    'aumentam o leite',
    'aumentar o leite',
  ],
  answer(baby) {
    const intro = baby
      ? `Enquanto você amamenta ${baby.name}, a sua alimentação cuida de você e da sua energia. Não existe alimento milagroso para ter mais leite: o que mais aumenta a produção é ${baby.name} mamar com frequência e esvaziar bem a mama.`
      : 'Enquanto você amamenta, a sua alimentação cuida de você e da sua energia. Não existe alimento milagroso para ter mais leite: o que mais aumenta a produção é o bebê mamar com frequência e esvaziar bem a mama.';
    return lines(
      intro,
      '• Varie: arroz, feijão, legumes, verduras, frutas, carnes, peixe e ovos. Faça lanches simples, como frutas e castanhas.',
      '• Água: de 2 a 3 litros por dia, conforme a sede. Deixe uma garrafinha por perto em cada mamada.',
      '• Cálcio: de 1000 a 1300 mg por dia, vindo de leite e derivados ou, sem eles, de verduras verde-escuras, feijão, sardinha e gergelim. Se houver APLV, o médico costuma indicar um suplemento.',
      '• Café, chá-mate e chimarrão com moderação: até 2 ou 3 xícaras pequenas de café por dia.',
      '• Bebida alcoólica: o melhor é evitar enquanto amamenta.',
      '• Não corte alimentos por conta própria por causa de cólicas: exclusões só com diagnóstico.',
      '• Não é hora de dieta restritiva. O peso tende a cair aos poucos, e vitaminas ou ferro receitados devem continuar.',
      confirmLineForMother(baby),
    );
  },
};

const BABY_EXERCISE_BANDS: { maxMonths: number; label: string; ideas: string[] }[] = [
  {
    maxMonths: 3,
    label: 'Até 3 meses',
    ideas: [
      'tempo de bruços, acordado e com você olhando: de 1 a 5 minutos por vez, várias vezes ao dia, até somar pelo menos 30 minutos no dia;',
      'mostrar rostos e objetos coloridos para seguir com o olhar;',
      'conversar, cantar e fazer a bicicletinha com as pernas.',
    ],
  },
  {
    maxMonths: 6,
    label: 'De 3 a 6 meses',
    ideas: [
      'mais tempo de bruços, com apoio nos antebraços, somando pelo menos 30 minutos ao longo do dia;',
      'brinquedos ao alcance das mãos para pegar e levar à boca;',
      'treino de rolar, com um brinquedo chamando para o lado.',
    ],
  },
  {
    maxMonths: 9,
    label: 'De 6 a 9 meses',
    ideas: [
      'sentar com apoio, até conseguir sentar sem ajuda;',
      'passar o brinquedo de uma mão para a outra;',
      'esconde-achou e brincadeiras com sílabas, como "ma-ma" e "pa-pa".',
    ],
  },
  {
    maxMonths: 12,
    label: 'De 9 a 12 meses',
    ideas: [
      'caminho de almofadas para engatinhar;',
      'ficar em pé segurando no sofá e dar passos com apoio;',
      'imitar gestos, como bater palmas e dar tchau, e pegar pedacinhos com a pinça dos dedos.',
    ],
  },
  {
    maxMonths: Infinity,
    label: 'A partir de 12 meses',
    ideas: [
      'passos com apoio até andar sozinho;',
      'empilhar blocos e colocar objetos dentro de um pote;',
      'chutar a bola e brincar de apontar figuras.',
    ],
  },
];

const exerciciosBebe: CareTopic = {
  id: 'exercicios-bebe',
  title: 'Exercícios e brincadeiras com o bebê',
  keywords: [
    'exercicio',
    'exercicio com o bebe',
    'exercicio para o bebe',
    'exercitar',
    'bruco',
    'tempo de bruco',
    'tummy time',
    'estimular',
    'estimulo',
    'estimulacao',
    'brincadeira',
    'brincar',
    'brinquedo',
    'engatinhar',
    'engatinhando',
    'sentar',
    'sentar sozinho',
    'rolar',
    'andar',
    'andando',
    'primeiros passos',
    'desenvolvimento',
    'marco do desenvolvimento',
    'shantala',
    'coordenacao',
  ],
  answer(baby) {
    const footer = [
      'Faça as atividades com o bebê acordado, disposto e sempre com você por perto. Pare se ele chorar ou cansar, e não use andador. Na tela Exercícios há o passo a passo de cada brincadeira, separado por idade.',
    ];
    if (!baby) {
      return lines(
        'Brincar é o melhor exercício para o bebê, e cada fase tem o seu:',
        ...BABY_EXERCISE_BANDS.map((b) => `• ${b.label}: ${b.ideas[0]!.replace(/;$/, '.')}`),
        'Conversar, cantar e ler juntos também estimula muito o desenvolvimento.',
        ...footer,
        confirmLine(null),
      );
    }
    const m = monthsOf(baby);
    const band =
      BABY_EXERCISE_BANDS.find((b) => m < b.maxMonths) ?? BABY_EXERCISE_BANDS[BABY_EXERCISE_BANDS.length - 1]!;
    return lines(
      `Com ${ageOf(baby)}, brincar é o melhor exercício para ${baby.name}. Boas ideias para esta fase:`,
      ...band.ideas.map((idea) => `• ${idea}`),
      'Conversar, cantar e ler juntos também estimula muito o desenvolvimento. Cada bebê tem o seu ritmo: se algum marco da idade ainda não apareceu, continue estimulando e observe de novo em 30 dias.',
      'Bruços é só para brincar: para dormir, sempre de barriga para cima.',
      ...footer,
      confirmLine(baby),
    );
  },
};

const exerciciosMae: CareTopic = {
  id: 'exercicios-mae',
  title: 'Exercícios para a mãe no pós-parto',
  keywords: [
    'exercicio pos parto',
    'exercicio para mim',
    'exercicio para mae',
    'exercicio para a mae',
    'exercicio depois do parto',
    'posso fazer exercicio',
    'posso me exercitar',
    'pos parto',
    'posparto',
    'depois do parto',
    'apos o parto',
    'resguardo',
    'assoalho pelvico',
    'pelvico',
    'perineo',
    'kegel',
    'diastase',
    'academia',
    'malhar',
    'treinar',
    'voltar a treinar',
    'correr',
    'caminhada',
    'yoga',
    'pilates',
    'abdominal',
    'perda de urina',
    'escape de xixi',
    'minha barriga',
    'liberacao medica',
  ],
  answer(baby) {
    const m = baby ? monthsOf(baby) : null;
    const intro =
      baby && m !== null
        ? m < 2
          ? `Com ${baby.name} ainda com ${ageOf(baby)}, você provavelmente está no resguardo. Por enquanto, vale o que é leve: caminhadas curtas, se você se sentir bem, e os exercícios para o assoalho pélvico. O resto fica para depois da liberação médica.`
          : `Com ${baby.name} já com ${ageOf(baby)}, se você já teve a liberação médica na consulta de pós-parto, dá para retomar os exercícios aos poucos.`
        : 'No pós-parto, o corpo precisa de tempo. Exercícios mais intensos só depois da liberação médica, em geral a partir de 6 semanas, e depois de uma cesárea pode ser preciso esperar mais.';
    return lines(
      intro,
      '• Assoalho pélvico: contraia como se segurasse o xixi e os gases, segure de 3 a 5 segundos e relaxe. Pode começar nos primeiros dias, se não doer.',
      '• Caminhada: comece com 10 a 15 minutos em terreno plano e aumente até cerca de 30.',
      '• Depois da liberação: yoga, alongamento e fortalecimento, sem pressa.',
      '• Com diástase (a barriga afastada no meio), evite abdominais tradicionais e procure um fisioterapeuta.',
      '• Se amamenta, prefira treinar depois de uma mamada, beba água e use um sutiã firme.',
      'Pare e procure seu médico se o sangramento aumentar ou voltar a ficar vermelho vivo, ou se sentir dor, tontura ou falta de ar. Na tela Exercícios há o passo a passo dos exercícios para a mãe.',
      confirmLineForMother(baby),
    );
  },
};

const fraldas: CareTopic = {
  id: 'fraldas',
  title: 'Fraldas e assaduras',
  keywords: [
    'fralda',
    'troca de fralda',
    'trocar fralda',
    'trocar a fralda',
    'assadura',
    'assado',
    'assada',
    'bumbum',
    'bumbum vermelho',
    'xixi',
    'coco',
    'lenco umedecido',
    'pomada',
    'creme de assadura',
    'oxido de zinco',
    'fralda molhada',
    'quantas fralda',
  ],
  answer(baby) {
    const m = baby ? monthsOf(baby) : null;
    const who = baby ? baby.name : 'o bebê';
    const wet =
      baby && m !== null && m >= 6
        ? `Com ${ageOf(baby)}, a comida nova muda o cocô de ${baby.name}, e algumas frutas ácidas podem irritar a pele: capriche nas trocas nesses dias.`
        : `Para saber se ${who} está mamando bem: depois da primeira semana, espere 6 ou mais fraldas bem molhadas por dia, com xixi clarinho.`;
    return lines(
      wet,
      'Para prevenir assaduras:',
      '• Troque a fralda com frequência e sempre logo depois do cocô.',
      '• Limpe com água morna e algodão ou pano macio, sem esfregar, e seque bem as dobrinhas.',
      '• Deixe o bumbum respirar alguns minutos sem fralda.',
      '• Passe uma camada fina de creme de barreira, com óxido de zinco, a cada troca.',
      '• Evite lenços com perfume ou álcool e talco.',
      'Se a assadura já apareceu, faça o mesmo com mais capricho e use uma camada mais grossa de creme. Não precisa tirar todo o creme a cada troca, só a parte suja.',
      'Procure o pediatra se houver feridas, bolhas, pus, pontinhos vermelhos em volta da área assada, febre, ou se não melhorar em 2 a 3 dias. Cremes com remédio só com receita.',
      confirmLine(baby),
    );
  },
};

/** In priority order: on a tie, the topic that comes first wins. */
export const CARE_TOPICS: CareTopic[] = [
  engasgo,
  quedas,
  febre,
  colica,
  cafeDaManha,
  semPeito,
  introducaoAlimentar,
  aplv,
  sono,
  choro,
  denticao,
  banho,
  amamentacao,
  alimentacaoDaMae,
  fraldas,
  exerciciosBebe,
  exerciciosMae,
];

// ---------------------------------------------------------------------------
// Matching
// ---------------------------------------------------------------------------

/** Plurals whose singular the rules below would get wrong. */
const STEM_EXCEPTIONS: Record<string, string> = {
  gases: 'gas',
  meses: 'mes',
  vezes: 'vez',
  maes: 'mae',
  paes: 'pao',
};

/**
 * Crude pt-BR plural stripping, applied the same way to questions and keywords:
 * 'colicas' -> 'colica', 'dentes' -> 'dente', 'raizes' -> 'raiz', 'refeicoes' -> 'refeicao',
 * 'colheres' -> 'colher', 'sinais' -> 'sinal'. Words of up to 3 letters are left alone.
 */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  const exception = STEM_EXCEPTIONS[word];
  if (exception) return exception;
  if (word.endsWith('oes')) return `${word.slice(0, -3)}ao`;
  if (word.endsWith('zes')) return word.slice(0, -2);
  if (/[aeiou]res$/.test(word)) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('ais')) return `${word.slice(0, -3)}al`;
  if (word.length > 4 && word.endsWith('eis')) return `${word.slice(0, -3)}el`;
  if (word.endsWith('ns')) return `${word.slice(0, -2)}m`;
  if (/[aeo]s$/.test(word)) return word.slice(0, -1);
  return word;
}

function stemmedWords(text: string): string[] {
  return foldText(text)
    .split(' ')
    .filter((w) => w.length > 0)
    .map(stem);
}

interface Phrase {
  text: string;
  words: number;
}

const MATCHERS: { topic: CareTopic; phrases: Phrase[] }[] = CARE_TOPICS.map((topic) => {
  const unique = new Set(topic.keywords.map((k) => stemmedWords(k).join(' ')).filter((k) => k.length > 0));
  return { topic, phrases: [...unique].map((text) => ({ text, words: text.split(' ').length })) };
});

/**
 * The topic whose keywords best match the question. Each keyword found (as whole words, in
 * order) adds its number of words to the score, so phrases weigh more than single words. Ties
 * go to the topic with the longest matching keyword, then to the first in CARE_TOPICS.
 */
export function findTopic(question: string): { topic: CareTopic; score: number } | null {
  const words = stemmedWords(question);
  if (words.length === 0) return null;
  const haystack = ` ${words.join(' ')} `;
  let best: { topic: CareTopic; score: number; longest: number } | null = null;
  for (const { topic, phrases } of MATCHERS) {
    let score = 0;
    let longest = 0;
    for (const phrase of phrases) {
      if (haystack.includes(` ${phrase.text} `)) {
        score += phrase.words;
        longest = Math.max(longest, phrase.words);
      }
    }
    if (score === 0) continue;
    if (!best || score > best.score || (score === best.score && longest > best.longest)) {
      best = { topic, score, longest };
    }
  }
  return best ? { topic: best.topic, score: best.score } : null;
}
