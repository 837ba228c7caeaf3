import { ageOf, type CareTopic, confirmLine, lines, monthsOf } from './care-topic';

export const colica: CareTopic = {
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
