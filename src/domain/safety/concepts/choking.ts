import { wordFamily } from './word-family';

/** Tier 2: words of choking: something in the mouth or the throat, stuck, swallowed. One alternative a line. */
export const CHOKING = wordFamily(
  String.raw`
engasg\w*
desengasg\w*
ental\w*
garganta
pescoco
travad[oa]
travou
engol\w*
na boca
na boquinha
pos na boca
colocou na boca
botou na boca
enfiou
tampinha
tampa
moed\w*
pecinh\w*
peca pequena
botao
caroco
semente
bala
bolinha de gude
gude
clipe?
grampo
alfinete
brinco
anel
prego
parafuso
preso
presa
nao desce
ansia
tossir
pedr(a|as|inha|inhas|isco)
batid\w* nas costas
pipoca
(uva|salsicha|pipoca|amendoim|bala|castanha|azeitona) inteir\w*
nao (consegue|conseguia) (nem )?(chorar|tossir|falar)
tapinhas? nas costas
pedaco de (\w+ )?(maca|carne|pao|fruta|comida|uva|salsicha|cenoura|biscoito)
nao sai (choro|som|voz|barulho|nada)
(tossindo|tosse|tossir) (\w+ )?(sem parar|muito|forte)
nao para de tossir
parou de tossir
sem (voz|som)
nao sai (som|voz|barulho)
babando
`,
);
