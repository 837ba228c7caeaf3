/**
 * Seed content for the feeding guide, the APLV guide, recipes and the mother's guides.
 *
 * Written in pt-BR from the Guia alimentar para crianças brasileiras menores de 2 anos (Ministério
 * da Saúde, 2019), the SBP and the APLV guidance listed in docs/content-sources.md.
 * Plain text only: the screens render these strings as they are.
 */

export interface FoodSeed {
  name: string;
  category: string;
  description: string;
  icon: string;
  minAgeMonths: number;
  benefits: string;
  preparationTips: string;
}

export interface AplvFoodSeed {
  name: string;
  category: string;
  description: string;
  icon: string;
  allowed: boolean;
  alternativeFoods: string[];
}

export interface RecipeSeed {
  title: string;
  category: string;
  difficulty: 'Fácil' | 'Média';
  prepTimeMinutes: number;
  servings: number;
  isAplvFriendly: boolean;
  minAgeMonths: number;
  ingredients: string[];
  instructions: string[];
  nutritionalInfo: string | null;
}

export interface MotherGuideSeed {
  slug: 'milk-production' | 'recovery' | 'aplv-mom';
  title: string;
  sections: { heading: string; paragraphs: string[] }[];
}

// ---------------------------------------------------------------------------
// Alimentos por idade (Guia alimentar 2019; fontes em docs/content-sources.md)
// ---------------------------------------------------------------------------

export const FOODS_BY_AGE: FoodSeed[] = [
  // Frutas
  {
    name: 'Banana',
    category: 'Frutas',
    description:
      'Fruta macia, fácil de encontrar o ano todo e de amassar. Costuma ser bem aceita pelo sabor naturalmente adocicado.',
    icon: '🍌',
    minAgeMonths: 6,
    benefits: 'Fornece energia, potássio e fibras, que ajudam o intestino a funcionar bem.',
    preparationTips:
      'Aos 6 meses, amasse bem com o garfo; a partir dos 9 meses, ofereça em pedaços pequenos e macios. Sirva a fruta inteira, e não em suco, sem adoçar.',
  },
  {
    name: 'Mamão',
    category: 'Frutas',
    description: 'Fruta tropical, macia e suculenta, ótima para as primeiras refeições.',
    icon: '🍈',
    minAgeMonths: 6,
    benefits: 'Rico em vitamina A, vitamina C e fibras, ajuda o intestino e fortalece a imunidade.',
    preparationTips:
      'Retire a casca e todas as sementes. Amasse com o garfo aos 6 meses e, conforme o bebê cresce, deixe em pedaços macios.',
  },
  {
    name: 'Manga',
    category: 'Frutas',
    description: 'Fruta brasileira muito perfumada, de polpa macia e doce.',
    icon: '🥭',
    minAgeMonths: 6,
    benefits: 'Fonte de vitamina A, importante para a visão e a imunidade, e de vitamina C.',
    preparationTips:
      'Escolha a manga bem madura, raspe ou amasse a polpa com a colher e retire os fiapos mais longos. Sirva ao natural, sem açúcar.',
  },
  {
    name: 'Maçã',
    category: 'Frutas',
    description: 'Fruta firme e de sabor suave, que pode ser oferecida raspada ou cozida.',
    icon: '🍎',
    minAgeMonths: 6,
    benefits: 'Contém fibras e água, que ajudam o intestino, além de vitamina C.',
    preparationTips:
      'Crua e em pedaços, a maçã é dura e pode causar engasgo: aos 6 meses, ofereça raspada com a colher ou cozida e amassada. Cozinhe só na água, sem açúcar; a partir dos 9 meses, pode ir em pedaços cozidos e macios.',
  },
  {
    name: 'Pera',
    category: 'Frutas',
    description: 'Fruta suculenta e delicada, fácil de amassar quando está bem madura.',
    icon: '🍐',
    minAgeMonths: 6,
    benefits: 'Oferece fibras e bastante água, que ajudam a prevenir o intestino preso.',
    preparationTips:
      'Use a pera bem madura, sem casca e sem sementes, amassada ou raspada. Se estiver firme, cozinhe no vapor ou na água, sem açúcar.',
  },
  {
    name: 'Abacate',
    category: 'Frutas',
    description: 'Fruta cremosa que combina tanto com outras frutas quanto com a comida salgada.',
    icon: '🥑',
    minAgeMonths: 6,
    benefits:
      'Fornece gorduras boas, energia e vitamina E, importantes para o crescimento e o desenvolvimento do cérebro.',
    preparationTips:
      'Amasse a polpa madura com o garfo e sirva pura, misturada a outra fruta ou junto da refeição salgada. Não adicione açúcar nem leite condensado.',
  },
  {
    name: 'Laranja',
    category: 'Frutas',
    description: 'Fruta cítrica e suculenta, oferecida em gomos, e não como suco.',
    icon: '🍊',
    minAgeMonths: 6,
    benefits: 'Rica em vitamina C, que ajuda o corpo a aproveitar melhor o ferro do feijão, das carnes e das verduras.',
    preparationTips:
      'Ofereça em gomos, sem sementes e, no começo, sem a película, para o bebê chupar e mastigar. Prefira a fruta ao suco: para matar a sede, o melhor é água.',
  },
  {
    name: 'Melancia',
    category: 'Frutas',
    description: 'Fruta refrescante, com muita água, ótima para os dias quentes.',
    icon: '🍉',
    minAgeMonths: 6,
    benefits: 'Ajuda na hidratação e fornece vitamina A e vitamina C.',
    preparationTips:
      'Retire todas as sementes, inclusive as brancas, e ofereça amassada ou em pedaços macios. Sirva a fruta, e não o suco.',
  },

  {
    name: 'Uva',
    category: 'Frutas',
    description:
      'Fruta doce e suculenta. Redonda e do tamanho da garganta do bebê, a uva inteira é um dos alimentos que mais engasgam.',
    icon: '🍇',
    minAgeMonths: 6,
    benefits: 'Fornece água, fibras e vitaminas, e é um lanche prático.',
    preparationTips:
      'Nunca ofereça a uva inteira: corte cada uma em quatro, no sentido do comprimento, e tire as sementes. No começo, tire também a casca. Ofereça com o bebê sentado e sempre observado.',
  },

  // Legumes e verduras
  {
    name: 'Abóbora',
    category: 'Legumes e verduras',
    description: 'Legume alaranjado, de sabor levemente adocicado, que fica bem macio depois de cozido.',
    icon: '🎃',
    minAgeMonths: 6,
    benefits: 'Rica em vitamina A, que contribui para a saúde da visão, da pele e da imunidade.',
    preparationTips:
      'Cozinhe no vapor ou na água até ficar bem macia e amasse com o garfo, sem bater no liquidificador. Separe a porção do bebê antes de colocar sal na comida da família.',
  },
  {
    name: 'Cenoura',
    category: 'Legumes e verduras',
    description: 'Legume versátil que pode ser cozido, assado ou ralado.',
    icon: '🥕',
    minAgeMonths: 6,
    benefits: 'Fonte de vitamina A e de fibras.',
    preparationTips:
      'Crua e em pedaços, a cenoura é dura e pode causar engasgo: ofereça bem cozida, amassada aos 6 meses e em pedaços macios a partir dos 9 meses. Tempere com cheiro-verde, sem adicionar sal.',
  },
  {
    name: 'Chuchu',
    category: 'Legumes e verduras',
    description: 'Legume de sabor suave e com bastante água, que combina com quase tudo.',
    icon: '🌱',
    minAgeMonths: 6,
    benefits: 'Leve e fácil de digerir, fornece fibras e ajuda na hidratação.',
    preparationTips:
      'Cozinhe até ficar bem macio e amasse com o garfo. Misture a legumes mais coloridos, como cenoura e abóbora, para dar sabor ao prato.',
  },
  {
    name: 'Abobrinha',
    category: 'Legumes e verduras',
    description: 'Legume macio que cozinha rápido e fica fácil de amassar.',
    icon: '🥒',
    minAgeMonths: 6,
    benefits: 'Oferece fibras, água e minerais como o potássio.',
    preparationTips:
      'Cozinhe no vapor ou refogue com um fio de azeite, alho e cebola. Amasse aos 6 meses e corte em pedacinhos macios a partir dos 9 meses.',
  },
  {
    name: 'Brócolis',
    category: 'Legumes e verduras',
    description: 'Verdura verde-escura com floretes que o bebê consegue segurar quando bem cozidos.',
    icon: '🥦',
    minAgeMonths: 6,
    benefits: 'Rico em vitamina C, ácido fólico, cálcio e fibras.',
    preparationTips:
      'Cozinhe no vapor até o talo ficar macio. No começo, amasse; depois, ofereça floretes macios que se desmanchem entre os dedos.',
  },
  {
    name: 'Couve',
    category: 'Legumes e verduras',
    description: 'Folha verde-escura muito presente na mesa brasileira.',
    icon: '🥬',
    minAgeMonths: 6,
    benefits:
      'Fonte de ferro, cálcio, ácido fólico e vitamina A. O ferro das folhas é mais bem aproveitado junto de uma fruta rica em vitamina C.',
    preparationTips:
      'Lave bem, pique bem fininho e refogue até ficar macia. Misture à comida amassada, evitando tiras compridas de folha, que são difíceis de mastigar.',
  },

  {
    name: 'Tomate-cereja',
    category: 'Legumes e verduras',
    description: 'Tomate pequeno e redondo. Inteiro, tem o formato e o tamanho que mais engasgam um bebê, como a uva.',
    icon: '🍅',
    minAgeMonths: 6,
    benefits: 'Fornece vitamina C, vitamina A e água, e dá cor e sabor à comida.',
    preparationTips:
      'Nunca ofereça inteiro: corte cada tomatinho em quatro, no sentido do comprimento. Pode ir cru, bem lavado, ou cozido junto da comida da família.',
  },

  // Tubérculos e raízes
  {
    name: 'Batata',
    category: 'Tubérculos e raízes',
    description: 'Tubérculo de sabor neutro que deixa a refeição cremosa.',
    icon: '🥔',
    minAgeMonths: 6,
    benefits: 'Fornece energia, potássio e vitamina C.',
    preparationTips:
      'Cozinhe até ficar bem macia e amasse com o garfo. Evite batata frita e batata de pacote, que têm muito óleo e sal.',
  },
  {
    name: 'Batata-doce',
    category: 'Tubérculos e raízes',
    description: 'Raiz de sabor adocicado, fácil de amassar e muito bem aceita pelos bebês.',
    icon: '🍠',
    minAgeMonths: 6,
    benefits: 'Fonte de energia e fibras; a de polpa alaranjada também fornece vitamina A.',
    preparationTips:
      'Cozinhe ou asse, descasque e amasse com o garfo. A partir dos 9 meses, pode ser servida em pedaços ou palitos bem macios, que o bebê segura com a mão.',
  },
  {
    name: 'Mandioca',
    category: 'Tubérculos e raízes',
    description: 'Raiz muito brasileira, também chamada de aipim ou macaxeira.',
    icon: '🥔',
    minAgeMonths: 6,
    benefits: 'Boa fonte de energia e de fibras.',
    preparationTips:
      'Ofereça sempre bem cozida, nunca crua, e retire a fibra dura do centro. Amasse com o garfo ou sirva em pedaços bem macios, conforme a idade.',
  },
  {
    name: 'Inhame',
    category: 'Tubérculos e raízes',
    description: 'Tubérculo de textura cremosa, comum em muitas regiões do país.',
    icon: '🥔',
    minAgeMonths: 6,
    benefits: 'Fornece energia, fibras e potássio.',
    preparationTips:
      'Descasque, cozinhe bem e amasse com o garfo. Combina com carnes, feijão e legumes na refeição salgada.',
  },

  // Cereais
  {
    name: 'Arroz',
    category: 'Cereais',
    description: 'Cereal básico da comida brasileira, que forma com o feijão uma dupla muito nutritiva.',
    icon: '🍚',
    minAgeMonths: 6,
    benefits: 'Fonte de energia; junto com o feijão, forma uma combinação de proteínas de boa qualidade.',
    preparationTips:
      'Use o arroz da família, um pouco mais mole, e amasse junto com os outros alimentos aos 6 meses. Separe a porção do bebê antes de salgar.',
  },
  {
    name: 'Milho e fubá',
    category: 'Cereais',
    description: 'O milho e o fubá (milho moído) aparecem em pratos tradicionais como angu, polenta e cuscuz.',
    icon: '🌽',
    minAgeMonths: 6,
    benefits: 'Fornecem energia e fibras.',
    preparationTips:
      'Prepare angu ou polenta só com água, sem sal, e sirva cremoso. No começo, ofereça o milho cozido e amassado: grãos inteiros e pipoca podem causar engasgo.',
  },
  {
    name: 'Aveia',
    category: 'Cereais',
    description: 'Cereal em flocos que engrossa papinhas de fruta e mingaus.',
    icon: '🌾',
    minAgeMonths: 6,
    benefits: 'Rica em fibras, que ajudam o intestino, e fonte de ferro e energia.',
    preparationTips:
      'Use flocos finos misturados à fruta amassada ou cozidos em mingau com água ou leite materno. Não adoce.',
  },
  {
    name: 'Macarrão',
    category: 'Cereais',
    description:
      'Massa feita de trigo. O trigo é um alimento alergênico que não deve ser adiado: pode entrar no cardápio a partir dos 6 meses.',
    icon: '🍝',
    minAgeMonths: 6,
    benefits: 'Fonte de energia que ajuda a variar as refeições do bebê.',
    preparationTips:
      'Cozinhe até ficar bem macio e amasse ou corte em pedaços pequenos. Prefira macarrão simples com molho caseiro; macarrão instantâneo e temperos prontos são ultraprocessados e têm muito sal.',
  },

  // Leguminosas
  {
    name: 'Feijão',
    category: 'Leguminosas',
    description: 'Base do prato brasileiro, em suas várias cores: carioca, preto, branco, fradinho.',
    icon: '🫘',
    minAgeMonths: 6,
    benefits:
      'Fonte de ferro, proteína e fibras. Com uma fruta rica em vitamina C na mesma refeição, o ferro é mais bem aproveitado.',
    preparationTips:
      'Ofereça os grãos cozidos e amassados, e não só o caldo, que tem poucos nutrientes. Cozinhe sem bacon, linguiça ou caldos prontos e separe a porção do bebê antes de salgar.',
  },
  {
    name: 'Lentilha',
    category: 'Leguminosas',
    description: 'Leguminosa de grão pequeno que cozinha rápido.',
    icon: '🥣',
    minAgeMonths: 6,
    benefits: 'Rica em ferro, proteína, ácido fólico e fibras.',
    preparationTips:
      'Deixe de molho, cozinhe até os grãos ficarem bem macios e amasse com o garfo. Pode substituir o feijão de vez em quando, para variar o cardápio.',
  },
  {
    name: 'Grão-de-bico',
    category: 'Leguminosas',
    description: 'Leguminosa de sabor suave, usada em pastas como o homus e em ensopados.',
    icon: '🧆',
    minAgeMonths: 6,
    benefits: 'Fonte de proteína, ferro, zinco e fibras.',
    preparationTips:
      'Deixe de molho, cozinhe bem e amasse até virar pasta, retirando as cascas soltas. O grão inteiro é redondo e firme e pode engasgar o bebê pequeno.',
  },

  // Carnes e ovos
  {
    name: 'Carne bovina',
    category: 'Carnes e ovos',
    description: 'Carne vermelha que pode ser oferecida moída, desfiada ou em picadinho.',
    icon: '🥩',
    minAgeMonths: 6,
    benefits: 'Uma das melhores fontes de ferro e zinco, essenciais para o crescimento e para prevenir a anemia.',
    preparationTips:
      'Cozinhe bem, sem partes rosadas, e ofereça moída ou desfiada bem fininho aos 6 meses e em pedacinhos macios a partir dos 9 meses. Não ofereça só o caldo: o ferro fica na carne.',
  },
  {
    name: 'Frango',
    category: 'Carnes e ovos',
    description: 'Carne branca de sabor suave, fácil de desfiar.',
    icon: '🍗',
    minAgeMonths: 6,
    benefits: 'Fonte de proteína, ferro e vitaminas do complexo B.',
    preparationTips:
      'Cozinhe bem, retire a pele e os ossos e desfie bem fininho. Evite nuggets e empanados industrializados, que são ultraprocessados.',
  },
  {
    name: 'Peixe',
    category: 'Carnes e ovos',
    description: 'Alimento alergênico que não deve ser adiado: o peixe pode entrar no cardápio a partir dos 6 meses.',
    icon: '🐟',
    minAgeMonths: 6,
    benefits: 'Fonte de proteína de boa qualidade e de gorduras boas (ômega-3), importantes para o cérebro e a visão.',
    preparationTips:
      'Cozinhe bem e confira com os dedos se não restou nenhuma espinha antes de amassar ou desfiar. Prefira filés de peixe fresco, preparados sem fritura.',
  },
  {
    name: 'Fígado',
    category: 'Carnes e ovos',
    description: 'Miúdo de boi ou de frango, de preço acessível e muito nutritivo.',
    icon: '🍖',
    minAgeMonths: 6,
    benefits: 'Muito rico em ferro e vitamina A, ajuda a prevenir a anemia.',
    preparationTips:
      'Cozinhe bem, até não restar parte rosada, e amasse ou pique bem fininho junto com outros alimentos. Por ser muito concentrado, ofereça em pequenas porções, alternando com as outras carnes ao longo da semana.',
  },
  {
    name: 'Ovo',
    category: 'Carnes e ovos',
    description:
      'Alimento versátil e barato. O ovo inteiro, gema e clara, pode ser oferecido a partir dos 6 meses, sem adiar, mesmo sendo alergênico.',
    icon: '🥚',
    minAgeMonths: 6,
    benefits:
      'Fonte de proteína de ótima qualidade, ferro, vitamina A e colina, que participa do desenvolvimento do cérebro.',
    preparationTips:
      'Sirva sempre bem cozido, com a gema e a clara firmes, amassado ou em pedaços, conforme a idade. Nunca ofereça ovo cru ou mole.',
  },

  // Gorduras e sementes
  {
    name: 'Pasta de amendoim',
    category: 'Gorduras e sementes',
    description:
      'Pasta de amendoim moído, que pode ser oferecida a partir dos 6 meses, sem adiar. Amendoim e castanhas só em pasta ou farinha, nunca inteiros ou em pedaços.',
    icon: '🥜',
    minAgeMonths: 6,
    benefits: 'Fornece gorduras boas, proteína e energia.',
    preparationTips:
      'Escolha pasta com apenas amendoim na lista de ingredientes, sem açúcar e sem sal. Misture uma pequena quantidade à fruta amassada ou ao mingau, nunca às colheradas: a pasta grossa gruda no céu da boca e pode engasgar.',
  },

  {
    name: 'Sal',
    category: 'Temperos',
    description:
      'A comida do bebê é a mesma da família, preparada com pouco sal. Temperos prontos, caldos em cubo e salgadinhos de pacote ficam de fora: têm sal demais.',
    icon: '🧂',
    minAgeMonths: 6,
    benefits: 'O bebê não precisa de sal a mais: os alimentos já têm o que ele precisa.',
    preparationTips:
      'Tempere com cebola, alho, salsinha, cebolinha e outras ervas, e use pouco sal na panela da família. Não ponha sal a mais no prato do bebê nem deixe o saleiro na mesa.',
  },
  {
    name: 'Castanhas e amendoim inteiros',
    category: 'Gorduras e sementes',
    description:
      'Castanhas, nozes e amendoim inteiros ou em pedaços engasgam com facilidade. Para o bebê, só em pasta ou farinha; inteiros, a partir de 48 meses (4 anos).',
    icon: '🌰',
    minAgeMonths: 48,
    benefits: 'Fornecem gorduras boas, proteína e energia; em pasta ou farinha, podem ser oferecidos desde os 6 meses.',
    preparationTips:
      'Até os 4 anos, triture bem ou use a pasta (sem açúcar e sem sal) misturada à fruta ou ao mingau. Nunca ofereça inteiros ou em pedaços.',
  },

  // A partir de 12 meses
  {
    name: 'Suco de fruta',
    category: 'Bebidas',
    description:
      'Nem o suco natural é para antes de 1 ano: para matar a sede, o bebê toma água, e a fruta vai inteira, amassada ou em pedaços. Suco de caixinha, em pó ou adoçado fica para depois dos 2 anos, como o açúcar.',
    icon: '🧃',
    minAgeMonths: 12,
    benefits: 'A fruta inteira dá mais fibras e sacia mais que o suco, que concentra o açúcar da fruta.',
    preparationTips:
      'A partir de 1 ano, se oferecer, que seja suco natural, sem açúcar, no copo, de vez em quando e em pouca quantidade. A bebida do dia a dia é água.',
  },
  {
    name: 'Leite de vaca',
    category: 'Laticínios',
    description:
      'Pode ser oferecido como bebida a partir dos 12 meses. Antes disso, o leite do bebê é o leite materno ou, se ele não mama no peito, a fórmula indicada pelo pediatra (veja "Se o bebê não mama no peito").',
    icon: '🥛',
    minAgeMonths: 12,
    benefits: 'Fonte de cálcio, proteína e vitamina A, importantes para os ossos e os dentes.',
    preparationTips:
      'A partir de 1 ano, ofereça o leite como bebida, no copo, puro: sem açúcar, achocolatado ou farinhas adoçadas. Se o bebê tem APLV, siga a orientação do médico.',
  },
  {
    name: 'Mel',
    category: 'Doces e açúcares',
    description:
      'Só a partir de 24 meses. O Guia Alimentar conta o mel como açúcar, e açúcar fica para depois dos 2 anos; antes de 1 ano, o mel ainda pode conter esporos da bactéria do botulismo, uma doença grave para o bebê. Vale para mel cru, cozido ou em receitas.',
    icon: '🍯',
    minAgeMonths: 24,
    benefits: 'Fornece energia, mas é um açúcar: não traz nutrientes que o bebê não encontre nas frutas.',
    preparationTips:
      'Até os 2 anos, não adoce a comida nem as bebidas do bebê, nem com mel. Depois disso, ofereça só de vez em quando e em pouca quantidade.',
  },
  {
    name: 'Açúcar e doces',
    category: 'Doces e açúcares',
    description:
      'Inclui açúcar de qualquer tipo (branco, mascavo, demerara), doces, balas, bolos recheados, refrigerantes e sucos adoçados. Não ofereça antes dos 2 anos.',
    icon: '🍬',
    minAgeMonths: 24,
    benefits:
      'Não trazem benefícios para o bebê: dão só calorias, favorecem a cárie e acostumam o paladar ao sabor muito doce.',
    preparationTips:
      'Até os 2 anos, não adoce alimentos nem bebidas: o sabor natural das frutas basta. Depois disso, ofereça só de vez em quando, em pequena quantidade, e continue evitando refrigerantes e ultraprocessados.',
  },
];

// ---------------------------------------------------------------------------
// APLV (fontes em docs/content-sources.md)
// ---------------------------------------------------------------------------

const MILK_FOR_BABY = ['Leite materno', 'Fórmula extensamente hidrolisada ou de aminoácidos, prescrita pelo médico'];

const LABEL_ALTERNATIVES = [
  'Produtos sem leite nem derivados na lista de ingredientes',
  'Alimentos in natura, como frutas, legumes e carnes frescas',
];

export const APLV_FOODS: AplvFoodSeed[] = [
  // Evitar
  {
    name: 'Leite de vaca',
    category: 'Bebidas',
    description:
      'A proteína do leite de vaca é a causa da APLV, em qualquer forma: integral, desnatado, em pó, condensado. Nos rótulos, os produtos com leite trazem o aviso "ALÉRGICOS: CONTÉM LEITE".',
    icon: '🥛',
    allowed: false,
    alternativeFoods: [...MILK_FOR_BABY, 'Bebida vegetal fortificada com cálcio, para a mãe e crianças maiores'],
  },
  {
    name: 'Leite sem lactose',
    category: 'Bebidas',
    description:
      'APLV não é intolerância à lactose. No leite sem lactose, só o açúcar do leite foi quebrado; as proteínas que causam a alergia continuam lá. Não é seguro.',
    icon: '🥛',
    allowed: false,
    alternativeFoods: [...MILK_FOR_BABY],
  },
  {
    name: 'Leite de cabra',
    category: 'Bebidas',
    description:
      'Tem proteínas muito parecidas com as do leite de vaca e costuma causar a mesma reação. Não é substituto, nem em pó, nem em fórmula.',
    icon: '🐐',
    allowed: false,
    alternativeFoods: [...MILK_FOR_BABY],
  },
  {
    name: 'Leite de ovelha e de búfala',
    category: 'Bebidas',
    description:
      'Também têm proteínas parecidas com as do leite de vaca e não servem como substitutos. Atenção à muçarela de búfala e aos queijos de ovelha.',
    icon: '🐑',
    allowed: false,
    alternativeFoods: [...MILK_FOR_BABY],
  },
  {
    name: 'Queijo',
    category: 'Laticínios',
    description:
      'Todo queijo é feito de leite: muçarela, prato, minas, parmesão, ricota, cottage e também os de cabra, ovelha ou búfala. Atenção ao pão de queijo e aos salgados recheados.',
    icon: '🧀',
    allowed: false,
    alternativeFoods: ['Pasta de grão-de-bico caseira', 'Abacate amassado', 'Azeite com ervas para temperar'],
  },
  {
    name: 'Iogurte e coalhada',
    category: 'Laticínios',
    description:
      'São leite fermentado e têm as mesmas proteínas, inclusive nas versões naturais, "zero lactose" e nas bebidas lácteas.',
    icon: '🥣',
    allowed: false,
    alternativeFoods: ['Fruta amassada', 'Fruta amassada com aveia em flocos'],
  },
  {
    name: 'Manteiga e ghee',
    category: 'Laticínios',
    description:
      'A manteiga e a manteiga clarificada (ghee) vêm da gordura do leite e podem ter proteína suficiente para causar reação. Muitas margarinas também levam soro de leite: confira o rótulo.',
    icon: '🧈',
    allowed: false,
    alternativeFoods: ['Azeite de oliva', 'Óleo vegetal (soja, canola ou girassol)'],
  },
  {
    name: 'Requeijão',
    category: 'Laticínios',
    description:
      'É feito de leite e creme de leite, inclusive nas versões light e "sem lactose". Aparece em muitos recheios, pães e salgados.',
    icon: '🥄',
    allowed: false,
    alternativeFoods: ['Pasta de grão-de-bico caseira', 'Abacate amassado'],
  },
  {
    name: 'Doce de leite',
    category: 'Laticínios',
    description:
      'É leite cozido com açúcar e tem toda a proteína do leite. Também aparece em recheios de bolos, biscoitos e sorvetes.',
    icon: '🍮',
    allowed: false,
    alternativeFoods: ['Fruta fresca', 'Fruta assada com canela'],
  },
  {
    name: 'Creme de leite e nata',
    category: 'Laticínios',
    description:
      'São a parte gordurosa do leite e mantêm as proteínas que causam a alergia. Estão em molhos brancos, estrogonofe, sobremesas e sorvetes.',
    icon: '🍨',
    allowed: false,
    alternativeFoods: ['Leite de coco', 'Purê de legumes para engrossar molhos'],
  },
  {
    name: 'Caseína e caseinato',
    category: 'Ingredientes de rótulo',
    description:
      'A caseína é a principal proteína do leite. Nos rótulos brasileiros aparece como caseína ou caseinato (de sódio, de cálcio), até em produtos que não parecem ter leite, como embutidos e pães.',
    icon: '🔍',
    allowed: false,
    alternativeFoods: [...LABEL_ALTERNATIVES],
  },
  {
    name: 'Soro de leite (whey)',
    category: 'Ingredientes de rótulo',
    description:
      'Soro de leite, soro de leite em pó e whey (inclusive o whey protein) são proteínas do leite. Aparecem em pães, biscoitos, bolos prontos e suplementos.',
    icon: '🔍',
    allowed: false,
    alternativeFoods: [...LABEL_ALTERNATIVES],
  },
  {
    name: 'Lactoalbumina e lactoglobulina',
    category: 'Ingredientes de rótulo',
    description: 'São proteínas do soro do leite. Se aparecem na lista de ingredientes, o produto contém leite.',
    icon: '🔍',
    allowed: false,
    alternativeFoods: [...LABEL_ALTERNATIVES],
  },
  {
    name: 'Lactoferrina',
    category: 'Ingredientes de rótulo',
    description:
      'Proteína do leite adicionada a alguns suplementos e fórmulas. No rótulo, indica que o produto contém leite.',
    icon: '🔍',
    allowed: false,
    alternativeFoods: [...LABEL_ALTERNATIVES],
  },
  {
    name: 'Composto lácteo',
    category: 'Ingredientes de rótulo',
    description:
      'Não é leite puro: é uma mistura de leite com outros ingredientes, como óleos e açúcar, assim como a "mistura láctea". Contém proteína do leite e não substitui o leite materno nem a fórmula.',
    icon: '🔍',
    allowed: false,
    alternativeFoods: [...MILK_FOR_BABY],
  },
  {
    name: 'Proteína láctea, fermento lácteo e gordura de leite',
    category: 'Ingredientes de rótulo',
    description:
      'Ingredientes com as palavras "lácteo", "láctea" ou "de leite" vêm do leite, como proteína láctea, fermento lácteo e gordura de leite.',
    icon: '🔍',
    allowed: false,
    alternativeFoods: [...LABEL_ALTERNATIVES],
  },
  {
    name: 'Produtos com "PODE CONTER LEITE"',
    category: 'Ingredientes de rótulo',
    description:
      'O aviso "PODE CONTER LEITE" no rótulo significa que o produto pode ter traços de leite por contato na fábrica. Na APLV, o mais seguro é evitar; confirme com o médico.',
    icon: '🔍',
    allowed: false,
    alternativeFoods: ['Produtos sem aviso de leite no rótulo', 'Preparações caseiras com alimentos in natura'],
  },

  // Seguros
  {
    name: 'Leite materno',
    category: 'Bebidas',
    description:
      'Continua sendo o melhor alimento para o bebê com APLV. A mãe mantém a amamentação e tira o leite e os derivados da própria dieta, com orientação médica.',
    icon: '🤱',
    allowed: true,
    alternativeFoods: [],
  },
  {
    name: 'Fórmula extensamente hidrolisada ou de aminoácidos',
    category: 'Bebidas',
    description:
      'Para o bebê com APLV que não mama no peito, são as fórmulas indicadas, sempre prescritas pelo médico. Não troque a fórmula por conta própria.',
    icon: '🍼',
    allowed: true,
    alternativeFoods: [],
  },
  {
    name: 'Bebida vegetal de aveia fortificada',
    category: 'Bebidas',
    description:
      'Boa opção para a mãe que amamenta e para crianças maiores, de preferência fortificada com cálcio e sem açúcar. Não substitui o leite materno nem a fórmula do bebê.',
    icon: '🌾',
    allowed: true,
    alternativeFoods: [],
  },
  {
    name: 'Ácido lático',
    category: 'Ingredientes de rótulo',
    description:
      'Apesar do nome, não vem do leite: é um ácido produzido por fermentação, usado como conservante e acidulante. É seguro, desde que o rótulo não traga também o aviso de leite.',
    icon: '🔍',
    allowed: true,
    alternativeFoods: [],
  },
  {
    name: 'Lactato de cálcio',
    category: 'Ingredientes de rótulo',
    description:
      'O lactato de cálcio e o lactato de sódio são sais do ácido lático e não têm proteína do leite. São seguros na APLV.',
    icon: '🔍',
    allowed: true,
    alternativeFoods: [],
  },
  {
    name: 'Estearoil lactilato',
    category: 'Ingredientes de rótulo',
    description: 'Emulsificante comum em pães e bolos. O nome lembra leite, mas ele não contém proteína do leite.',
    icon: '🔍',
    allowed: true,
    alternativeFoods: [],
  },
  {
    name: 'Propionato de cálcio',
    category: 'Ingredientes de rótulo',
    description: 'Conservante usado em pães e bolos. Não tem relação com o leite.',
    icon: '🔍',
    allowed: true,
    alternativeFoods: [],
  },
  {
    name: 'Cremor tártaro',
    category: 'Ingredientes de rótulo',
    description: 'Ingrediente de confeitaria obtido da uva, usado em claras em neve e fermentos. Não contém leite.',
    icon: '🔍',
    allowed: true,
    alternativeFoods: [],
  },
  {
    name: 'Manteiga de cacau',
    category: 'Gorduras',
    description:
      'É a gordura extraída do cacau e não tem nenhuma relação com o leite. Atenção: o chocolate pode ter leite, então leia o rótulo inteiro.',
    icon: '🍫',
    allowed: true,
    alternativeFoods: [],
  },
  {
    name: 'Leite de coco',
    category: 'Gorduras',
    description:
      'É extraído da polpa do coco e não tem proteína do leite de vaca. Pode ser usado em receitas, mas não substitui o leite materno nem a fórmula do bebê.',
    icon: '🥥',
    allowed: true,
    alternativeFoods: [],
  },
  {
    name: 'Azeite e óleos vegetais',
    category: 'Gorduras',
    description:
      'Azeite de oliva e óleos de soja, canola ou girassol não têm leite e substituem a manteiga no preparo dos alimentos.',
    icon: '🫒',
    allowed: true,
    alternativeFoods: [],
  },
  {
    name: 'Arroz',
    category: 'Cereais',
    description:
      'Naturalmente livre de leite, é uma base segura para as refeições. Cuidado só com risotos e arroz pronto com queijo ou manteiga.',
    icon: '🍚',
    allowed: true,
    alternativeFoods: [],
  },
  {
    name: 'Feijão',
    category: 'Proteínas',
    description: 'Feijão, lentilha e grão-de-bico não têm leite e são fontes de proteína, ferro e um pouco de cálcio.',
    icon: '🫘',
    allowed: true,
    alternativeFoods: [],
  },
  {
    name: 'Carnes e frango',
    category: 'Proteínas',
    description:
      'Carnes frescas não contêm leite. Evite embutidos e empanados, que podem ter caseína ou soro de leite.',
    icon: '🍗',
    allowed: true,
    alternativeFoods: [],
  },
  {
    name: 'Peixe',
    category: 'Proteínas',
    description:
      'Peixe fresco é seguro na APLV. Para a mãe, a sardinha comida com as espinhas moles também ajuda a obter cálcio.',
    icon: '🐟',
    allowed: true,
    alternativeFoods: [],
  },
  {
    name: 'Ovo',
    category: 'Proteínas',
    description:
      'Ovo não é laticínio e não tem proteína do leite. Não precisa ser evitado, a menos que o médico identifique também alergia ao ovo.',
    icon: '🥚',
    allowed: true,
    alternativeFoods: [],
  },
  {
    name: 'Frutas',
    category: 'Frutas e vegetais',
    description: 'Todas as frutas frescas são livres de leite e podem ser oferecidas normalmente.',
    icon: '🍎',
    allowed: true,
    alternativeFoods: [],
  },
  {
    name: 'Legumes e verduras',
    category: 'Frutas e vegetais',
    description:
      'São livres de leite. As verduras verde-escuras, como couve e brócolis, também ajudam a mãe a obter cálcio.',
    icon: '🥦',
    allowed: true,
    alternativeFoods: [],
  },
  {
    name: 'Batata, mandioca e inhame',
    category: 'Frutas e vegetais',
    description:
      'Naturalmente sem leite. Faça os purês com a água do cozimento ou com azeite, sem leite e sem manteiga.',
    icon: '🥔',
    allowed: true,
    alternativeFoods: [],
  },
];

// ---------------------------------------------------------------------------
// Receitas — sem sal antes de 1 ano; sem açúcar nem mel em nenhuma receita (os dois só depois dos 2 anos).
// Textura: 6 m amassado com garfo; 8 m menos amassado; 9 m pedaços pequenos e macios;
// 12 m comida da família.
// ---------------------------------------------------------------------------

export const RECIPES: RecipeSeed[] = [
  // 6 meses
  {
    title: 'Papinha de abóbora, batata, frango e feijão',
    category: 'Papinha salgada',
    difficulty: 'Fácil',
    prepTimeMinutes: 40,
    servings: 3,
    isAplvFriendly: true,
    minAgeMonths: 6,
    ingredients: [
      '1 fatia média de abóbora (cerca de 100 g)',
      '1 batata pequena',
      '50 g de peito de frango',
      '2 colheres (sopa) de feijão cozido, com os grãos',
      '1 colher (sopa) de cebola picada',
      '1/2 dente de alho amassado',
      '1 colher (chá) de azeite de oliva',
      'Cheiro-verde picado a gosto',
    ],
    instructions: [
      'Lave bem as mãos, os utensílios e os alimentos.',
      'Corte o frango em cubos pequenos e refogue no azeite com a cebola e o alho.',
      'Cubra com água e cozinhe até o frango ficar bem macio; depois, desfie bem fininho.',
      'Descasque a abóbora e a batata, corte em cubos e cozinhe na água ou no vapor até ficarem bem macias.',
      'Amasse cada alimento com o garfo, sem passar no liquidificador nem na peneira, e amasse também os grãos de feijão.',
      'Coloque os alimentos separados no prato e finalize com o cheiro-verde. Não acrescente sal: o sabor vem dos temperos naturais.',
      'Ofereça de 2 a 3 colheres (sopa), morno. Guarde o que não foi servido na geladeira por até 24 horas e descarte as sobras do prato do bebê.',
    ],
    nutritionalInfo:
      'Reúne tubérculo, legume, feijão e carne: energia, vitamina A, proteína e ferro na mesma refeição.',
  },
  {
    title: 'Papinha de banana com aveia',
    category: 'Papinha de fruta',
    difficulty: 'Fácil',
    prepTimeMinutes: 5,
    servings: 1,
    isAplvFriendly: true,
    minAgeMonths: 6,
    ingredients: ['1 banana-prata madura', '1 colher (chá) de aveia em flocos finos'],
    instructions: [
      'Lave a banana antes de descascar.',
      'Amasse a banana com o garfo até formar um purê.',
      'Misture a aveia e sirva logo em seguida, sem adoçar.',
    ],
    nutritionalInfo: 'Fornece energia, potássio e fibras.',
  },
  {
    title: 'Purê de pera e maçã cozidas',
    category: 'Papinha de fruta',
    difficulty: 'Fácil',
    prepTimeMinutes: 15,
    servings: 2,
    isAplvFriendly: true,
    minAgeMonths: 6,
    ingredients: ['1 pera madura', '1 maçã', '1/2 xícara (chá) de água'],
    instructions: [
      'Lave as frutas, descasque e retire as sementes.',
      'Corte em cubos e cozinhe na água, com a panela tampada, até ficarem bem macias.',
      'Escorra e amasse com o garfo até formar um purê.',
      'Espere amornar e sirva sem açúcar: a fruta cozida já é docinha.',
    ],
    nutritionalInfo: null,
  },
  {
    title: 'Ovo cozido com batata-doce e brócolis',
    category: 'Papinha salgada',
    difficulty: 'Fácil',
    prepTimeMinutes: 25,
    servings: 2,
    isAplvFriendly: true,
    minAgeMonths: 6,
    ingredients: ['1 ovo', '1 batata-doce pequena', '3 floretes de brócolis', '1 colher (chá) de azeite de oliva'],
    instructions: [
      'Cozinhe o ovo em água fervente por cerca de 10 minutos, até a gema e a clara ficarem bem firmes.',
      'Descasque a batata-doce, corte em cubos e cozinhe no vapor junto com o brócolis até ficarem bem macios.',
      'Amasse a batata-doce e o brócolis com o garfo e regue com o azeite.',
      'Descasque o ovo, amasse bem e sirva ao lado dos legumes, de 2 a 3 colheres (sopa) no total.',
    ],
    nutritionalInfo: 'O ovo traz proteína, ferro e vitamina A; a batata-doce fornece energia e o brócolis, vitamina C.',
  },

  // 8 meses
  {
    title: 'Peixe com arroz, cenoura e couve',
    category: 'Almoço/Jantar',
    difficulty: 'Média',
    prepTimeMinutes: 35,
    servings: 3,
    isAplvFriendly: true,
    minAgeMonths: 8,
    ingredients: [
      '100 g de filé de peixe (tilápia, pescada ou merluza)',
      '3 colheres (sopa) de arroz cru',
      '1 cenoura pequena',
      '2 folhas de couve',
      '1/2 tomate sem pele e sem sementes',
      '1 colher (sopa) de cebola picada',
      '1 colher (chá) de azeite de oliva',
      'Suco de 1/2 limão',
    ],
    instructions: [
      'Tempere o peixe com o limão e a cebola e cozinhe no vapor ou em pouca água por cerca de 10 minutos.',
      'Com as mãos limpas, desfie o peixe e confira se não restou nenhuma espinha.',
      'Cozinhe o arroz em bastante água, deixando-o bem molinho.',
      'Cozinhe a cenoura em cubos até ficar macia e amasse só um pouco, deixando pedacinhos.',
      'Pique a couve bem fininho e refogue no azeite com o tomate até murchar.',
      'Monte o prato com os alimentos separados, menos amassados do que aos 6 meses, e ofereça de 3 a 4 colheres (sopa).',
    ],
    nutritionalInfo: 'O peixe traz proteína e ômega-3; a couve soma ferro e cálcio e a cenoura, vitamina A.',
  },
  {
    title: 'Picadinho de carne com mandioca e chuchu',
    category: 'Papinha salgada',
    difficulty: 'Média',
    prepTimeMinutes: 50,
    servings: 3,
    isAplvFriendly: true,
    minAgeMonths: 8,
    ingredients: [
      '100 g de carne bovina magra (patinho ou acém) em cubos pequenos',
      '1 pedaço de mandioca (cerca de 100 g)',
      '1/2 chuchu',
      '1 colher (sopa) de cebola picada',
      '1/2 dente de alho amassado',
      '1 colher (chá) de azeite de oliva',
      'Salsinha picada a gosto',
    ],
    instructions: [
      'Refogue a carne no azeite com a cebola e o alho, cubra com água e cozinhe na panela de pressão por cerca de 20 minutos, até ficar bem macia.',
      'Cozinhe a mandioca descascada até ficar bem macia e retire a fibra dura do centro.',
      'Cozinhe o chuchu em cubos até ficar macio.',
      'Amasse a mandioca e o chuchu com o garfo, deixando alguns pedacinhos macios.',
      'Pique a carne bem miudinho, junte um pouco do caldo e finalize com a salsinha.',
      'Sirva de 3 a 4 colheres (sopa), com a carne, a mandioca e o chuchu lado a lado no prato.',
    ],
    nutritionalInfo: 'A carne é uma das melhores fontes de ferro e zinco; a mandioca fornece energia.',
  },
  {
    title: 'Angu com carne moída, abobrinha e feijão',
    category: 'Papinha salgada',
    difficulty: 'Média',
    prepTimeMinutes: 35,
    servings: 3,
    isAplvFriendly: true,
    minAgeMonths: 8,
    ingredients: [
      '3 colheres (sopa) de fubá',
      '1 e 1/2 xícara (chá) de água',
      '80 g de carne moída (patinho)',
      '1/2 abobrinha ralada',
      '1 colher (sopa) de cebola picada',
      '1 colher (chá) de azeite de oliva',
      '2 colheres (sopa) de feijão cozido, com os grãos',
    ],
    instructions: [
      'Dissolva o fubá em metade da água fria, para não empelotar.',
      'Leve ao fogo com o restante da água, mexendo sempre, por cerca de 15 minutos, até o angu ficar cremoso.',
      'Refogue a carne moída no azeite com a cebola até ficar bem cozida, sem partes rosadas.',
      'Junte a abobrinha ralada e cozinhe até ficar macia.',
      'Amasse o feijão com o garfo, deixando alguns grãos só partidos.',
      'Sirva de 3 a 4 colheres (sopa): o angu, a carne com abobrinha e o feijão lado a lado no prato.',
    ],
    nutritionalInfo: 'Reúne cereal, carne, feijão e legume: energia, proteína e ferro na mesma refeição.',
  },
  {
    title: 'Mamão com pasta de amendoim',
    category: 'Lanche',
    difficulty: 'Fácil',
    prepTimeMinutes: 5,
    servings: 1,
    isAplvFriendly: true,
    minAgeMonths: 8,
    ingredients: [
      '1 fatia média de mamão (cerca de 100 g)',
      '1/2 colher (chá) de pasta de amendoim integral (só amendoim na lista de ingredientes)',
    ],
    instructions: [
      'Retire a casca e todas as sementes do mamão.',
      'Amasse o mamão com o garfo, deixando a textura um pouco grossa.',
      'Misture bem a pasta de amendoim ao mamão, até não sobrar nenhum montinho de pasta.',
      'Na primeira vez, ofereça de manhã e observe o bebê nas horas seguintes. Se surgirem manchas na pele, inchaço ou vômitos, procure o pediatra; se houver falta de ar, procure atendimento de urgência.',
    ],
    nutritionalInfo: 'O mamão traz vitaminas A e C; a pasta de amendoim soma gorduras boas e proteína.',
  },

  // 9 meses
  {
    title: 'Macarrão com frango desfiado e brócolis',
    category: 'Almoço/Jantar',
    difficulty: 'Fácil',
    prepTimeMinutes: 30,
    servings: 3,
    isAplvFriendly: true,
    minAgeMonths: 9,
    ingredients: [
      '1/2 xícara (chá) de macarrão pequeno (tipo argolinha ou conchinha)',
      '80 g de peito de frango',
      '4 floretes de brócolis',
      '1 tomate maduro sem pele e sem sementes',
      '1 colher (sopa) de cebola picada',
      '1 colher (chá) de azeite de oliva',
      'Manjericão ou salsinha a gosto',
    ],
    instructions: [
      'Cozinhe o frango em água com a cebola até ficar macio e desfie em pedaços pequenos.',
      'Cozinhe o macarrão em água até ficar bem macio.',
      'Cozinhe o brócolis no vapor e pique em pedacinhos macios.',
      'Faça um molho rápido com o tomate picado, o azeite e um pouco da água do cozimento do frango.',
      'Misture tudo, finalize com as ervas e ofereça de 4 a 5 colheres (sopa), em pedaços pequenos e macios que o bebê possa pegar com os dedos.',
    ],
    nutritionalInfo: 'O macarrão fornece energia, o frango traz proteína e ferro e o brócolis, vitamina C.',
  },
  {
    title: 'Omelete de forno com legumes',
    category: 'Lanche',
    difficulty: 'Fácil',
    prepTimeMinutes: 30,
    servings: 2,
    isAplvFriendly: true,
    minAgeMonths: 9,
    ingredients: [
      '2 ovos',
      '1/2 abobrinha ralada',
      '1/2 cenoura ralada',
      '1 colher (sopa) de cheiro-verde picado',
      '1 colher (chá) de azeite de oliva para untar',
    ],
    instructions: [
      'Preaqueça o forno a 180 °C e unte uma forma pequena com o azeite.',
      'Bata os ovos com o garfo e misture a abobrinha, a cenoura e o cheiro-verde.',
      'Despeje na forma e asse por cerca de 20 minutos, até ficar firme por dentro, sem partes moles.',
      'Espere amornar e corte em tirinhas ou cubinhos macios para o bebê pegar com as mãos.',
    ],
    nutritionalInfo: 'Proteína e vitamina A do ovo, com as fibras dos legumes.',
  },
  {
    title: 'Fígado acebolado com purê de batata-doce',
    category: 'Almoço/Jantar',
    difficulty: 'Média',
    prepTimeMinutes: 30,
    servings: 3,
    isAplvFriendly: true,
    minAgeMonths: 9,
    ingredients: [
      '80 g de fígado bovino',
      '1 batata-doce média',
      '1/2 cebola em rodelas finas',
      '1 colher (chá) de azeite de oliva',
      'Gomos de 1 laranja para a sobremesa',
    ],
    instructions: [
      'Lave o fígado, retire as películas e corte em tiras finas.',
      'Refogue a cebola no azeite até murchar, junte o fígado e cozinhe por cerca de 10 minutos, até não restar nenhuma parte rosada.',
      'Pique o fígado e a cebola em pedaços pequenos e macios.',
      'Cozinhe a batata-doce até ficar macia e amasse com o garfo, deixando alguns pedacinhos.',
      'Sirva de 4 a 5 colheres (sopa) no total e ofereça os gomos de laranja, sem sementes, de sobremesa: a vitamina C ajuda a aproveitar o ferro.',
    ],
    nutritionalInfo:
      'Muito rico em ferro e vitamina A, ajuda a prevenir a anemia; a laranja melhora a absorção do ferro.',
  },
  {
    title: 'Bolinhos assados de grão-de-bico',
    category: 'Almoço/Jantar',
    difficulty: 'Média',
    prepTimeMinutes: 40,
    servings: 4,
    isAplvFriendly: true,
    minAgeMonths: 9,
    ingredients: [
      '1 xícara (chá) de grão-de-bico cozido',
      '1/2 cenoura ralada fininho',
      '2 colheres (sopa) de aveia em flocos',
      '1 ovo',
      '1 colher (sopa) de salsinha picada',
      '1 colher (chá) de azeite de oliva para untar',
    ],
    instructions: [
      'Amasse o grão-de-bico com o garfo até formar uma pasta, retirando as cascas soltas.',
      'Misture a cenoura, a aveia, o ovo e a salsinha até dar liga.',
      'Modele bolinhos achatados, do tamanho de uma colher de sopa, e coloque numa forma untada com o azeite.',
      'Asse em forno a 180 °C por cerca de 25 minutos, virando na metade do tempo, até ficarem firmes e bem cozidos por dentro.',
      'Sirva com arroz e legumes, partindo os bolinhos em pedaços pequenos e macios.',
    ],
    nutritionalInfo: 'O grão-de-bico e o ovo trazem proteína, ferro e zinco; a aveia soma fibras.',
  },

  // 12 meses
  {
    title: 'Mingau de aveia com leite e banana',
    category: 'Café da manhã',
    difficulty: 'Fácil',
    prepTimeMinutes: 10,
    servings: 1,
    isAplvFriendly: false,
    minAgeMonths: 12,
    ingredients: [
      '1 xícara (chá) de leite de vaca integral',
      '2 colheres (sopa) de aveia em flocos',
      '1/2 banana madura',
      'Canela em pó a gosto',
    ],
    instructions: [
      'Em uma panela, misture o leite e a aveia.',
      'Cozinhe em fogo baixo, mexendo sempre, por cerca de 5 minutos, até engrossar.',
      'Amasse a banana e misture ao mingau: ela adoça naturalmente, sem precisar de açúcar.',
      'Polvilhe a canela, espere amornar e sirva.',
    ],
    nutritionalInfo: 'O leite traz cálcio e proteína; a aveia e a banana, fibras e energia.',
  },
  {
    title: 'Cuscuz de milho com ovo mexido',
    category: 'Café da manhã',
    difficulty: 'Fácil',
    prepTimeMinutes: 25,
    servings: 2,
    isAplvFriendly: true,
    minAgeMonths: 12,
    ingredients: [
      '1 xícara (chá) de flocão de milho',
      '1/2 xícara (chá) de água',
      '2 ovos',
      '1 colher (chá) de azeite de oliva',
      'Cheiro-verde picado a gosto',
    ],
    instructions: [
      'Hidrate o flocão com a água por cerca de 10 minutos.',
      'Coloque na cuscuzeira e cozinhe no vapor por cerca de 10 minutos.',
      'Enquanto isso, mexa os ovos no azeite, em fogo baixo, até ficarem bem cozidos, sem partes moles.',
      'Sirva o cuscuz com o ovo e o cheiro-verde. É a mesma comida da família: se costumam salgar o cuscuz, usem o mínimo possível.',
    ],
    nutritionalInfo: 'O milho fornece energia e o ovo, proteína, ferro e vitamina A.',
  },
  {
    title: 'Prato da família: arroz, feijão e carne moída com legumes',
    category: 'Almoço/Jantar',
    difficulty: 'Média',
    prepTimeMinutes: 50,
    servings: 4,
    isAplvFriendly: true,
    minAgeMonths: 12,
    ingredients: [
      '1 xícara (chá) de arroz',
      '2 xícaras (chá) de feijão cozido',
      '200 g de carne moída (patinho)',
      '1 cenoura',
      '1 abobrinha',
      '1 cebola picada',
      '2 dentes de alho amassados',
      '1 colher (sopa) de azeite de oliva',
      'Cheiro-verde a gosto',
    ],
    instructions: [
      'Refogue a cebola e o alho no azeite, junte a carne moída e cozinhe até não restar parte rosada.',
      'Acrescente a cenoura e a abobrinha em cubos pequenos e um pouco de água; cozinhe até os legumes ficarem macios.',
      'Prepare o arroz e aqueça o feijão como de costume na família, com pouco sal e sem caldos prontos.',
      'Sirva ao bebê a mesma comida da família, cortando a carne e os legumes em pedaços pequenos.',
      'Ofereça uma fruta de sobremesa e água para beber.',
    ],
    nutritionalInfo:
      'Arroz com feijão forma uma boa combinação de proteínas; a carne reforça o ferro e os legumes trazem vitaminas e fibras.',
  },
  {
    title: 'Escondidinho de mandioca com frango e queijo',
    category: 'Almoço/Jantar',
    difficulty: 'Média',
    prepTimeMinutes: 60,
    servings: 4,
    isAplvFriendly: false,
    minAgeMonths: 12,
    ingredients: [
      '500 g de mandioca',
      '1/2 xícara (chá) de leite de vaca integral',
      '250 g de peito de frango',
      '1 tomate picado',
      '1 cebola picada',
      '1 dente de alho amassado',
      '1 colher (sopa) de azeite de oliva',
      '1/2 xícara (chá) de queijo muçarela ralado',
      'Cheiro-verde a gosto',
    ],
    instructions: [
      'Cozinhe a mandioca até ficar bem macia, retire a fibra do centro e amasse com o leite até formar um purê.',
      'Cozinhe o frango, desfie e refogue no azeite com a cebola, o alho e o tomate.',
      'Em um refratário, coloque o frango, cubra com o purê e espalhe o queijo por cima.',
      'Leve ao forno a 200 °C por cerca de 20 minutos, até dourar.',
      'Espere amornar e sirva a porção do bebê em pedaços pequenos, com o cheiro-verde.',
    ],
    nutritionalInfo: 'Fonte de energia, proteína e cálcio.',
  },
];

// ---------------------------------------------------------------------------
// Guias para a mãe
// ---------------------------------------------------------------------------

export const MOTHER_GUIDES: MotherGuideSeed[] = [
  {
    slug: 'milk-production',
    title: 'Produção de leite: como manter a amamentação',
    sections: [
      {
        heading: 'Quanto mais o bebê mama, mais leite',
        paragraphs: [
          'O leite é produzido conforme a demanda: cada vez que o bebê suga e esvazia a mama, o corpo recebe o sinal para produzir mais. Por isso, a melhor forma de manter e aumentar a produção é amamentar com frequência.',
          'Ofereça o peito sempre que o bebê quiser, de dia e de noite, sem horários fixos. Nas primeiras semanas é normal ele mamar muitas vezes ao dia, e as mamadas da noite ajudam a manter a produção.',
          'Deixe o bebê esvaziar bem uma mama antes de oferecer a outra: o leite do fim da mamada é mais rico em gordura e ajuda o bebê a ficar satisfeito.',
          'Até os 6 meses, o leite materno sozinho é suficiente: o bebê não precisa de água, chás nem outros leites. Depois, a amamentação continua junto com a comida, até os 2 anos ou mais.',
        ],
      },
      {
        heading: 'A pega correta',
        paragraphs: [
          'Uma boa pega evita dor e rachaduras e ajuda o bebê a tirar o leite. Deixe a barriga do bebê virada para a sua, com a cabeça e o corpo alinhados, e traga o bebê até a mama, e não a mama até o bebê.',
          'Na pega correta, a boca fica bem aberta, os lábios ficam virados para fora, o queixo encosta na mama e o bebê abocanha boa parte da aréola, mais da parte de baixo do que da de cima. As bochechas ficam arredondadas e dá para ouvir o bebê engolir.',
          'Dor forte durante toda a mamada não é normal e costuma indicar pega errada. Para tirar o bebê do peito, coloque o dedo mínimo no canto da boca dele para desfazer a sucção. Mamadeiras e chupetas podem atrapalhar a pega e diminuir a produção.',
        ],
      },
      {
        heading: 'Descanso, alimentação e água',
        paragraphs: [
          'Cansaço e estresse podem dificultar a saída do leite. Sempre que puder, descanse enquanto o bebê dorme e aceite ajuda com a casa e com as outras tarefas.',
          'Beba água ao longo do dia, sempre que sentir sede. Deixar um copo ou uma garrafinha por perto durante as mamadas ajuda a lembrar.',
          'Mantenha uma alimentação variada, com arroz, feijão, legumes, verduras, frutas, carnes e ovos. Não existe alimento milagroso para aumentar o leite, e chás, suplementos e remédios só devem ser usados com orientação.',
        ],
      },
      {
        heading: 'Quando procurar ajuda',
        paragraphs: [
          'Procure ajuda se a dor não melhorar, se houver rachaduras ou sangramento no mamilo, ou se a mama ficar vermelha, quente, endurecida e dolorida, principalmente com febre.',
          'Procure também se o bebê molha poucas fraldas, fica muito sonolento, quase não mama ou não está ganhando peso.',
          'Os Bancos de Leite Humano oferecem orientação gratuita sobre amamentação e retirada do leite, e recebem doações. A UBS perto da sua casa também acompanha a amamentação e pode indicar o apoio mais próximo.',
          'Estas orientações são gerais. Confirme sempre com o pediatra do bebê, com o seu médico ou com a equipe da UBS o que é melhor para vocês dois.',
        ],
      },
    ],
  },
  {
    slug: 'recovery',
    title: 'Recuperação no pós-parto',
    sections: [
      {
        heading: 'Descanso e ajuda',
        paragraphs: [
          'O pós-parto, também chamado de puerpério ou resguardo, é o período em que o corpo se recupera da gestação e do parto. Ele dura cerca de seis semanas, e cada mulher tem o seu ritmo.',
          'Descanse sempre que puder, principalmente quando o bebê dormir, e aceite ajuda de pessoas de confiança com as refeições, a limpeza e as outras tarefas. Nas primeiras semanas, evite carregar peso além do bebê.',
          'Depois de uma cesárea, mantenha o corte limpo e seco. Vermelhidão, inchaço, secreção, mau cheiro ou abertura dos pontos devem ser avaliados pela equipe de saúde.',
        ],
      },
      {
        heading: 'Sangramento (lóquios)',
        paragraphs: [
          'Depois do parto é normal ter um sangramento chamado lóquios. Nos primeiros dias ele é vermelho vivo e mais intenso; depois fica rosado ou amarronzado e, com o passar das semanas, amarelado ou esbranquiçado, até parar.',
          'Procure atendimento imediatamente (maternidade, pronto-socorro ou SAMU 192) se o sangramento encharcar um absorvente em uma hora ou menos, se saírem coágulos grandes, se o sangramento voltar a ficar forte depois de ter diminuído ou se você sentir tontura ou muita fraqueza.',
          'Também são sinais de alerta: febre, corrimento com cheiro forte e ruim, dor forte na barriga, dor de cabeça forte com visão embaçada, falta de ar, dor no peito e dor ou inchaço em uma perna só.',
        ],
      },
      {
        heading: 'Alimentação',
        paragraphs: [
          'Faça refeições com comida de verdade: arroz, feijão, legumes, verduras, frutas, carnes e ovos. Esses alimentos ajudam a repor as energias e o ferro perdido no parto.',
          'Beba água ao longo do dia, conforme a sede, principalmente se estiver amamentando. Frutas, verduras e água também ajudam o intestino, que costuma ficar preso nos primeiros dias.',
          'Este não é o momento para dietas restritivas: a amamentação gasta energia e o peso tende a diminuir aos poucos. Evite ultraprocessados e bebidas alcoólicas, e, se o médico receitou ferro ou vitaminas, continue tomando pelo tempo indicado.',
        ],
      },
      {
        heading: 'Saúde emocional',
        paragraphs: [
          'Nos primeiros dias depois do parto, muitas mães sentem vontade de chorar, irritação, ansiedade e mudanças de humor. É o chamado baby blues: é muito comum e costuma passar sozinho em até cerca de duas semanas, com descanso e apoio.',
          'Se a tristeza, o desânimo, a culpa ou a falta de prazer nas coisas durarem mais de duas semanas, piorarem ou atrapalharem o cuidado com você e com o bebê, pode ser depressão pós-parto. Ela tem tratamento, e pedir ajuda não é sinal de fraqueza.',
          'Converse com alguém de confiança e procure a UBS ou o seu médico. Se tiver pensamentos de se machucar ou de machucar o bebê, peça ajuda na hora: ligue para o CVV no 188 (ligação gratuita, 24 horas) ou para o SAMU no 192.',
        ],
      },
      {
        heading: 'Consulta de pós-parto',
        paragraphs: [
          'Faça a consulta de pós-parto na UBS ou com o seu médico, de preferência na primeira semana depois do parto e de novo até 42 dias depois. É o momento de avaliar a recuperação, a amamentação, as emoções e o planejamento reprodutivo, ou seja, como evitar uma nova gravidez se você não quiser engravidar agora.',
          'Estas orientações são gerais e não substituem o atendimento. Confirme sempre com o seu médico, com o pediatra do bebê ou com a equipe da UBS.',
        ],
      },
    ],
  },
  {
    slug: 'aplv-mom',
    title: 'APLV: a alimentação da mãe que amamenta',
    sections: [
      {
        heading: 'Continue amamentando',
        paragraphs: [
          'Quando o bebê tem alergia à proteína do leite de vaca (APLV) e mama no peito, a amamentação continua: o leite materno segue sendo o melhor alimento para ele.',
          'Parte da proteína do leite que a mãe consome passa para o leite materno. Por isso, o médico costuma orientar a mãe a tirar da própria alimentação o leite e todos os seus derivados.',
          'Se o bebê não mama no peito, o médico vai prescrever uma fórmula extensamente hidrolisada ou de aminoácidos. Bebidas vegetais (de aveia, arroz ou coco), leite de cabra e composto lácteo não substituem o leite materno nem a fórmula.',
        ],
      },
      {
        heading: 'O que sai do cardápio',
        paragraphs: [
          'Sai o leite de vaca em qualquer forma, inclusive o sem lactose, e também os leites de cabra, ovelha e búfala, que têm proteínas parecidas. APLV não é intolerância à lactose: produtos "sem lactose" continuam tendo a proteína do leite.',
          'Saem ainda queijos, iogurte, coalhada, manteiga, ghee, nata, creme de leite, requeijão, doce de leite e as preparações feitas com eles.',
          'Leia sempre o rótulo. Evite produtos com o aviso "ALÉRGICOS: CONTÉM LEITE" ou "PODE CONTER LEITE" e com ingredientes como caseína, caseinato, soro de leite, whey, lactoalbumina, lactoglobulina, lactoferrina, proteína láctea, fermento lácteo, gordura de leite, composto lácteo ou mistura láctea.',
          'Alguns nomes parecem leite, mas são seguros: ácido lático, lactato de cálcio ou de sódio, estearoil lactilato, propionato de cálcio, cremor tártaro, manteiga de cacau e leite de coco.',
        ],
      },
      {
        heading: 'Cálcio e água',
        paragraphs: [
          'Sem leite e derivados, o cálcio merece atenção. A mãe precisa de 1000 a 1300 mg de cálcio por dia (1300 mg para mães de 14 a 18 anos). Em geral, o médico prescreve um suplemento de cálcio para completar o que vem da comida.',
          'Boas fontes de cálcio sem leite: couve, brócolis e outras verduras verde-escuras, feijão, sardinha com as espinhas, gergelim e bebidas vegetais fortificadas com cálcio.',
          'Beba de 2 a 3 litros de água por dia, guiando-se pela sede. Um copo de água a cada mamada é um bom lembrete.',
        ],
      },
      {
        heading: 'Quanto tempo dura a dieta',
        paragraphs: [
          'A proteína do leite leva de 2 a 3 semanas para sair totalmente do corpo da mãe. Por isso, a melhora do bebê pode ser gradual nas primeiras semanas de dieta.',
          'A exclusão costuma durar até o bebê ter entre 12 e 18 meses ou até o fim da amamentação, conforme a decisão do médico. A volta do leite à alimentação só deve ser feita com orientação médica.',
          'Não corte outros alimentos por conta própria: tirar itens sem necessidade deixa a dieta mais pobre e mais difícil de manter. O ovo, por exemplo, não é laticínio.',
          'Cada caso de APLV é único. Confirme todas as mudanças na sua alimentação e na do bebê com o pediatra, com o seu médico ou com a equipe da UBS.',
        ],
      },
    ],
  },
];
