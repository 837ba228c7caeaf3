/**
 * Tier 1: a baby shut in a car. Heat inside a closed car rises within minutes and kills a baby in
 * under an hour, even on a mild day: 192 first ("tem um bebê trancado no carro no sol"). "Esquecido"
 * alone is left out: it is the word of the news and of prevention ("bebê esquecido no carro, como
 * não esquecer?"); "esqueci … no carro no sol" is hers, now.
 */
const CHILD =
  '(o |a |um |uma |meu |minha |o meu |a minha )?(bebe|bebezinh\\w*|nenem|crianca|criancinha|filh\\w*|ele|ela)';
const SHUT = '(trancad\\w*|pres[oa]|fechad\\w*)';
const IN_A_CAR = '(no|dentro do|dentro de um|num|em um) (\\w+ )?carro';

export const TRAPPED_IN_CAR_SIGNS: RegExp[] = [
  new RegExp(`\\b${CHILD} (\\w+ ){0,2}${SHUT} (\\w+ ){0,2}${IN_A_CAR}\\b`),
  new RegExp(
    `\\b(esqueci|trancaram|tranquei|deixaram|esqueceram) ${CHILD} (\\w+ ){0,2}${IN_A_CAR} (\\w+ ){0,3}(sol|calor|fechad\\w*|trancad\\w*|vidro)`,
  ),
  new RegExp(`\\bcarro (\\w+ ){0,3}(trancad\\w*|fechad\\w*) (\\w+ ){0,2}com ${CHILD} dentro\\b`),
];
