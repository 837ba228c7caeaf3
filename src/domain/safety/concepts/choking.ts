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

/** Tier 1: the signs of choking that send her to 192 first. */
export const CHOKING_SIGNS: RegExp[] = [
  /\b(se )?engasg(ou|ad[oa]s?|ando|uei|a agora|ou)\b/,
  /\b(esta|estava|ficou|estao) (se )?engasg/,
  /\bengasgou?\b.*\b(nao|sem) (consegue|conseguia|consigo|esta)? ?(respirar|tossir|chorar)/,
  /\b(sufoc(ou|ando|ad[oa])|asfixi\w+)\b/,
  /\b(algo|alguma coisa|comida|pedaco|objeto|uva|bala|tampinha|brinquedo|pecinha|moeda) (entalad\w*|preso na garganta|travad\w* na garganta|parad\w* na garganta)/,
  /\bental(ou|ad[oa]|ando)\b/,
  /\b(sem (sair )?(som|barulho|voz)|nao sai (som|barulho|voz)|nao sai nenhum (som|barulho))\b/,
  /\bengoliu \w+( \w+)? e (nao|esta|ficou) /,
  /\b(na boca|na garganta|engoliu)\b.*\b(tossindo sem parar|nao para de tossir|tosse sem parar|parou de tossir)\b/,
  /\b(preso|presa|travad\w*|parad[oa]|entalad\w*) (\w+ ){0,3}nao (desce|sobe|sai)\b/,
  /\b(na boca|chupou|engoliu|mastigou|pos|colocou|enfiou)\b.*\bnao (consegue|conseguia|esta conseguindo) (tossir|chorar|respirar|falar)\b/,
];
