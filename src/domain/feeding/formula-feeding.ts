/**
 * Guidance for a baby who is not breastfed, shown in the feeding guide ("Por Idade") and used
 * by Lu's offline topic. Facts: Guia alimentar para crianças brasileiras menores de 2 anos
 * (Ministério da Saúde, 2019) and the SBP, as docs/content-sources.md lists them.
 */

export const FORMULA_FEEDING_TITLE = 'Se o bebê não mama no peito';

export const FORMULA_FEEDING_SOURCE =
  'Fonte: Guia Alimentar para Crianças Brasileiras Menores de 2 Anos (Ministério da Saúde, 2019) e Sociedade Brasileira de Pediatria. Confirme sempre com o pediatra ou na sua UBS.';

/** Facts that hold at any age, in the order a mother needs them. */
export const FORMULA_FEEDING_POINTS = [
  'O leite do bebê é a fórmula infantil que o pediatra prescrever, no tipo e na quantidade que ele indicar. Troca de fórmula, só com ele.',
  'Prepare exatamente como diz a embalagem: água filtrada e fervida, a medida rasa do pó e nada de açúcar, farinhas, achocolatado ou mel.',
  'Nunca use fórmula caseira nem leite de vaca diluído no lugar da fórmula: eles não têm o que o bebê precisa e podem fazer mal.',
  'Composto lácteo, leite de cabra e bebidas vegetais (de aveia, arroz, soja ou coco) não substituem a fórmula.',
  'Dê a mamadeira no colo, olhando para o bebê, e respeite os sinais de que ele está satisfeito: não precisa terminar o frasco. Jogue fora a sobra depois da mamada e lave e ferva mamadeiras e bicos.',
  'A partir dos 6 meses, a comida da família entra como para qualquer bebê, e a fórmula continua.',
  'Leite de vaca integral: o Guia Alimentar admite oferecê-lo a partir dos 9 meses ao bebê que não mama no peito; a Sociedade Brasileira de Pediatria recomenda manter a fórmula e oferecer o leite de vaca como bebida só a partir dos 12 meses. Combine com o pediatra o caminho de vocês.',
  'Com APLV, a fórmula é especial (extensamente hidrolisada ou de aminoácidos) e sempre prescrita pelo médico.',
] as const;
