import { wordFamily } from './word-family';

/** Tier 2: words of the mother's own body after birth: bleeding, chest pain, breathlessness, headache. One alternative a line. */
export const MOTHER_BODY = wordFamily(
  String.raw`
parto
pos parto
cesare\w*
resguardo
puerper\w*
pari
absorvente\w*
pontos
(dor|aperto|pontada|pressao) (\w+ ){0,2}(peito|coracao|torax)
coracao (\w+ ){0,2}(disparad|aceler|doend|apertad)\w*
infarto
(dor|aperto|pontada|pressao|queimacao) (\w+ ){0,3}(peito|coracao|torax|braco esquerdo)
dor (\w+ ){0,2}cabeca
cabeca (\w+ ){0,2}(doendo|explodindo|latejando|estourando)
enxaqueca
vista
visao
enxerg\w*
pressao (alta|\d+|subiu|subindo)
tont[oa]
tontura
perna inchada
panturrilha
luzinhas
estrelinhas
pontinhos (brilh|de luz)\w*
embac\w*
borrad\w*
turv\w*
coagul\w*
encharc\w*
falta de ar
sem ar
ofegante
suando frio
suor frio
`,
);
