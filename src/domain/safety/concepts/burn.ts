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
