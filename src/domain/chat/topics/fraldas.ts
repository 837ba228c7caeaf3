import { ageOf, type CareTopic, confirmLine, lines, monthsOf } from './care-topic';

export const fraldas: CareTopic = {
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
