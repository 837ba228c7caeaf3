/**
 * Things of a house that poison when swallowed, drunk or licked: cleaning products, solvents,
 * poisons, cosmetics, button batteries and magnets (FACTS §4). Medicines are read apart.
 */
export const HOUSEHOLD_PRODUCTS =
  'agua sanitaria|sanitaria|candida|qboa|cloro|alvejante|desinfetante|detergente|sabao( em po| liquido)?|amaciante|lava (roupas?|loucas?)|limpa (vidros?|forno|fogao|pisos?|aluminio|tudo|moveis|banheiro|porcelanato|inox)|desengordurante|multiuso|lustra moveis|produtos? de limpeza|limpador|pinho sol|creolina|agua oxigenada|acido muriatico|muriatico|soda( caustica)?|desentupidor|removedor|acetona|esmalte|tinta|cola|solvente|aguarras|thinner|tiner|querosene|gasolina|diesel|alcool( em gel| 70)?|perfume|colonia|oleo (essencial|de eucalipto|de cravo|de citronela|mineral|de motor)|eucalipto|canfora|citronela|repelente|inseticida|baygon|mata (baratas?|formigas?|ratos?|mosquitos?)|veneno( de rato)?|raticida|chumbinho|formicida|naftalina|fertilizante|adubo|pesticida|herbicida|enxaguante|antisseptico|cigarro|bituca|vape|narguile|maconha|pilhas?|pilhazinhas?|baterias?|bateriazinhas?|imas?|imazinh\\w*|magnetos?|bolinhas? magneticas?|planta|comigo ninguem pode';
