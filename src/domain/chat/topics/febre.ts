import { ageOf, type CareTopic, confirmLine, lines, monthsOf } from './care-topic';

export const febre: CareTopic = {
  id: 'febre',
  title: 'Febre',
  answer(baby) {
    const m = baby ? monthsOf(baby) : null;
    const who = baby ? baby.name : 'o bebê';
    const byAge =
      baby && m !== null
        ? m < 3
          ? `Atenção: ${baby.name} tem ${ageOf(baby)}. Em bebês com menos de 3 meses, qualquer febre pede atendimento médico imediato. Procure agora um pronto-socorro ou ligue 192 (SAMU), mesmo que ${baby.name} pareça bem.`
          : m < 6
            ? `Com ${ageOf(baby)}, converse com o pediatra ou procure a UBS no mesmo dia se ${baby.name} tiver febre, mesmo sem outros sintomas.`
            : `Com ${ageOf(baby)}, a febre costuma ser a defesa do corpo contra uma infecção, mas precisa ser acompanhada de perto.`
        : 'Em bebês com menos de 3 meses, qualquer febre pede atendimento médico imediato: procure um pronto-socorro ou ligue 192 (SAMU).';
    return lines(
      'Pela orientação da Sociedade Brasileira de Pediatria (2025), febre é a temperatura de 37,5 °C ou mais, medida na axila com termômetro digital.',
      byAge,
      'Procure atendimento na hora, em qualquer idade, se houver:',
      '• dificuldade para respirar;',
      '• manchas roxas ou vermelhas que não somem ao apertar a pele;',
      '• sonolência fora do normal, dificuldade para acordar ou choro que não passa;',
      '• moleira estufada ou convulsão;',
      '• recusa para mamar, vômitos repetidos ou poucas fraldas molhadas;',
      '• febre por mais de 2 dias.',
      `Enquanto isso, deixe ${who} com roupa leve e ofereça o peito ou líquidos com frequência. Não use álcool, gelo nem banho frio.`,
      'Remédio para febre só com indicação do pediatra: é ele quem escolhe o remédio e a dose certa para o peso do bebê.',
      confirmLine(baby),
    );
  },
};
