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
