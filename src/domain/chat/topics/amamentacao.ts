import { ageOf, type CareTopic, confirmLine, lines, monthsOf } from './care-topic';

export const amamentacao: CareTopic = {
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
