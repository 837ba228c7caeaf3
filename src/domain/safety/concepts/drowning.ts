import { wordFamily } from './word-family';

/** Tier 2: words of drowning: under water, fallen into water. One alternative a line. */
export const DROWNING = wordFamily(
  String.raw`
afog\w*
submers\w*
(embaixo|debaixo|dentro) d(a|o|e)? ?(agua|banheira|piscina|balde|bacia)
caiu (na|no|dentro d\w*) (piscina|agua|banheira|balde|bacia|lago|rio|mar|tanque|poco)
engoliu (muita )?agua
(cara|rosto|rostinho|carinha|cabeca|cabecinha|boca|nariz) (\w+ )?(na|dentro da|embaixo da|debaixo da) agua
tomou um caldo
boiando
piscina
lago
afund\w*
banheira (\w+ ){0,2}(enchendo|cheia)
torneira (\w+ ){0,2}(aberta|ligada)
`,
);
