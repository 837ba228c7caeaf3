import { type CareTopic, confirmLineForMother, lines } from './care-topic';

export const alimentacaoDaMae: CareTopic = {
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
