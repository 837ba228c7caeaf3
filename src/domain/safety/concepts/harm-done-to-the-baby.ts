import { SHOOK_HARD } from '../danger-concepts';

/**
 * Harm she says she already did to the baby, not a thought of it ("quase joguei" is a thought),
 * or the baby left alone at home: the baby may need 192 now.
 */
const DONE_TO_THE_BABY_OWN =
  /(?<!\bquase )\b(deixei (o |a |meu |minha )?(bebe|ele|ela|\w+) (\w+ ){0,4}(sozinh\w*|e (fui|sai) (pra|para a|na) rua|e sai de casa)|deixei (o |a )?(bebe|ele|ela|\w+) (\w+ ){0,2}(no|dentro do) carro|deixei (o |a )?(bebe|ele|ela|\w+) (na|no|dentro da) (banheira|banho|piscina|bacia|balde) (\w+ ){0,3}e (sai|fui)|(?<!\bme )tranquei (o bebe|a bebe|ele|ela|o \w+|a \w+)|larguei (o bebe|a bebe|ele|ela|o \w+|a \w+)|(fechei|tranquei) (a porta|o quarto) (\w+ ){0,4}com (ele|ela|o bebe|a bebe)|(sacudi|chacoalhei) (o|a) \w+|(bebe|ele|ela) (esta|ficou) (la )?sozinh\w*|deixei (o bebe|a bebe|ele|ela) (\w+ ){0,4}e (sai|fui) (andando|embora)|dei (\w+ ){0,2}(remedios?|comprimidos?|calmantes?|xarope|gotas|pilulas?|dipirona|rivotril|bebida|cachaca|alcool|veneno|um pouco|demais) (\w+ ){0,3}(pra|pro|para|ao|a) (ele|ela|bebe|\w+)|(coloquei|botei|pus|tampei|tapei|cobri|abafei) (\w+ ){0,4}(em cima dele|em cima dela|cara|rosto\w*|boca|boquinha|nariz\w*|pescoc\w*)|(apertei|sacudi|chacoalhei|joguei|bati|afoguei|sufoquei|empurrei|derrubei|sacudimos) (\w+ ){0,4}(nele|nela|ele|ela|bebe|cara|rosto\w*|boca|boquinha|nariz\w*|pescoc\w*|cabec\w*|parede|chao)|dei (um |uns |uma )?(tapa|tapas|tapao|soco|murro|chinelada|palmada|palmadas|empurrao|chacoalhao|sacode|beliscao) (nele|nela|no bebe|na bebe|\w+))\b/;
export const DONE_TO_THE_BABY = new RegExp(`${DONE_TO_THE_BABY_OWN.source}|(?<!\\bquase )\\b(${SHOOK_HARD.source})\\b`);
export const DONE_TO_THE_BABY_ALL = new RegExp(DONE_TO_THE_BABY.source, 'g');

/** She drank or took something and gave it to the baby too: the baby's poisoning and her crisis at once. */
export const TOOK_AND_GAVE =
  /\b(bebi|tomei|engoli) (\w+ ){0,5}e dei (\w+ ){0,3}(pra|para|pro|a|ao) (ela|ele|o bebe|a bebe|\w+)\b/;

/** She says the baby is safe now ("ele tá seguro no berço", "ficou com a vó"): her crisis comes first. */
export const BABY_SAFE =
  /\b(ele|ela|o bebe|a bebe) (esta|ficou) (\w+ ){0,2}(segur[oa]|com (o pai|a vo|a avo|o avo|meu marido|minha mae|minha sogra|o marido))\b/;
