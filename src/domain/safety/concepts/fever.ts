import { wordFamily } from './word-family';

/** Tier 2: words of a fever and temperature. One alternative a line. */
export const FEVER = wordFamily(
  String.raw`
febr\w*
hipertermia
temperatura
termometro
quentinh[oa]
muito quente
pelando
ardendo
`,
);
