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
