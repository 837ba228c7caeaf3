import { ageOf, type CareTopic, confirmLine, lines, monthsOf } from './care-topic';

export const quedas: CareTopic = {
  id: 'quedas',
  title: 'Quedas e batidas na cabeça',
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
