import { type CareTopic, confirmLine, lines, monthsOf } from './care-topic';

export const engasgo: CareTopic = {
  id: 'engasgo',
  title: 'Engasgo',
  answer(baby) {
    const m = baby ? monthsOf(baby) : null;
    const infant =
      '• Menos de 1 ano: deite o bebê de bruços ao longo do seu antebraço, com a cabeça mais baixa que o corpo, e dê 5 tapas firmes nas costas, entre as escápulas. Vire de barriga para cima e faça 5 compressões no centro do peito, logo abaixo da linha dos mamilos, com a base de uma mão (nunca com dois dedos). Repita até o objeto sair ou o bebê chorar.';
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
