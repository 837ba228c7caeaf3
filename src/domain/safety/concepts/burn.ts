import { near } from './sign-words';
import { wordFamily } from './word-family';

/** Tier 2: words of a burn: hot water, fire, steam, an electric shock. One alternative a line. */
export const BURN = wordFamily(
  String.raw`
queim\w*
fervend\w*
fervid\w*
pelando
escald\w*
bolhas?
vapor
choque
tomada
fogo
fogao
ferro de passar
chapinha
brasa
oleo quente
fritura
forno
escapamento
agua quente
cafe quente
cha quente
leite quente
muito quente
pele (\w+ ){0,4}(descasc\w*|solt\w*|saindo|sai|saiu|desgrud\w*)
espirr\w*
chaleira
garrafa termica
(panela|caneca|xicara|sopa|oleo) (\w+ ){0,4}(virou|caiu|derramou|escorreu)
(saindo|soltando|sai|saiu) a pele
(puxou|derrubou|virou) (\w+ ){0,2}(panela|caneca|xicara|sopa)
escorreu (\w+ ){0,3}(braco|barriga|perna|peito|rosto|pele|pescoco)
`,
);

/** Tier 1: the signs of burn that send her to 192 first. */
export const BURN_SIGNS: RegExp[] = [
  /\b(se )?queim(ou|ad[oa]|adura|aduras|ando)\b(?! (o |a |os |as )?(meu|minha|meus|minhas)\b)/,
  /\b(agua|leite|cafe|cha|oleo|sopa|panela|mingau) (fervendo|quente|pelando)\b.*\b(caiu|derramou|derrubou|virou|entornou|jogou)\b/,
  /\b(caiu|derramou|derrubou|virou|entornou|respingou)\b.*\b(agua|leite|cafe|cha|oleo|sopa|panela|mingau) (fervendo|quente|pelando)\b/,
  /\b(escald\w*|bolhas? na pele|choque eletrico|levou um choque|tomou um choque|levou choque|tomou choque)\b/,
  /^(?=.*\bpele (\w+ ){0,4}(descasc\w*|solt\w*|sai|saindo|saiu|desgrud\w*|bolh\w*|empol\w*))(?=.*\b(forno|fogao|quente|ferv\w*|panela|ferro|chapinha|escapamento|fogo|vapor|oleo|brasa|churrasqueira|tomada|choque|aquecedor|vela)\b)/,
  /\b(oleo|gordura|fritura|cha|cafe) (\w+ ){0,3}(espirrou|caiu|derramou|virou|respingou|escorreu) (\w+ ){0,3}(n[oa]s?|em) (rost|mao|brac|pe|pern|peit|barrig|corp|cabec|pescoc|costa|olh)\w*/,
  /\b(virei|derramei|derrubei|entornei|deixei cair|respinguei) (\w+ ){0,4}(agua|leite|cafe|cha|oleo|sopa|mingau) (fervendo|quente|pelando)\b/,
  /\b(agua|leite|cafe|cha|oleo|sopa|mingau|gordura) (fervendo|quente|pelando) (\w+ ){0,3}(pegou|caiu|derramou|respingou|espirrou|atingiu|escorreu)\b/,
  near(
    'encostou|pos a mao|colocou a mao|pisou|pegou|tocou|mexeu|agarrou',
    '(no|na) (ferro|fogao|forno|chapinha|panela|escapamento|brasa|churrasqueira|aquecedor|vela|fogo|chama|fogueira)',
    2,
  ),
];
