import { ageOf, type CareTopic, confirmLine, lines, monthsOf } from './care-topic';

export const choro: CareTopic = {
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
