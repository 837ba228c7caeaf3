import { wordFamily } from './word-family';

/** Tier 2: words of death: a heart not heard, a baby who died or stopped. One alternative a line. */
export const DEATH = wordFamily(
  String.raw`
massagem cardiaca
(o meu|a minha|ele|ela|bebe) parou agora
nao (sinto|ouco|escuto|acho) (o )?(coracao\w*|pulso|batimento\w*)
(bebe|ele|ela|filh\w*|crianca) (\w+ ){0,3}(morr\w*|mort[oa])
sem vida
sem pulso
nao (esta|estava) viv[oa]
morreu
`,
);
