import { SAFE_SLEEP_POINTS, SAFE_SLEEP_SOURCE } from '../../sleep/safe-sleep';
import { commonWakeWindow, NO_CONSENSUS, sleepTotalRange } from '../../sleep/sleep-ranges';
import { shortDuration } from '../../sleep/sleep-texts';
import { ageOf, type CareTopic, confirmLine, lines, monthsOf } from './care-topic';

/** The sleep page's bands (AASM, NSF under 4 months), so Lu and the page give one set of numbers. */
function sleepHours(m: number): string {
  const { minHours, maxHours } = sleepTotalRange(m);
  return `${minHours} a ${maxHours} horas`;
}

/** The sleep card's wake windows, which no health authority gives. */
function wakeWindow(m: number): string {
  const { minMinutes, maxMinutes } = commonWakeWindow(m);
  return `${shortDuration(minMinutes * 60_000)} a ${shortDuration(maxMinutes * 60_000)}`;
}

export const sono: CareTopic = {
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
    // The sleep page's position, surface and bed-sharing points, so a question on bed-sharing or
    // side-sleeping gets the AAP 2022 answer; the answer must stay short, so not all six.
    const safety = [
      `Sono seguro (${SAFE_SLEEP_SOURCE}):`,
      '• No próprio berço ou moisés, nunca de lado nem de bruços.',
      ...SAFE_SLEEP_POINTS.slice(0, 3).map((point) => `• ${point}`),
    ];
    const routine = [
      'Para dormir melhor: uma rotina curta e igual todas as noites; de dia, claridade; à noite, penumbra e silêncio.',
    ];
    if (!baby) {
      return lines(
        ...safety,
        ...routine,
        `Em 24 horas, o bebê dorme cerca de ${sleepHours(0)} até os 3 meses, ${sleepHours(4)} dos 4 aos 11 meses e ${sleepHours(12)} de 1 a 2 anos. O tempo acordado entre um sono e outro vai de uns ${wakeWindow(0)} no começo a ${wakeWindow(15)} depois de 1 ano, uma faixa comum, ${NO_CONSENSUS}. Acordar de madrugada é normal no primeiro ano, muitas vezes por fome.`,
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
      `Com ${ageOf(baby)}, ${name} costuma dormir cerca de ${sleepHours(m)} em 24 horas, somando a noite e as sonecas. O tempo acordado entre um sono e outro costuma ficar em torno de ${wakeWindow(m)}, uma faixa comum, ${NO_CONSENSUS}: o registro do sono de ${name} diz mais.`,
      night,
      ...safety,
      ...routine,
      confirmLine(baby),
    );
  },
};
