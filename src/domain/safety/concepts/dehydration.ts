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
