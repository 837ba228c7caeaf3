import { near } from './sign-words';
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

/** Tier 1: the signs of drowning that send her to 192 first. */
export const DROWNING_SIGNS: RegExp[] = [
  /\bafog(ou|ad[oa]|ando|amento|aram|asse)\b/,
  /\bse afog/,
  /\bquase (se )?afog/,
  near(
    'caiu|cai|escorregou|afundou|virou|ficou|esteve|mergulhou|enfiou',
    '(na|no|dentro da|dentro do|embaixo da|debaixo da) (\\w+ )?(piscin\\w*|banheir\\w*|bald\\w*|agua|lago|rio|mar|bacia|tanque|vaso|cisterna|poco)',
    3,
  ),
  /\b(de brucos|de cara|boiando|com (o |a )?(rosto|rostinho|cara|carinha|cabeca|cabecinha|boca|nariz)) (\w+ )?(na|no|dentro da|dentro do) (\w+ )?(piscin\w*|banheir\w*|bald\w*|agua|bacia|tanque|lago|rio|mar)\b/,
  near(
    'cabeca|cabecinha|rosto|rostinho|carinha|cara|boca|nariz',
    '(dentro|embaixo|debaixo) d(a|o|e)? (\\w+ )?(agua|banheira|piscina|balde|bacia)',
    2,
  ),
  /\b(engoliu|engolindo) (muita )?agua (na|da|do|no) (piscina|banheira|balde|mar|banho|bacia|rio)/,
  /\b(embaixo|debaixo) d(a )?agua\b/,
  /\bsubmers\w*/,
];
