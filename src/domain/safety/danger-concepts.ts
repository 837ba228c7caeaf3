/**
 * Tier 2 of the safety net: the danger concepts of FACTS §4 as broad word families, over a
 * message already in one spelling (`readAsMotherMeant`). They do not say that something is
 * happening, only that the message touches it; a calm question that shares a word with an
 * emergency gets a short line with the number, never the alarm. Recall comes from here: a
 * sentence no pattern of tier 1 has seen still names one of these things.
 */

export type DangerConcept =
  | 'breathing'
  | 'colour'
  | 'consciousness'
  | 'seizure'
  | 'choking'
  | 'drowning'
  | 'fall'
  | 'burn'
  | 'poison'
  | 'medicine'
  | 'blood'
  | 'fever'
  | 'dehydration'
  | 'allergy'
  | 'mother-body'
  | 'death'
  | 'cry-for-help';

const CONCEPTS: Record<DangerConcept, RegExp> = {
  breathing:
    /\b(respir\w*|folego|ofeg\w*|arfa\w*|chiad\w*|chiando|chiadeira|gemend\w*|gemid\w*|gemidinho|puxando o ar|puxar o ar|sem ar|o ar nao|falta de ar|falta o ar|apneia|costel\w*|afundand\w*|sufoc\w*|asfix\w*)\b/,
  colour:
    /\b(rox\w*|arroxead\w*|azul\w*|azulad\w*|cinz\w*|acinzentad\w*|cianose|cianotic\w*|palid\w*|descorad\w*|(ficou|esta|estava|todo|toda|meio|muito) (branc|branquinh|amarel|pret|escur)\w*)\b/,
  consciousness:
    /\b(desmai\w*|desacordad\w*|inconscien\w*|desfalec\w*|apag(ou|ad[oa])|mole|molinh\w*|molenga|largad\w*|sonolen\w*|nao (acorda\w*|quer acordar|reage|reagia|responde|respondia|abre os? olhos?|se mexe|mexe|mexia|chora mais|esta acordando)|sem (resposta|reacao|forca)|desligad\w*|olhar (perdido|parado|vazio)|quietinh\w* demais|parad[oa] demais|gelad[oa])\b/,
  seizure:
    /\b(convul\w*|epilep\w*|trem(e|eu|ia|endo|edeira|ores?|ulo)|debat\w*|revir\w*|estrebuch\w*|estrubuch\w*|espasm\w*|trancos?|solavancos?|durinh[oa]|enrijec\w*|(ficou|esta) dur[oa]|sacudindo|se sacud\w*|olhos? (virad|vidrad|revirad|fix)\w*)\b/,
  choking:
    /\b(engasg\w*|desengasg\w*|ental\w*|garganta|pescoco|travad[oa]|travou|engol\w*|na boca|na boquinha|pos na boca|colocou na boca|botou na boca|enfiou|tampinha|tampa|moeda|pecinha|peca pequena|botao|caroco|semente|bala|(tossindo|tosse|tossir) (sem parar|muito|forte)|nao para de tossir|parou de tossir|sem (voz|som)|nao sai (som|voz|barulho)|babando)\b/,
  drowning:
    /\b(afog\w*|submers\w*|(embaixo|debaixo|dentro) d(a|o|e)? ?(agua|banheira|piscina|balde|bacia)|caiu (na|no|dentro d\w*) (piscina|agua|banheira|balde|bacia|lago|rio|mar|tanque|poco)|engoliu (muita )?agua|tomou um caldo|boiando)\b/,
  fall: /\b(cai|caiu|cair|caindo|caido|caida|queda|quedas|tombo|tomb\w*|rolou|despenc\w*|escorreg\w*|escapou|derrub\w*|deixei cair|bateu (a |com a )?(cabec\w*|testa|nuca)|pancada|batida|galo|calombo)\b/,
  burn: /\b(queim\w*|fervend\w*|fervid\w*|pelando|escald\w*|bolhas?|vapor|choque|tomada|fogo|fogao|ferro de passar|chapinha|brasa|oleo quente|agua quente|cafe quente|leite quente)\b/,
  poison:
    /\b(sanitaria|candida|cloro|alvejante|desinfet\w*|detergent\w*|produtos? de limpeza|limpador|veneno|envenen\w*|intoxic\w*|raticida|chumbinho|inseticida|formicida|querosene|gasolina|thinner|soda|acetona|removedor|naftalina|creolina|pinho sol|planta|comigo ninguem pode|pilhas?|baterias?|bateriazinha|imas?|imazinhos?|cigarro|bituca|alcool)\b/,
  medicine:
    /\b(remedios?|medicament\w*|comprimidos?|pilulas?|capsulas?|xarope|dipirona|paracetamol|ibuprofeno|antibiotico|amoxicilina|antialergic\w*|gotas|dose\w*|dosagem|superdos\w*|overdose|frasco|cartela|anticoncepcional|calmante\w*|antidepressiv\w*|tarja preta)\b/,
  blood: /\b(sangu\w*|sangr\w*|hemorrag\w*|coagul\w*|cogul\w*)\b/,
  fever: /\b(febr\w*|hipertermia|temperatura|termometro|quentinh[oa]|muito quente|pelando|ardendo)\b/,
  dehydration:
    /\b(desidrat\w*|xixi|pipi|fraldas? (\w+ )?(seca|secas|sequinha|sequinhas)|lagrimas?|olhos? fund\w*|moleira|fontanela|boca (seca|rachada)|boquinha (seca|sequinha|rachada)|diarr\w*|vomit\w*)\b/,
  allergy:
    /\b(inch\w*|incha\w*|empol\w*|urticaria|vergoes|vergao|placas|alergi\w*|anafila\w*|(labio|labios|lingua) gross\w*|manchas?|manchinhas?|pintinhas?|petequi\w*)\b/,
  'mother-body':
    /\b(parto|pos parto|cesare\w*|resguardo|puerper\w*|pari|absorvente\w*|pontos|(dor|aperto|pontada|pressao) (\w+ ){0,2}(peito|coracao|torax)|coracao (\w+ ){0,2}(disparad|aceler|doend|apertad)\w*|infarto|dor (\w+ ){0,2}cabeca|cabeca (\w+ ){0,2}(doendo|explodindo|latejando|estourando)|enxaqueca|vista|visao|enxerg\w*|pressao (alta|\d+)|tont[oa]|tontura|perna inchada)\b/,
  death:
    /\b((bebe|ele|ela|filh\w*|crianca) (\w+ ){0,3}(morr\w*|mort[oa])|sem vida|sem pulso|nao (esta|estava) viv[oa])\b/,
  'cry-for-help':
    /\b(socorro|socoro|me ajud\w*|ajuda (pelo amor|rapido|urgente)|pelo amor de deus|urgente|urgencia|emergencia|samu|192|pronto socorro|desesperad\w*|(esta|estava|ficou|muito) (estranh|esquisit|diferente)\w*)\b/,
};

/** Words of dying, disappearing, hurting oneself or the baby, or of not going on. */
const CRISIS_WORDS =
  /\b(morr\w*|morte|mort[oa]|matar|me mat\w*|suicid\w*|sumir|sumisse|desaparec\w*|nao existir|deixar de existir|fugir|ir embora|acab\w* (com tudo|tudo|comigo)|tudo acab\w*|desist\w*|aguent\w*|suport\w*|limite|saida|sem sentido|nao tem (mais )?(sentido|jeito)|besteira|loucura|bobagem|me machuc\w*|machucar (o|a|ele|ela|meu|minha)|fazer mal|me cort\w*|me fer\w*|sacud\w*|chacoalh\w*|jog\w* (ele|ela|o bebe|a bebe|na parede|longe|pela janela)|perdendo o controle|perder o controle|medo do que (eu )?(posso|possa|vou) fazer|melhor sem mim|sem mim|vontade de viver|viver|pessima mae|pior mae|fracassad\w*|nao dou conta|depress\w*|deprimid\w*|sozinha demais|ninguem (me )?(ajuda|liga|ama)|que (\w+ ){0,3}me (atropel|matass|levass|pegass)\w*|tomei (uns|umas|varios|varias|muitos|muitas|todos|todas|a cartela|o vidro|a caixa))\b/;

export interface PossibleDangers {
  concepts: DangerConcept[];
  crisis: boolean;
}

export function possibleDangers(text: string): PossibleDangers {
  const concepts = (Object.entries(CONCEPTS) as [DangerConcept, RegExp][])
    .filter(([, pattern]) => pattern.test(text))
    .map(([concept]) => concept);
  return { concepts, crisis: CRISIS_WORDS.test(text) };
}
