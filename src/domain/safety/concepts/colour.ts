import { BLUE } from './sign-words';
import { wordFamily } from './word-family';

/** Tier 2: words of a colour of the skin or the lips: blue, purple, grey, pale. One alternative a line. */
export const COLOUR = wordFamily(
  String.raw`
rox\w*
arroxead\w*
azul\w*
azulad\w*
(?<!tudo (fica|esta|ficou|parece) )cinz\w*
acinzentad\w*
cianose
cianotic\w*
palid\w*
descorad\w*
(ficou|esta|estava|todo|toda|meio|muito) (branc|branquinh|amarel|pret|escur)\w*
`,
);

/** "um roxinho na perna", "roxo no joelho", "boca roxa de amora": a bruise or a stain, not cyanosis. */
export const BRUISE_OR_STAIN = new RegExp(
  `\\b(belisc|bat|apert|mord|soc)\\w* (\\w+ ){0,3}ate ficar (${BLUE})|\\b(um|uma|uns|umas) (${BLUE})|(${BLUE}) (no|na|nos|nas) (perna|pernas|braco|bracos|joelho|joelhos|testa|canela|bumbum|coxa|pe|cotovelo)\\b|(${BLUE}) de (tanto )?((comer|chupar|tomar|beber|brincar com) )?(amora|acai|jabuticaba|beterraba|uva|picole|gelatina|suco|tinta|caneta|giz)`,
  'g',
);
