import { wordFamily } from './word-family';

/** Tier 2: words of blood: bleeding, a deep cut. One alternative a line. */
export const BLOOD = wordFamily(
  String.raw`
sangu\w*
sangr\w*
hemorrag\w*
coagul\w*
cogul\w*
jorr\w*
esguich\w*
corte (\w+ ){0,4}(aberto|fundo|feio|grande)
da (pra|para) ver (por )?dentro
(cortou|cortei|se cortou) (\w+ ){0,3}(faca|vidro|caco|tesoura|lata|estilete)
`,
);
