import { ageOf, type CareTopic, confirmLine, lines, monthsOf } from './care-topic';

export const banho: CareTopic = {
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
