import { wordFamily } from './word-family';

/** Tier 2: words of a fall or a knock on the head. One alternative a line. */
export const FALL = wordFamily(
  String.raw`
cai
caiu
cair
caindo
caido
caida
queda
quedas
tombo
tomb\w*
rolou
despenc\w*
escorreg\w*
escapou
derrub\w*
deixei cair
bateu (a |com a )?(cabec\w*|testa|nuca)
pancada
batida
galo
calombo
`,
);
