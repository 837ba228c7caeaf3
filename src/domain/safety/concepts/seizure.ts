import { ABSENT_LOOK, near, REPEATED_MOVEMENTS } from './sign-words';
import { wordFamily } from './word-family';

/** Tier 2: words of a seizure: shaking, stiffening, eyes rolling, jerks. One alternative a line. */
export const SEIZURE = wordFamily(
  String.raw`
convul\w*
epilep\w*
pedal\w*
estal\w* (a )?(boca|lingua|labios)
trem(e|eu|ia|endo|edeira|ores?|ulo)
debat\w*
revir\w*
estrebuch\w*
estrubuch\w*
espasm\w*
trancos?
solavancos?
durinh[oa]
enrijec\w*
(ficou|esta) dur[oa]
sacudindo
se sacud\w*
(olhos?|olhinhos?) (\w+ )?(virad|virando|vidrad|revirad|fix|desviad|parad)\w*
movimentos? (\w+ ){0,2}(repetid|ritmad|estranh|involuntar)\w*
repetid\w*
ritmad\w*
mastig\w*
contorc\w*
rigid\w*
endurec\w*
choquinh\w*
piscando
babando
espuma
olh\w* (\w+ ){0,3}(pro|para o) (canto|lado|cima)
sozinh[oa] sem parar
(mao|maos|braco|bracos|bracinho|perna|pernas|perninha) (\w+ ){0,3}sozinh\w*
`,
);

/** Tier 1: the signs of seizure that send her to 192 first. */
export const SEIZURE_SIGNS: RegExp[] = [
  /\bconvuls\w*/,
  /\bconvulsao\b/,
  /\b(ataque|crise) (epiletic\w*|convulsiv\w*)/,
  /\b(se debat\w*|tremendo (todo|toda|inteir\w*|sem parar)|tremedeira|espasmos?|revirando os olhos|olh\w* revirando|olh\w* (virad|revirad|vidrad|parad|fix|perdid)\w*|olhar (vidrad|parad|fix|perdid)\w*|virou os olhos|enrijec\w*|ficou dur(o|a|inho|inha))\b/,
  near(
    'corpo|corpinho|braco|bracos|bracinho|bracinhos|perna|pernas|perninha|perninhas|maos|maozinhas',
    'tremendo|tremia|treme|sacudindo|pulando|trancos|tranco|solavancos|contraindo|puxando',
    4,
  ),
  /\bse bat(endo|eu|e) (tod[oa]|inteir[oa]|sem parar)\b/,
  /\b(dando|deu|da) (uns |umas )?(trancos|solavancos|tremores|espasmos|choques)\b/,
  /\b(tremia|tremendo|treme) .*(nao respondia|nao responde|olho|olhos|babando|espuma)/,
  new RegExp(`^(?=.*\\b(${REPEATED_MOVEMENTS}))(?=.*\\b(${ABSENT_LOOK})\\b)`),
  /\b((endureceu|endurecendo|enrijec\w*) (tod[oa]|inteir[oa]|o corpo)|(corpo|corpinho) (\w+ ){0,2}(rigid\w*|endurec\w*)|ficou (tod[oa] )?rigid\w*)\b/,
];
