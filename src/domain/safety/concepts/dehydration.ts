import { wordFamily } from './word-family';

/** Tier 2: words of dehydration: dry nappies, no tears, sunken eyes or fontanelle, vomiting, diarrhoea. One alternative a line. */
export const DEHYDRATION = wordFamily(
  String.raw`
desidrat\w*
xixi
pipi
fraldas? (\w+ )?(seca|secas|sequinha|sequinhas)
lagrimas?
olhos? fund\w*
moleira
fontanela
boca (seca|rachada)
boquinha (seca|sequinha|rachada)
diarr\w*
vomit\w*
(coco|fezes) (\w+ )?(aguad|liquid|ral)\w*
nao (quer |aceita )?(beber|tomar) (nada|agua|liquido)
fralda\w* (\w+ ){0,3}(nao molha\w*|seca\w*|sequinha\w*)
nao (quer |esta )?mam\w*
ultima fralda (\w+ )?molhad\w*
(sem|nenhuma) fraldas? (\w+ )?molhad\w*
nao (aceita|pega|quer) (nem )?o peito
`,
);

/** Tier 1: the signs of dehydration that send her to 192 first. */
export const DEHYDRATION_SIGNS: RegExp[] = [
  /\bdesidrat\w*/,
  /\b(nao|sem) (faz|fez|fazer|fazendo|molha|molhou|molhar|fazia) (xixi|a fralda|fralda|pipi)\b/,
  /\bfralda\w* (\w+ ){0,2}(seca|secas|sequinha|sequinhas|enxuta)\b/,
  /\bsem (\w+ )?(xixi|pipi)\b/,
  /\bfralda\w* (\w+ ){0,2}nao (molha|molhou|molhada|tem xixi)\w*/,
  /\b(nenhuma|nem uma|zero) fralda (molhada|com xixi)/,
  /\bolh\w* (fund|afundad|encovad)\w*/,
  /\bchor\w* sem (lagrima|lagrimas|lagriminha\w*)\b/,
  /\bnao (sai|saem|tem|caem) (lagrima|lagrimas)\b/,
  /\b(boca|boquinha|labios|lingua) (muito |bem |toda |tudo )?(seca|secos|secas|sequinha|rachad\w*)\b/,
  /\bmoleir\w*\b.*\b(funda|afundad\w*|baixa|caida|murcha|encovad\w*)/,
];
