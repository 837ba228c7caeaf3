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
