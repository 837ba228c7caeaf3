/**
 * The baby with her at a place or a way she names to end her life ("na ponte com o bebê no colo",
 * "vou me jogar no rio com ele"): the baby is in danger now as well.
 */
const WITH_THE_BABY =
  '(com (o bebe|a bebe|ele|ela|meu filho|minha filha|meu bebe|minha bebe|os dois|as duas)|(o |a )?\\w+ (esta )?(do meu lado|aqui do lado|perto de mim)|com (o |a )?(carrinho|bebe conforto|canguru|sling)|com (o |a )?\\w+ (no colo|nos bracos|junto|comigo|na cadeirinha|no bebe conforto|no banco de tras)|levar (o bebe|a bebe|ele|ela|\\w+) (comigo|junto)|levei (o bebe|a bebe|ele|ela|o \\w+|a \\w+) (pra|para|ate|na|no)|(ele|ela|o bebe|a bebe) (esta )?(aqui )?(comigo|no meu colo|nos meus bracos)|eu e (ele|ela|o bebe|a bebe))';
const CRISIS_PLACE =
  '(ponte|janela|sacada|varanda|laje|telhado|parapeito|trilhos?|linha do trem|rodovia|pista|estrada|rio|represa|mar|viaduto|beirada|pular|me jogar|afogar|carro|dirigindo|volante|gas|caixa (d )?agua|dagua|muro|predio|terraco|marquise|faca|tesoura|lamina|gilete|estilete)';
export const BABY_AT_HER_CRISIS = new RegExp(
  `\\b(${WITH_THE_BABY} (\\w+ ){0,10}${CRISIS_PLACE}|${CRISIS_PLACE} (\\w+ ){0,10}${WITH_THE_BABY})\\b`,
);
