import { ageOf, type CareTopic, confirmLine, lines, monthsOf } from './care-topic';

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

export const exerciciosBebe: CareTopic = {
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
