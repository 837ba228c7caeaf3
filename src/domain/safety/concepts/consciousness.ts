import { wordFamily } from './word-family';

/** Tier 2: words of consciousness: fainting, a limp body, a baby who does not wake or answer. One alternative a line. */
export const CONSCIOUSNESS = wordFamily(
  String.raw`
desmai\w*
desacordad\w*
inconscien\w*
desfalec\w*
apag(ou|ad[oa])
mole
molinh\w*
molenga
largad\w*
sonolen\w*
(consigo|consegui|conseguimos) (acordar|despertar)
nao (acorda|acordou|acordava|acordando|acordam|quer acordar|reage|reagia|responde|respondia|abre os? olhos?|se mexe|mexe|mexia|chora mais|esta acordando)
sem (resposta|reacao|forca)
desligad\w*
olhar (perdido|parado|vazio|fixo)
quiet\w* demais
parad[oa] demais
gelad[oa]
reag\w*
(sem|nenhuma) reac\w*
reac\w* nenhuma
pisca
piscou
froux\w*
boneca de pano
(pro|para o) nada
nao (me )?olha
nao (se )?mexe
(bracos?|bracinhos?|pernas?|perninhas?|corpo|corpinho) (\w+ ){0,3}(caem|caindo|pendend\w*)
dificil (de )?acordar
nao abre
paradinh\w*
nao chora (nem|mais)
nem chora
olhar (longe|distante)
nao (me )?acompanha
nao foca\w*
parou de chorar (do nada|de repente)
nao esquenta
hipotermia
3[45] \d
fri[oa] demais
(olho|olhos|olhar|olhinho|olhinhos) (\w+ ){0,2}(estranh|esquisit|diferente)\w*
apag(a|ou|ando|uei|ad[oa]) de novo
apaguei
nao desperta\w*
nao (fica|consegue ficar) acordad\w*
fala\w* enrolad\w*
cambale\w*
nao (para|fica|consegue ficar) em pe
bebad\w*
grogue
zonz\w*
sem se mexer
desab(ou|ei|ando|ar|ada|ado)
`,
);
