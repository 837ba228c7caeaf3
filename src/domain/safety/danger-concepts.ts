/**
 * Tier 2 of the safety net: the danger concepts of FACTS §4 as broad word families, over a
 * message already in one spelling (`readAsMotherMeant`). They do not say that something is
 * happening, only that the message touches it; a calm question that shares a word with an
 * emergency gets a short line with the number, never the alarm. Recall comes from here: a
 * sentence no pattern of tier 1 has seen still names one of these things.
 */

import { HOUSEHOLD_PRODUCTS } from './household-products';

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
  | 'cry-for-help'
  /** Heard by the learned reader (`danger-model.ts`) in words no family here names. */
  | 'unnamed-danger';

const CONCEPTS: Record<Exclude<DangerConcept, 'unnamed-danger'>, RegExp> = {
  breathing:
    /\b(respir\w*|folego|ofeg\w*|arfa\w*|chiad\w*|chiando|chiadeira|gemend\w*|gemid\w*|gemidinho|puxando o ar|puxar o ar|sem ar|o ar nao|falta de ar|falta o ar|apneia|costel\w*|afundand\w*|sufoc\w*|asfix\w*|pausas?|parada (cardiac|respirat)\w*|puxa\w* (o )?ar|nao entra (o )?ar|roncando|(travesseiro|almofada|coberta|cobertor|mao|pano|fralda) (\w+ ){0,4}(cara|rosto|boca|nariz)|(tampei|tapei|cobri|apertei) (\w+ ){0,3}(cara|rosto|boca|nariz)|geme(u|ndo|ia|m|r)?|sobe e desce|subir e descer|(peito|peitinho|barriga|barriguinha) (\w+ ){0,2}(nao|parou de) (esta )?(mexe|mexendo|sobe|subindo|se mexe)|nao sinto (o )?(peito|respira\w*)|muito rapid\w*|rapid\w* demais|narinas?|nariz (\w+ )?abrindo|esquece de|perd\w* o ar|sem puxar|asma|asmatic\w*|bombinha|broncoespasm\w*|entrecortad\w*)\b/,
  colour:
    /\b(rox\w*|arroxead\w*|azul\w*|azulad\w*|(?<!tudo (fica|esta|ficou|parece) )cinz\w*|acinzentad\w*|cianose|cianotic\w*|palid\w*|descorad\w*|(ficou|esta|estava|todo|toda|meio|muito) (branc|branquinh|amarel|pret|escur)\w*)\b/,
  consciousness:
    /\b(desmai\w*|desacordad\w*|inconscien\w*|desfalec\w*|apag(ou|ad[oa])|mole|molinh\w*|molenga|largad\w*|sonolen\w*|(consigo|consegui|conseguimos) (acordar|despertar)|nao (acorda|acordou|acordava|acordando|acordam|quer acordar|reage|reagia|responde|respondia|abre os? olhos?|se mexe|mexe|mexia|chora mais|esta acordando)|sem (resposta|reacao|forca)|desligad\w*|olhar (perdido|parado|vazio|fixo)|quiet\w* demais|parad[oa] demais|gelad[oa]|reag\w*|(sem|nenhuma) reac\w*|reac\w* nenhuma|pisca|piscou|froux\w*|boneca de pano|(pro|para o) nada|nao (me )?olha|nao (se )?mexe|(bracos?|bracinhos?|pernas?|perninhas?|corpo|corpinho) (\w+ ){0,3}(caem|caindo|pendend\w*)|dificil (de )?acordar|nao abre|paradinh\w*|nao chora (nem|mais)|nem chora|olhar (longe|distante)|nao (me )?acompanha|nao foca\w*|parou de chorar (do nada|de repente)|nao esquenta|hipotermia|3[45] \d|fri[oa] demais|(olho|olhos|olhar|olhinho|olhinhos) (\w+ ){0,2}(estranh|esquisit|diferente)\w*|apag(a|ou|ando|uei|ad[oa]) de novo|apaguei|nao desperta\w*|nao (fica|consegue ficar) acordad\w*|fala\w* enrolad\w*|cambale\w*|nao (para|fica|consegue ficar) em pe|bebad\w*|grogue|zonz\w*|sem se mexer|desab(ou|ei|ando|ar|ada|ado))\b/,
  seizure:
    /\b(convul\w*|epilep\w*|pedal\w*|estal\w* (a )?(boca|lingua|labios)|trem(e|eu|ia|endo|edeira|ores?|ulo)|debat\w*|revir\w*|estrebuch\w*|estrubuch\w*|espasm\w*|trancos?|solavancos?|durinh[oa]|enrijec\w*|(ficou|esta) dur[oa]|sacudindo|se sacud\w*|(olhos?|olhinhos?) (\w+ )?(virad|virando|vidrad|revirad|fix|desviad|parad)\w*|movimentos? (\w+ ){0,2}(repetid|ritmad|estranh|involuntar)\w*|repetid\w*|ritmad\w*|mastig\w*|contorc\w*|rigid\w*|endurec\w*|choquinh\w*|piscando|babando|espuma|olh\w* (\w+ ){0,3}(pro|para o) (canto|lado|cima)|sozinh[oa] sem parar|(mao|maos|braco|bracos|bracinho|perna|pernas|perninha) (\w+ ){0,3}sozinh\w*)\b/,
  choking:
    /\b(engasg\w*|desengasg\w*|ental\w*|garganta|pescoco|travad[oa]|travou|engol\w*|na boca|na boquinha|pos na boca|colocou na boca|botou na boca|enfiou|tampinha|tampa|moed\w*|pecinh\w*|peca pequena|botao|caroco|semente|bala|bolinha de gude|gude|clipe?|grampo|alfinete|brinco|anel|prego|parafuso|preso|presa|nao desce|ansia|tossir|pedr(a|as|inha|inhas|isco)|batid\w* nas costas|pipoca|(uva|salsicha|pipoca|amendoim|bala|castanha|azeitona) inteir\w*|nao (consegue|conseguia) (nem )?(chorar|tossir|falar)|tapinhas? nas costas|pedaco de (\w+ )?(maca|carne|pao|fruta|comida|uva|salsicha|cenoura|biscoito)|nao sai (choro|som|voz|barulho|nada)|(tossindo|tosse|tossir) (\w+ )?(sem parar|muito|forte)|nao para de tossir|parou de tossir|sem (voz|som)|nao sai (som|voz|barulho)|babando)\b/,
  drowning:
    /\b(afog\w*|submers\w*|(embaixo|debaixo|dentro) d(a|o|e)? ?(agua|banheira|piscina|balde|bacia)|caiu (na|no|dentro d\w*) (piscina|agua|banheira|balde|bacia|lago|rio|mar|tanque|poco)|engoliu (muita )?agua|(cara|rosto|rostinho|carinha|cabeca|cabecinha|boca|nariz) (\w+ )?(na|dentro da|embaixo da|debaixo da) agua|tomou um caldo|boiando|piscina|lago|afund\w*|banheira (\w+ ){0,2}(enchendo|cheia)|torneira (\w+ ){0,2}(aberta|ligada))\b/,
  fall: /\b(cai|caiu|cair|caindo|caido|caida|queda|quedas|tombo|tomb\w*|rolou|despenc\w*|escorreg\w*|escapou|derrub\w*|deixei cair|bateu (a |com a )?(cabec\w*|testa|nuca)|pancada|batida|galo|calombo)\b/,
  burn: /\b(queim\w*|fervend\w*|fervid\w*|pelando|escald\w*|bolhas?|vapor|choque|tomada|fogo|fogao|ferro de passar|chapinha|brasa|oleo quente|fritura|forno|escapamento|agua quente|cafe quente|cha quente|leite quente|muito quente|pele (\w+ ){0,4}(descasc\w*|solt\w*|saindo|sai|saiu|desgrud\w*)|espirr\w*|chaleira|garrafa termica|(panela|caneca|xicara|sopa|oleo) (\w+ ){0,4}(virou|caiu|derramou|escorreu)|(saindo|soltando|sai|saiu) a pele|(puxou|derrubou|virou) (\w+ ){0,2}(panela|caneca|xicara|sopa)|escorreu (\w+ ){0,3}(braco|barriga|perna|peito|rosto|pele|pescoco))\b/,
  poison: new RegExp(
    `\\b(${HOUSEHOLD_PRODUCTS}|escorpi\\w*|cobra|jararaca|cascavel|coral|aranha|marimbondo|abelha|vespa|lagarta|taturana|arraia|picad[oa] (de|por)|mordid[oa] (de|por)|envenen\\w*|intoxic\\w*|produto|limpa \\w+|gole|golinho|(boca|bafo|halito) (\\w+ ){0,2}cheir\\w*|frasco|embalagem|nao sei o que (ele |ela )?(pegou|comeu|tomou|engoliu|bebeu|botou na boca))\\b`,
  ),
  medicine:
    /\b(remedios?|medicament\w*|comprimidos?|pilulas?|capsulas?|xarope|dipirona|paracetamol|ibuprofeno|antibiotico|amoxicilina|antialergic\w*|gotas|dose\w*|dosagem|superdos\w*|overdose|frasco|cartela|anticoncepcional|calmante\w*|antidepressiv\w*|tarja preta|melatonina|rivotril|clonazepam|diazepam|fluoxetina|sertralina|escitalopram|dorflex|neosaldina|buscopan|tylenol|novalgina|dramin|benegrip|(deu|dei|tomou|engoliu|bebeu) (\w+ ){0,2}(meu|minha|do pai|da mae|da avo|do avo|de adulto) (\w+ )?(pro|pra|para o|para a|ao|a) (bebe|ele|ela)|colirio|seringa|vitaminas?|de adulto|confundi\w*|exager\w*|dobrad\w*|em dobro|outra dose|tireoide)\b/,
  blood:
    /\b(sangu\w*|sangr\w*|hemorrag\w*|coagul\w*|cogul\w*|jorr\w*|esguich\w*|corte (\w+ ){0,4}(aberto|fundo|feio|grande)|da (pra|para) ver (por )?dentro|(cortou|cortei|se cortou) (\w+ ){0,3}(faca|vidro|caco|tesoura|lata|estilete))\b/,
  fever: /\b(febr\w*|hipertermia|temperatura|termometro|quentinh[oa]|muito quente|pelando|ardendo)\b/,
  dehydration:
    /\b(desidrat\w*|xixi|pipi|fraldas? (\w+ )?(seca|secas|sequinha|sequinhas)|lagrimas?|olhos? fund\w*|moleira|fontanela|boca (seca|rachada)|boquinha (seca|sequinha|rachada)|diarr\w*|vomit\w*|(coco|fezes) (\w+ )?(aguad|liquid|ral)\w*|nao (quer |aceita )?(beber|tomar) (nada|agua|liquido)|fralda\w* (\w+ ){0,3}(nao molha\w*|seca\w*|sequinha\w*)|nao (quer |esta )?mam\w*|ultima fralda (\w+ )?molhad\w*|(sem|nenhuma) fraldas? (\w+ )?molhad\w*|nao (aceita|pega|quer) (nem )?o peito)\b/,
  allergy:
    /\b(inch\w*|incha\w*|empol\w*|urticaria|vergoes|vergao|placas|alergi\w*|anafila\w*|(labio|labios|lingua) gross\w*|manchas?|manchinhas?|pintinhas?|petequi\w*|(lingua|labios?) (\w+ )?(inchad|gross)\w*|rosto (\w+ )?inch\w*|olhos? (\w+ )?fech\w*|rouc\w*)\b/,
  'mother-body':
    /\b(parto|pos parto|cesare\w*|resguardo|puerper\w*|pari|absorvente\w*|pontos|(dor|aperto|pontada|pressao) (\w+ ){0,2}(peito|coracao|torax)|coracao (\w+ ){0,2}(disparad|aceler|doend|apertad)\w*|infarto|(dor|aperto|pontada|pressao|queimacao) (\w+ ){0,3}(peito|coracao|torax|braco esquerdo)|dor (\w+ ){0,2}cabeca|cabeca (\w+ ){0,2}(doendo|explodindo|latejando|estourando)|enxaqueca|vista|visao|enxerg\w*|pressao (alta|\d+|subiu|subindo)|tont[oa]|tontura|perna inchada|panturrilha|luzinhas|estrelinhas|pontinhos (brilh|de luz)\w*|embac\w*|borrad\w*|turv\w*|coagul\w*|encharc\w*|falta de ar|sem ar|ofegante|suando frio|suor frio)\b/,
  death:
    /\b(massagem cardiaca|(o meu|a minha|ele|ela|bebe) parou agora|nao (sinto|ouco|escuto|acho) (o )?(coracao\w*|pulso|batimento\w*)|(bebe|ele|ela|filh\w*|crianca) (\w+ ){0,3}(morr\w*|mort[oa])|sem vida|sem pulso|nao (esta|estava) viv[oa]|morreu)\b/,
  'cry-for-help':
    /\b(socorro|socoro|me ajud\w*|ajuda (pelo amor|rapido|urgente)|pelo amor de deus|urgente|urgencia|emergencia|samu|192|pronto socorro|desesperad\w*|(esta|estava|ficou|muito|\w+ndo) (estranh|esquisit|diferente)\w*)\b/,
};

/**
 * Pills or a poison she keeps, gathers, holds, or asks the amount "demais pra uma pessoa" of, not
 * taken: a crisis word, and the CVV line first (`urgency.ts`).
 */
export const PILLS_KEPT =
  /\b(comprimid|remedi|pilul|capsul|cartel|calmant)\w* (\w+ ){0,2}e (guardei|escondi|separei|juntei|estoquei)\b|\b((guard|junt|acumul|separ|estoc|escond)\w* (\w+ ){0,3}|pesquis\w* (\w+ ){0,3}(quant[oa]s|qual|quais) (\w+ ){0,3})(comprimid|remedi|pilul|capsul|cartel|calmant)\w*|\b(cartela|comprimidos|remedios|pilulas|calmantes|vidro de remedio|caixa de remedio) (\w+ ){0,3}na (minha )?mao(?! d[aeo])|\bquant[oa]s? (de )?(\w+ ){0,3}(e|seria|sao|seriam) (demais|letal|fatal|overdose) (pra|para) (uma pessoa|um adulto|adulto|alguem|mim)|\b(comprei|tenho|guardei|escondi|arrumei) (\w+ ){0,2}(chumbinho|veneno|raticida|formicida) (\w+ ){0,3}(nao e (pra|para) (rato|ratos|barata|baratas|formiga|formigas)|(pra|para) mim)/;
/** Her goodbye made ready, nothing done yet: a crisis word, and the CVV line first (`urgency.ts`). */
export const GOODBYE_PREPARED =
  /\b(doei|dei|distribui) (\w+ ){0,3}(roupas|coisas|pertences)|(em paz com a|a) decisao que tomei|organizei (os )?papeis/;
/** Drink taken with pills: a crisis word, and her body harmed already (`urgency.ts`). */
export const DRINK_WITH_PILLS =
  /(bebi|tomei) (\w+ ){0,4}(com|e tomei|junto com) (os |uns |umas |meus |minhas )?(remedios|comprimidos|calmantes|pilulas)/;
/** The baby shaken hard: a crisis word, and harm done to the baby (`urgency.ts`). */
export const SHOOK_HARD = /balancei (\w+ ){0,2}(forte|com forca|de raiva)/;

/** Words of dying, disappearing, hurting oneself or the baby, or of not going on, and of saying goodbye. */
const CRISIS_WORD_FAMILIES =
  /\b(despedi\w*|adeus|carta|cartas|bilhete|minhas coisas|nao vou (mais )?precisar|(sou|me sinto) (um |uma )?(peso|fardo|estorvo)|fardo|estorvo|corda|dormir (pra|para) sempre|nao acordar|nunca mais|contra mim|(motivo|razao) (pra|para|de) (viver|continuar|seguir|existir)|ja decidi|nao vale a pena|nao tem mais jeito|melhor sem|na frente d\w* (um |uma )?(carro|onibus|caminhao|trem|metro)|me jogar|pular (da|de|pela) (janela|ponte|sacada|varanda)|ponte|remedios todos|separei (\w+ ){0,2}remedios|(guard|junt|acumul|separ|estoc|escond)\w* (\w+ ){0,5}(comprimidos|remedios|pilulas|capsulas|cartelas) (\w+ ){0,8}((pra|para) (resolver|acabar)|bastante|o suficiente)|existir|cansada de tudo|sem esperanca|ribanceira|precipicio|abismo|nao voltar|pesquis\w* (\w+ ){0,3}(como|quant[oa]s) (\w+ ){0,3}(morrer|comprimidos|remedios)|enforc\w*|futuro|que (tudo |isso )?acabe|nao (estiver|estar) (mais )?aqui|jeitos? de (morrer|me matar)|nao mere\w* viver|morr\w*|morte|mort[oa]|matar|me mat\w*|suicid\w*|sumir|sumisse|desaparec\w*|nao existir|deixar de existir|fugir|ir embora|acab\w* (com tudo|tudo|comigo)|tudo acab\w*|desist\w*|aguent\w*|suport\w*|limite|saida|sem sentido|nao tem (mais )?(sentido|jeito)|besteira|loucura|bobagem|me machuc\w*|machucar (o|a|ele|ela|meu|minha)|fazer mal|me cort\w*|me fer\w*|sacud\w*|chacoalh\w*|jog\w* (ele|ela|o bebe|a bebe|na parede|longe|pela janela)|perdendo o controle|perder o controle|(medo|nao confio) (\w+ )?(de |em )?mim (\w+ ){0,2}(perto|sozinha)|nao respondo por mim|vontade de (bater|sacudir|jogar|machucar) (nele|nela|no bebe|na bebe|ele|ela)|medo do que (eu )?(posso|possa|vou) fazer|melhor sem mim|sem mim|vontade de viver|viver|pessima mae|pior mae|fracassad\w*|nao dou conta|depress\w*|deprimid\w*|sozinha demais|ninguem (me )?(ajuda|liga|ama)|que (\w+ ){0,3}me (atropel|matass|levass|pegass)\w*|(tomei|engoli) (uns|umas|varios|varias|muitos|muitas|todos|todas|a cartela|o vidro|a caixa|um monte|tudo)|(sou|me sinto) (um|uma) (monstro|lixo|nada)|vou tomar (o resto|tudo|todos|todas|a caixa|a cartela|o vidro|um monte)|(caixa|cartela|vidro) (\w+ ){0,3}(toda|todo|inteira|inteiro)|vida acabou|acabou (com )?a minha vida|sair de cena|sobrando|atrapalh\w*|lamina|gilete|navalha|estilete|trancad[oa]|estar (mais )?aqui|ja chega|cansei de (tudo|viver|lutar)|nao vejo (saida|sentido|motivo)|parapeito|beiral|beirada|em cima d\w* (laje|telhado|muro|predio|viaduto|ponte|janela)|viaduto|trilhos?|linha do trem|pensamentos? (intrusiv|ruin|horrive|terrive|sombri|estranh|obsessiv)\w*|(me )?vem (na|a) (minha )?(mente|cabeca) (\w+ ){0,3}(faca|tesoura|machuc\w*|jog\w*|cair|sufoc\w*|afog\w*)|cuid\w* (\w+ ){0,4}(daqui (pra|para) frente|por mim|quando eu (nao estiver|partir|for embora|sumir|faltar))|dei (todas )?(as |minhas )?(roupas|coisas|joias) (\w+ ){0,3}(pra|para)|(indo|vou|ir) embora (pra|para) sempre|(abri|liguei|deixei) (o )?gas|(comprimidos?|remedios?|pilulas?|cartelas?|calmantes?) (\w+ ){0,2}(guardad|escondid|separad|juntad|acumulad|estocad)\w*|pensando (neles|nelas|nisso)|fundo do poco|nada (tem|faz) sentido|tudo (fica|esta|ficou|parece) cinza|me apagando|sem comer desde|nem quero reagir|so sei chorar|nao sinto nada (por|pelo|pela)|medo de (machucar|fazer mal|sacudir|perder o controle)|pensa\w* (em )?(coisa|coisas) ruim|pensamentos? ruins|(coisa|coisas) ruim (com|pro|pra) (meu|minha|o|a|ele|ela)|(pensando|penso|pensei|vontade de) (em )?(tomar|beber|engolir)|(pra|para) que (continuar|viver|seguir|existir)|perder a cabeca|perco a cabeca|(pensando|penso|pensei) (em|se) (pular|doeria|doi)|doeria|nao levantar mais|(olhando|olho) (\w+ ){0,3}janela (\w+ ){0,4}(pensando|penso)|nao sei se (quero|aguento|consigo|vou) (continuar|seguir|mais)|contando (os |as )?(comprimidos|remedios|pilulas|capsulas)|quanto (\w+ ){0,3}remedio (\w+ ){0,2}(seria|precisa|preciso|mata)|nao (presto|sirvo)|(se|me) jogar (da|de|do|pela|pelo|na|no)|nao tem volta|(quebr|morr|vazi|destru|despedac)\w* por dentro|(medo|pavor) de mim|(embora|sair|partir) (desta|dessa) vida|(estou|to) decidida|(faca|tesoura|lamina|gilete|estilete) na (minha )?mao|cabeca (\w+ )?(gritando|berrando|mandando)|(pensamentos?|imagem|ideia|vontade|penso|pensei|pensando) (\w+ )?(de|em) (deix|jog|machuc|sacud|afog|sufoc|bat|apert|larg|empurr|derrub|tamp|tap|solt|deslig)\w*|acabar com isso|(tomar|engolir) (todos|todas|tudo|a caixa|a cartela|o vidro)|coragem|fazer (alguma coisa|algo|uma coisa|besteira|mal|alguma besteira) (com|contra|pra|para|a|ao) (ele|ela|o bebe|a bebe|meu filho|minha filha)|sem perspectiva|nada (melhora|vai melhorar|vai mudar)|buraco (escuro|negro|sem fundo)|nao (consigo )?(levanto|levantar) da cama|escuridao|fracasso|(ouvindo|ouco|escuto|escutando) vozes|vozes (\w+ ){0,3}(dizendo|mandando|falando)|(parei de|nao consigo) (ver|achar|encontrar) sentido|desligar de mim|me desligar|(botao|tecla) de desligar|imagem (\w+ ){0,2}nao sai|(queria|quero) que (\w+ ){0,2}(parasse|pare|acabasse|sumisse) (tudo|de doer)|(flash\w*|imagens?|cenas?|visoes?|vejo) (\w+ )?d(ele|ela|o bebe|a bebe) (se )?(caindo|afogando|sufocando|machucando|morrendo|sangrando|batendo)|nao (consigo )?(parar de (imaginar|pensar)|tirar da cabeca)|medo do que (eu )?(ia|iria|poderia) fazer|nao volto (mais)?|(nao sei se|nunca mais) volto|(nao )?ter (acordado|nascido)|(estou|me sinto) afundando|nao tem fundo|sem (forca|forcas|energia) (pra|para) nada|nao (quero|vou) (mais )?voltar|(outra )?saida|(estou|estamos|sentada|sentei|subi|em pe) (\w+ ){0,3}(na|no|em cima d\w*) (janela|parapeito|ponte|laje|telhado|sacada|beirada|viaduto|trilhos?|linha do trem)|gas (\w+ ){0,2}(aberto|ligado))\b/;
const CRISIS_WORDS = new RegExp(
  `${CRISIS_WORD_FAMILIES.source}|\\b(${[PILLS_KEPT, GOODBYE_PREPARED, DRINK_WITH_PILLS, SHOOK_HARD].map((p) => p.source).join('|')})\\b`,
);

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

/** Words of a crisis alone, without the concepts' families. */
export const hasCrisisWords = (text: string) => CRISIS_WORDS.test(text);
