import { FORMULA_FEEDING_POINTS } from '../../feeding/formula-feeding';
import { ageOf, type CareTopic, confirmLine, lines, monthsOf } from './care-topic';

export const semPeito: CareTopic = {
  id: 'sem-peito',
  title: 'Bebê que não mama no peito',
  keywords: [
    'nao mama no peito',
    'nao mama',
    'nao amamenta',
    'nao amamento',
    'nao estou amamentando',
    'parei de amamentar',
    'formula',
    'formula infantil',
    'leite artificial',
    'leite em po',
    'leite de lata',
    'mamadeira',
    'complemento',
    'leite de vaca integral',
    'leite integral',
  ],
  answer(baby) {
    const m = baby ? monthsOf(baby) : null;
    const [prescribed, preparation, noHomemade, noSubstitutes, bottle, food, cowMilk, aplv] = FORMULA_FEEDING_POINTS;
    const byAge =
      m === null
        ? [food, cowMilk]
        : m < 6
          ? [
              `Com ${ageOf(baby!)}, a fórmula é todo o alimento de ${baby!.name}, sem água, chás nem papinhas até os 6 meses.`,
            ]
          : m < 12
            ? [`Com ${ageOf(baby!)}, ${baby!.name} já come a comida da família, e a fórmula continua.`, cowMilk]
            : [
                `Com ${ageOf(baby!)}, ${baby!.name} já pode tomar leite de vaca integral como bebida, no copo e sem açúcar, se o pediatra não indicar outra coisa (e nunca com APLV).`,
              ];
    return lines(
      'Sem o peito, o bebê também fica bem nutrido. O que importa:',
      `• ${prescribed}`,
      `• ${preparation}`,
      `• ${noHomemade}`,
      `• ${noSubstitutes}`,
      `• ${bottle}`,
      ...byAge.map((line) => `• ${line}`),
      `• ${aplv}`,
      'Fonte: Guia Alimentar para Crianças Brasileiras Menores de 2 Anos (Ministério da Saúde, 2019) e Sociedade Brasileira de Pediatria.',
      confirmLine(baby),
    );
  },
};
