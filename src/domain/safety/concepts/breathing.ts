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
