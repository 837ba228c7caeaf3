import { SWALLOWED } from './sign-words';
import { oneOf } from './word-family';

/**
 * Things of a house that poison when swallowed, drunk or licked: cleaning products, solvents,
 * poisons, cosmetics, button batteries and magnets (docs/content-sources.md, "The safety net"). Medicines are read apart.
 */
export const HOUSEHOLD_PRODUCTS =
  'agua sanitaria|sanitaria|candida|qboa|cloro|alvejante|desinfetante|detergente|sabao( em po| liquido)?|amaciante|lava (roupas?|loucas?)|limpa (vidros?|forno|fogao|pisos?|aluminio|tudo|moveis|banheiro|porcelanato|inox)|desengordurante|multiuso|lustra moveis|produtos? de limpeza|limpador|pinho sol|creolina|agua oxigenada|acido muriatico|muriatico|soda( caustica)?|desentupidor|removedor|acetona|esmalte|tinta|cola|solvente|aguarras|thinner|tiner|querosene|gasolina|diesel|alcool( em gel| 70)?|perfume|colonia|oleo (essencial|de eucalipto|de cravo|de citronela|mineral|de motor)|eucalipto|canfora|citronela|repelente|inseticida|baygon|mata (baratas?|formigas?|ratos?|mosquitos?)|veneno( de rato)?|raticida|chumbinho|formicida|naftalina|fertilizante|adubo|pesticida|herbicida|enxaguante|antisseptico|cigarro|bituca|vape|narguile|maconha|pilhas?|pilhazinhas?|baterias?|bateriazinhas?|imas?|imazinh\\w*|magnetos?|bolinhas? magneticas?|planta|comigo ninguem pode';

/** Tier 2: words of a poison: household products, venomous animals, something unknown swallowed. One alternative a line. */
export const POISON = new RegExp(
  `\\b(${HOUSEHOLD_PRODUCTS}|${oneOf(String.raw`
escorpi\w*
cobra
jararaca
cascavel
coral
aranha
marimbondo
abelha
vespa
lagarta
taturana
arraia
picad[oa] (de|por)
mordid[oa] (de|por)
envenen\w*
intoxic\w*
produto
limpa \w+
gole
golinho
(boca|bafo|halito) (\w+ ){0,2}cheir\w*
frasco
embalagem
nao sei o que (ele |ela )?(pegou|comeu|tomou|engoliu|bebeu|botou na boca)
`)})\\b`,
);

/** Tier 1: the signs of poisoning that send her to 192 first. */
export const POISONING_SIGNS: RegExp[] = [
  new RegExp(`^(?=.*\\b(${SWALLOWED})\\b)(?=.*\\b(${HOUSEHOLD_PRODUCTS})\\b)`),
  /\b(bebeu|tomou|engoliu|comeu|ingeriu|lambeu|chupou|mastigou|provou|pos na boca|colocou na boca|botou na boca|mordeu|engolido|tomado|bebido)\b.*\b(agua sanitaria|sanitaria|candida|qboa|cloro|alvejante|desinfetante|detergente|sabao|amaciante|lava roupa|produto de limpeza|produtos de limpeza|limpador|veneno|raticida|chumbinho|inseticida|formicida|querosene|gasolina|thinner|tiner|alcool|removedor|acetona|soda caustica|soda|desentupidor|naftalina|pinho sol|veja|multiuso|creolina|remedio|remedios|comprimido|comprimidos|pilula|pilulas|capsula|dipirona|paracetamol|ibuprofeno|xarope|medicamento|anticoncepcional|calmante|antidepressivo|vitamina|pilha|pilhas|bateria|baterias|bateriazinha|ima|imas|magneto|ima de geladeira|bolinha magnetica|bolinhas magneticas|esmalte|perfume|colonia|oleo de|cigarro|bituca|planta|comigo ninguem pode)\b/,
  /(?<!disque )\b(intoxica\w*|envenen\w*)\b/,
  /\b(pilha|bateria|bateriazinha|pilhazinha) (de )?(botao|relogio|moeda|redonda|pequena|de controle)\b.*\b(engoliu|boca|sumiu|comeu)/,
  /\b(engoliu|engolido|engoliram|comeu)\b.*\b(ima|imas|imazinho|imazinhos|imazinha|pilha|pilhas|pilhinha|bateria|baterias|bateriazinha)\b/,
  /\b(tomou|bebeu|engoliu|comeu) (tudo|o vidro|o frasco|a cartela|o pote|metade|a metade)\b/,
  /\b(falta|faltam|faltando|sumiram|sumiu) (\w+ )?(comprimido|comprimidos|pilula|pilulas|capsula|capsulas|remedio|xarope)\b/,
  /\b(frasco|vidro|cartela|pote|caixa) (de \w+ )?(\w+ )?(abert\w*|vazi\w*)\b.*\b(tomou|bebeu|engoliu|comeu)/,
  /\b(remedio|remedios|comprimidos|cartela|vidro de remedio|xarope) (inteir\w*|todo|toda|tod[oa]s)\b/,
  /\b(dose|remedio) (a mais|dobrada|errada|em dobro|duas vezes|demais)\b/,
  /\bdei (o )?(remedio|xarope|dipirona|paracetamol) (errado|a mais|duas vezes|dobrado|em dobro)/,
];
