import { around, BABY, BLUE, BODY, near, TURNED } from './sign-words';
import { wordFamily } from './word-family';

/** Tier 2: words of breathing: its effort, its sounds, its pauses, air that does not come. One alternative a line. */
export const BREATHING = wordFamily(
  String.raw`
respir\w*
folego
ofeg\w*
arfa\w*
chiad\w*
chiando
chiadeira
gemend\w*
gemid\w*
gemidinho
puxando o ar
puxar o ar
sem ar
o ar nao
falta de ar
falta o ar
apneia
costel\w*
afundand\w*
sufoc\w*
asfix\w*
pausas?
parada (cardiac|respirat)\w*
puxa\w* (o )?ar
nao entra (o )?ar
roncando
(travesseiro|almofada|coberta|cobertor|mao|pano|fralda) (\w+ ){0,4}(cara|rosto|boca|nariz)
(tampei|tapei|cobri|apertei) (\w+ ){0,3}(cara|rosto|boca|nariz)
geme(u|ndo|ia|m|r)?
sobe e desce
subir e descer
(peito|peitinho|barriga|barriguinha) (\w+ ){0,2}(nao|parou de) (esta )?(mexe|mexendo|sobe|subindo|se mexe)
nao sinto (o )?(peito|respira\w*)
muito rapid\w*
rapid\w* demais
narinas?
nariz (\w+ )?abrindo
esquece de
perd\w* o ar
sem puxar
asma
asmatic\w*
bombinha
broncoespasm\w*
entrecortad\w*
`,
);

/** Tier 1: the signs of breathing that send her to 192 first. */
export const BREATHING_SIGNS: RegExp[] = [
  /\b(nao|parou de|sem|para de|parando de|dificuldade (para|pra|de)|custando a|nao esta|nao estava|nao consegue|nao conseguia) (respir\w*|puxar o ar)/,
  near(
    'respir',
    'dificuldade|esforco|forca|gemendo|chiando|chiado|muito rapido|muito rapida|rapido demais|rapidinho|curt\\w*|estranh\\w*|esquisit\\w*|mal|barulho|pausa\\w*|e para|e parando|afundando',
    4,
  ),
  near('dificuldade|esforco|forca|forcando|custo|custando|lutando', 'respir|puxar o ar', 3),
  /\b((o )?ar nao (entra|chega|passa|vai)|nao (entra|chega|passa) (o )?ar)\b/,
  /\blabi\w* (\w+ ){0,2}(escur|pret|rox|azul|cinz)\w*/,
  /\b(ofegante|perd\w* o folego|sem folego|puxando o ar|falta o ar|faltando o ar|falta de ar|sem ar)\b/,
  /\b(nao|sem) (\w+ ){0,2}(conseg\w*|consigo|da pra|dava pra) (\w+ )?(respirar|puxar o ar)\b/,
  /\b(pausas?|paradas?) (na|da|de) respiracao/,
  /\brespiracao (\w+ ){0,2}(parando|para|parou|falhando|falha|some|sumindo|trava|travando)\b/,
  /\b(costela|costelas|costelinhas|barriga) (afundando|afunda|puxando)\b/,
  /\b(afundando|puxando) (as |a )?(costela|costelas|costelinhas)/,
  /\b(gemendo|cansad\w*|ofegante|puxando o ar) (para|pra|ao) respirar/,
  /\bfalta de ar\b/,
  /\bsem ar\b/,
  ...around(BODY, BLUE, 4),
  ...around(TURNED, BLUE, 1),
  near(BABY, BLUE, 3),
];
