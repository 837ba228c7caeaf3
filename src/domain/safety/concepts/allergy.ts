import { near } from './sign-words';
import { wordFamily } from './word-family';

/** Tier 2: words of an allergy: swelling, hives, spots. One alternative a line. */
export const ALLERGY = wordFamily(
  String.raw`
inch\w*
incha\w*
empol\w*
urticaria
vergoes
vergao
placas
alergi\w*
anafila\w*
(labio|labios|lingua) gross\w*
manchas?
manchinhas?
pintinhas?
petequi\w*
(lingua|labios?) (\w+ )?(inchad|gross)\w*
rosto (\w+ )?inch\w*
olhos? (\w+ )?fech\w*
rouc\w*
`,
);

/** Tier 1: the signs of severe allergy that send her to 192 first. */
export const SEVERE_ALLERGY_SIGNS: RegExp[] = [
  /\b(inch\w*|incha\w*|enorme|grosso|grossos|deformad\w*)\b.{0,40}\b(labio|labios|boca|boquinha|rosto|rostinho|olho|olhos|olhinhos|cara|carinha|lingua|garganta|palpebra|palpebras)\b/,
  near(
    'labio|labios|boca|boquinha|rosto|rostinho|olho|olhos|olhinhos|cara|carinha|lingua|garganta|palpebra|palpebras',
    'inch\\w*|enorme|gigante|estufad\\w*',
    6,
  ),
  /\b(anafila\w*|choque anafilatico|edema de glote|reacao alergica (grave|forte|seria))\b/,
  /\bgarganta (fechando|fechou|trancando)\b/,
  /\b(urticaria|vergoes|vergao|placas vermelhas|empolad\w*|pelotas|alergia|bolinhas vermelhas)\b.*\b(respir\w*|falta de ar|chiado|chiando|tossindo|vomit\w*|inchad\w*|mole)\b/,
];
