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

/** Tier 1: the signs of unconscious that send her to 192 first. */
export const UNCONSCIOUS_SIGNS: RegExp[] = [
  /\b(desmai\w*|desacordad\w*|inconscien\w*|desfalec\w*|apagou|perdeu (a )?consciencia|perdeu os sentidos)\b/,
  /\bnao (acorda|acordava|quer acordar|consigo acordar|conseguimos acordar|esta acordando|responde|reage|reagia|respondia)\b/,
  /\b(ficou|esta|todo|toda|meio|muito|mto|bem|molinho|molinha|molenga|mole) (mole|molinho|molinha|molenga|largad\w*|sem forca|sem reacao|sem resposta|desligad\w*)\b/,
  /\b(molinho|molinha|molenga)\b/,
  /\bnao (consigo|consegue|conseguimos) (fazer ele|fazer ela|que ele|que ela) acord/,
  /\b(olhos? (parados?|vidrados?|revirad\w*))\b/,
  /\bnao (esta )?(reage|reagiu|reagindo|responde|respondeu|respondendo|abre (o |os )?olh\w*)\b/,
  /\bnem (pisca|piscou|reage|reagiu|se mexe|se mexeu|acorda|acordou|abre o olho)\b/,
  /\b((sem|nenhuma|nao teve|nao tem) (\w+ )?(reacao|resposta)|(reacao|resposta) nenhuma)\b/,
  /\b(ficou|esta|estava) (\w+ ){0,3}sem se mexer\b/,
  /\b(bracos?|bracinhos?|pernas?|perninhas?|corpo|corpinho|maos|maozinhas) (\w+ ){0,3}(caem|caindo|pendendo|pendurad\w*|frouxo|frouxa|frouxos|frouxas|largad\w*|mol(e|es|inhos|inhas))\b/,
  /\b(frouxo|frouxa|frouxinh\w*|(boneca|boneco) de pano)\b/,
  /\b((dificil|custa|custando|demora) (\w+ )?(de |pra |para )?acordar|nao consegue (ficar (de olho aberto|acordad\w*)|abrir os olhos))\b/,
];
