import { HOUSEHOLD_PRODUCTS } from './household-products';

/**
 * The signs that must send a mother to 192 first, and the crisis wordings that must send her to
 * CVV 188 and 192 (the list in docs/content-sources.md, "The safety net"), as patterns over a
 * message already in one spelling (`readAsMotherMeant`).
 */

export type EmergencyCategory =
  | 'choking'
  | 'breathing'
  | 'unconscious'
  | 'seizure'
  | 'drowning'
  | 'poisoning'
  | 'medicine-error'
  | 'fall'
  | 'fever-under-3-months'
  | 'fever-with-spots'
  | 'bulging-fontanelle'
  | 'dehydration'
  | 'burn'
  | 'severe-allergy'
  | 'mother-bleeding'
  | 'mother-chest-pain'
  | 'mother-breathless'
  | 'mother-headache-vision'
  /** Raised by the model's second opinion, with no sign of this list named. */
  | 'other-danger';

export type CrisisCategory =
  | 'crisis-dying'
  | 'crisis-disappearing'
  | 'crisis-self-harm'
  | 'crisis-harm-baby'
  | 'crisis-cannot-go-on';

/** `a` then `b` with at most `gap` words between them. */
const near = (a: string, b: string, gap = 5) => new RegExp(`\\b(?:${a})\\w*(?: \\S+){0,${gap}} (?:${b})`);
/** `a` and `b` in either order, at most `gap` words apart. */
const around = (a: string, b: string, gap = 5) => [near(a, b, gap), near(b, a, gap)];

const BABY = 'bebe|ele|ela|filho|filha|filhinho|filhinha|menino|menina|crianca|neto|neta';

const BODY =
  'labio|labios|boca|boquinha|pele|rosto|rostinho|carinha|cara|unha|unhas|dedos|dedinhos|maos|pes|pezinhos|maozinhas|corpo|corpinho|lingua|bochecha';
const TURNED = 'esta|estava|ficou|ficando|fica|ficaram|virou|deixou|tudo|todo|toda|meio|bem|muito|mto';
const BLUE = 'rox\\w*|arroxead\\w*|azul\\w*|azulad\\w*|cinz\\w*|cianose|cianotic\\w*';

/** "brinquedo roxo", "roupa azul": colours of things, not of the baby. */
const THING_COLOURS =
  /\b(brinquedo|brinquedos|roupa|roupas|roupinha|body|macacao|meia|meias|sapato|bola|mancha|manchas|manchinhas?|hematoma|galo|tinta|lapis|giz|uva|uvas|beterraba|acai|fralda|chupeta|mamadeira|toalha|manta|cobertor|lencol|berco|quarto|parede|flor|vestido|blusa|calca|touca|tenis|pote|copo|prato|livro|carrinho|mordedor|cor)( de \w+| \w+)? (rox\w*|azul\w*|cinz\w*)\b/g;

const GIVEN = 'dei|deu|demos|deram|dado|dada|tomou|tomado|coloquei|colocou|pinguei|pingou|dando';
const MEDICINE =
  'remedio|remedios|medicamento|xarope|dipirona|paracetamol|ibuprofeno|antibiotico|amoxicilina|antialergico|antitermico|gotas|dose|doses|comprimido|comprimidos|capsula|supositorio|colirio|pomada|spray|vitamina|seringa';
/** Given twice, double, wrong, an adult's: "dei dipirona duas vezes", "dei 40 gotas em vez de 4". */
const GIVEN_WRONGLY =
  '(duas|2|tres|3) vezes (seguidas|seguida|em seguida|ao mesmo tempo|de uma vez|na mesma hora)|o dobro|dobrad\\w*|em dobro|a mais|demais|errad\\w*|trocad\\w*|troquei|de adulto|meu (\\w+ )?de adulto|(era|e) (o )?meu|de novo sem saber|do meu marido|da minha mae|do irmao|da irma|em vez de|ao inves de|no lugar d\\w+|por engano|sem querer|superdos\\w*|overdose|ja tinha dado|tinha acabado de dar|demos (os|nos) dois|sem saber';

const SWALLOWED =
  'bebeu|tomou|engoliu|engoliram|comeu|ingeriu|lambeu|chupou|mastigou|provou|mordeu|(pos|colocou|botou|levou|enfiou) (\\w+ )?(na|a) boca|engolido|tomado|bebido|golinho|gole|golada|boca (\\w+ ){0,2}(cheir\\w*|com cheiro|com gosto|espum\\w*|queimad\\w*|ardendo|vermelh\\w*)|cheiro (\\w+ ){0,3}na boca';

/** Movements over and over, which with an absent look are a seizure without the word. */
const REPEATED_MOVEMENTS =
  'movimentos? (\\w+ ){0,2}(repetid|ritmad|estranh|involuntar)\\w*|repetid\\w*|ritmad\\w*|sem parar|(dando|da|deu) (uns |umas )?(pulos|pulinhos|trancos|tremores|choquinhos|espasmos|sacudidas)|mastig\\w*|estal\\w* (a boca|os labios)|piscando|(batendo|mexendo|pulando) (\\w+ ){0,2}sozinh\\w*|contorc\\w*|trem\\w*';
const ABSENT_LOOK =
  'nao (me )?(olha|olhava|responde|respondia|reage|reagia|atende|acompanha)|olh\\w* (\\w+ ){0,3}(pro|para o) (canto|lado|cima)|olhar (\\w+ )?(parado|fixo|vidrado|perdido|vazio)|olh\\w* (parad|fix|vidrad|desviad|virad)\\w*|olhando (pro|para o) nada|fora do ar|desligad\\w*|ausente|babando';

/** Signs read by pattern alone; falls, fevers and headaches with vision changes need more (below). */
const SIGNS: Partial<Record<EmergencyCategory, RegExp[]>> = {
  choking: [
    /\b(se )?engasg(ou|ad[oa]s?|ando|uei|a agora|ou)\b/,
    /\b(esta|estava|ficou|estao) (se )?engasg/,
    /\bengasgou?\b.*\b(nao|sem) (consegue|conseguia|consigo|esta)? ?(respirar|tossir|chorar)/,
    /\b(sufoc(ou|ando|ad[oa])|asfixi\w+)\b/,
    /\b(algo|alguma coisa|comida|pedaco|objeto|uva|bala|tampinha|brinquedo|pecinha|moeda) (entalad\w*|preso na garganta|travad\w* na garganta|parad\w* na garganta)/,
    /\bental(ou|ad[oa]|ando)\b/,
    /\b(sem (sair )?(som|barulho|voz)|nao sai (som|barulho|voz)|nao sai nenhum (som|barulho))\b/,
    /\bengoliu \w+( \w+)? e (nao|esta|ficou) /,
    /\b(na boca|na garganta|engoliu)\b.*\b(tossindo sem parar|nao para de tossir|tosse sem parar|parou de tossir)\b/,
    /\b(preso|presa|travad\w*|parad[oa]|entalad\w*) (\w+ ){0,3}nao (desce|sobe|sai)\b/,
    /\b(na boca|chupou|engoliu|mastigou|pos|colocou|enfiou)\b.*\bnao (consegue|conseguia|esta conseguindo) (tossir|chorar|respirar|falar)\b/,
  ],
  breathing: [
    /\b(nao|parou de|sem|para de|parando de|dificuldade (para|pra|de)|custando a|nao esta|nao estava|nao consegue|nao conseguia) (respir\w*|puxar o ar)/,
    near(
      'respir',
      'dificuldade|esforco|forca|gemendo|chiando|chiado|muito rapido|muito rapida|rapido demais|rapidinho|curt\\w*|estranh\\w*|esquisit\\w*|mal|barulho|pausa\\w*|e para|e parando|afundando',
      4,
    ),
    near('dificuldade|esforco|forca|forcando|custo|custando|lutando', 'respir|puxar o ar', 3),
    /\b((o )?ar nao (entra|chega|passa|vai)|nao (entra|chega|passa) (o )?ar)\b/,
    /\blabi\w* (\w+ ){0,2}(escur|pret|rox|azul|cinz)\w*/,
    /\b(ofegante|perd\w* o folego|sem folego|puxando o ar|falta o ar|faltando o ar|falta de ar|sem ar)\b/,
    /\b(nao|sem) (\w+ ){0,2}(conseg\w*|consigo|da pra|dava pra) (\w+ )?(respirar|puxar o ar)\b/,
    /\b(pausas?|paradas?) (na|da|de) respiracao/,
    /\brespiracao (\w+ ){0,2}(parando|para|parou|falhando|falha|some|sumindo|trava|travando)\b/,
    /\b(costela|costelas|costelinhas|barriga) (afundando|afunda|puxando)\b/,
    /\b(afundando|puxando) (as |a )?(costela|costelas|costelinhas)/,
    /\b(gemendo|cansad\w*|ofegante|puxando o ar) (para|pra|ao) respirar/,
    /\bfalta de ar\b/,
    /\bsem ar\b/,
    ...around(BODY, BLUE, 4),
    ...around(TURNED, BLUE, 1),
    near(BABY, BLUE, 3),
  ],
  unconscious: [
    /\b(desmai\w*|desacordad\w*|inconscien\w*|desfalec\w*|apagou|perdeu (a )?consciencia|perdeu os sentidos)\b/,
    /\bnao (acorda|acordava|quer acordar|consigo acordar|conseguimos acordar|esta acordando|responde|reage|reagia|respondia)\b/,
    /\b(ficou|esta|todo|toda|meio|muito|mto|bem|molinho|molinha|molenga|mole) (mole|molinho|molinha|molenga|largad\w*|sem forca|sem reacao|sem resposta|desligad\w*)\b/,
    /\b(molinho|molinha|molenga)\b/,
    /\bnao (consigo|consegue|conseguimos) (fazer ele|fazer ela|que ele|que ela) acord/,
    /\b(olhos? (parados?|vidrados?|revirad\w*))\b/,
    /\bnao (esta )?(reage|reagiu|reagindo|responde|respondeu|respondendo|abre (o |os )?olh\w*)\b/,
    /\bnem (pisca|piscou|reage|reagiu|se mexe|se mexeu|acorda|acordou|abre o olho)\b/,
    /\b((sem|nenhuma|nao teve|nao tem) (\w+ )?(reacao|resposta)|(reacao|resposta) nenhuma)\b/,
    /\b(ficou|esta|estava) (\w+ ){0,3}sem se mexer\b/,
    /\b(bracos?|bracinhos?|pernas?|perninhas?|corpo|corpinho|maos|maozinhas) (\w+ ){0,3}(caem|caindo|pendendo|pendurad\w*|frouxo|frouxa|frouxos|frouxas|largad\w*|mol(e|es|inhos|inhas))\b/,
    /\b(frouxo|frouxa|frouxinh\w*|(boneca|boneco) de pano)\b/,
    /\b((dificil|custa|custando|demora) (\w+ )?(de |pra |para )?acordar|nao consegue (ficar (de olho aberto|acordad\w*)|abrir os olhos))\b/,
  ],
  seizure: [
    /\bconvuls\w*/,
    /\bconvulsao\b/,
    /\b(ataque|crise) (epiletic\w*|convulsiv\w*)/,
    /\b(se debat\w*|tremendo (todo|toda|inteir\w*|sem parar)|tremedeira|espasmos?|revirando os olhos|olh\w* revirando|olh\w* (virad|revirad|vidrad|parad|fix|perdid)\w*|olhar (vidrad|parad|fix|perdid)\w*|virou os olhos|enrijec\w*|ficou dur(o|a|inho|inha))\b/,
    near(
      'corpo|corpinho|braco|bracos|bracinho|bracinhos|perna|pernas|perninha|perninhas|maos|maozinhas',
      'tremendo|tremia|treme|sacudindo|pulando|trancos|tranco|solavancos|contraindo|puxando',
      4,
    ),
    /\bse bat(endo|eu|e) (tod[oa]|inteir[oa]|sem parar)\b/,
    /\b(dando|deu|da) (uns |umas )?(trancos|solavancos|tremores|espasmos|choques)\b/,
    /\b(tremia|tremendo|treme) .*(nao respondia|nao responde|olho|olhos|babando|espuma)/,
    new RegExp(`^(?=.*\\b(${REPEATED_MOVEMENTS}))(?=.*\\b(${ABSENT_LOOK})\\b)`),
    /\b((endureceu|endurecendo|enrijec\w*) (tod[oa]|inteir[oa]|o corpo)|(corpo|corpinho) (\w+ ){0,2}(rigid\w*|endurec\w*)|ficou (tod[oa] )?rigid\w*)\b/,
  ],
  drowning: [
    /\bafog(ou|ad[oa]|ando|amento|aram|asse)\b/,
    /\bse afog/,
    /\bquase (se )?afog/,
    near(
      'caiu|cai|escorregou|afundou|virou|ficou|esteve|mergulhou|enfiou',
      '(na|no|dentro da|dentro do|embaixo da|debaixo da) (\\w+ )?(piscin\\w*|banheir\\w*|bald\\w*|agua|lago|rio|mar|bacia|tanque|vaso|cisterna|poco)',
      3,
    ),
    /\b(de brucos|de cara|boiando|com (o |a )?(rosto|rostinho|cara|carinha|cabeca|cabecinha|boca|nariz)) (\w+ )?(na|no|dentro da|dentro do) (\w+ )?(piscin\w*|banheir\w*|bald\w*|agua|bacia|tanque|lago|rio|mar)\b/,
    near(
      'cabeca|cabecinha|rosto|rostinho|carinha|cara|boca|nariz',
      '(dentro|embaixo|debaixo) d(a|o|e)? (\\w+ )?(agua|banheira|piscina|balde|bacia)',
      2,
    ),
    /\b(engoliu|engolindo) (muita )?agua (na|da|do|no) (piscina|banheira|balde|mar|banho|bacia|rio)/,
    /\b(embaixo|debaixo) d(a )?agua\b/,
    /\bsubmers\w*/,
  ],
  poisoning: [
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
  ],
  'medicine-error': [
    new RegExp(`^(?=.*\\b(${GIVEN})\\b)(?=.*\\b(${MEDICINE})\\b)(?=.*\\b(${GIVEN_WRONGLY}))`),
    /\b(err(ei|ou|amos|aram)|troquei|trocou|trocamos) (a |o )?(dose|remedio|medida|quantidade|frasco|frascos|seringa|xarope)\b/,
    /\b(superdos\w*|overdose|sobredos\w*)\b/,
    /\b(confundi|confundimos|confundiu|troquei|trocamos|trocou) (\w+ ){0,2}(frascos?|remedios?|seringas?|vidros?|gotas|colirio)\b/,
    /\bexager\w* (\w+ ){0,2}(dose|remedio|gotas|xarope)\b/,
    /\b(dei|deu|demos|coloquei) (\w+ ){0,3}(seringa|frasco|vidro) (inteir[oa]|tod[oa])\b/,
    /\b(dei|deu|demos) (o|um|a|uma) (vidro|frasco|cartela|caixa) (\w+ ){0,2}(pra|para|ao|a|no|na) (ele|ela|bebe)\b/,
  ],
  'bulging-fontanelle': [
    /\bmoleir\w*\b.*\b(estufad\w*|inchad\w*|alta|altinha|saltad\w*|levantad\w*|abaulad\w*|dura|durinha|pra fora|para fora|elevad\w*|cheia|tensa|crescid\w*|estourando|inflad\w*|saliente|pulando|latejando|subiu|subindo|empinada|bombad\w*)/,
    /\b(estufad\w*|inchad\w*|abaulad\w*) (a |na )?moleir\w*/,
    /\bfontanela\b.*\b(abaulad\w*|estufad\w*|tensa|elevad\w*)/,
  ],
  dehydration: [
    /\bdesidrat\w*/,
    /\b(nao|sem) (faz|fez|fazer|fazendo|molha|molhou|molhar|fazia) (xixi|a fralda|fralda|pipi)\b/,
    /\bfralda\w* (\w+ ){0,2}(seca|secas|sequinha|sequinhas|enxuta)\b/,
    /\bsem (\w+ )?(xixi|pipi)\b/,
    /\bfralda\w* (\w+ ){0,2}nao (molha|molhou|molhada|tem xixi)\w*/,
    /\b(nenhuma|nem uma|zero) fralda (molhada|com xixi)/,
    /\bolh\w* (fund|afundad|encovad)\w*/,
    /\bchor\w* sem (lagrima|lagrimas|lagriminha\w*)\b/,
    /\bnao (sai|saem|tem|caem) (lagrima|lagrimas)\b/,
    /\b(boca|boquinha|labios|lingua) (muito |bem |toda |tudo )?(seca|secos|secas|sequinha|rachad\w*)\b/,
    /\bmoleir\w*\b.*\b(funda|afundad\w*|baixa|caida|murcha|encovad\w*)/,
  ],
  burn: [
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
  ],
  'severe-allergy': [
    /\b(inch\w*|incha\w*|enorme|grosso|grossos|deformad\w*)\b.{0,40}\b(labio|labios|boca|boquinha|rosto|rostinho|olho|olhos|olhinhos|cara|carinha|lingua|garganta|palpebra|palpebras)\b/,
    near(
      'labio|labios|boca|boquinha|rosto|rostinho|olho|olhos|olhinhos|cara|carinha|lingua|garganta|palpebra|palpebras',
      'inch\\w*|enorme|gigante|estufad\\w*',
      6,
    ),
    /\b(anafila\w*|choque anafilatico|edema de glote|reacao alergica (grave|forte|seria))\b/,
    /\bgarganta (fechando|fechou|trancando)\b/,
    /\b(urticaria|vergoes|vergao|placas vermelhas|empolad\w*|pelotas|alergia|bolinhas vermelhas)\b.*\b(respir\w*|falta de ar|chiado|chiando|tossindo|vomit\w*|inchad\w*|mole)\b/,
  ],
  'mother-bleeding': [
    /\b(sangrando|sangramento|sangue|sangrei|perdendo sangue|hemorragia)\b.*\b(muito|demais|forte|sem parar|absorvente|coagul\w*|cogulo\w*|escorrendo|encharc\w*|litros|aumentou|nao para|nao parar|tonta|desmai)/,
    /\b(muito|demais|bastante) (sangue|sangramento)\b/,
    /\bencharc\w*|encharq\w*/,
    /\b(tanto|muito|demais de) sangue|sangue demais\b/,
    /\babsorvente\w* (\w+ ){0,2}(toda hora|a cada hora|por hora|de hora em hora)/,
    near('sangue|sangramento', 'molhando|ensopando|escorrendo|vazando|passando', 2),
    /\b(absorvente|absorventes) (encharcad\w*|cheio|cheios|por hora|em uma hora|em menos de uma hora|a cada hora)/,
    /\bcoagul\w* (grandes?|enormes?|do tamanho)/,
    /\bhemorragia\b/,
  ],
  'mother-chest-pain': [
    near(
      'dor(?!m)|dores|aperto|pontada|pressao|queimacao|doendo|doi(?!d)|esmagando|apertando|apertado',
      'peito|torax|coracao',
      6,
    ),
    /\bpeito (apertado|apertando|doendo|esmagad\w*)\b/,
    /\binfarto\b/,
    /\bcoracao (\w+ ){0,2}(disparad|aceler|doend)\w*/,
  ],
  'mother-breathless': [
    /\b(nao consigo|nao estou conseguindo|dificuldade (pra|para|de)|mal consigo|estou sem conseguir) respirar\b/,
    /\b(falta|faltando) (de |o )?ar\b/,
    /\bsem ar\b/,
  ],
};

const FALL =
  /\b(caiu|cai|caindo|queda|tombo|tombou|despencou|rolou|escorregou|bateu (a|com a|de) cabeca|bateu a cabecinha|bateu com a cabecinha|cabecada|batida na cabeca|pancada|derrubei|deixei cair|deixou cair|deix\w* (\w+ ){0,2}cair|escapou (do|da) (meu|minha|colo|mao|maos|braco|bracos))\b/;
const AFTER_FALL =
  /\b(vomit\w*|golfou muito|enjoad\w*|sonolent\w*|sonolencia|muito sono|dormindo muito|dormindo demais|nao acorda|nao quer acordar|dormindo (\w+ )?(direto|demais|muito|sem parar)|so (quer )?dorme|so quer dormir|mole|molinho|molinha|largad\w*|galo|galinho|galao|inchad\w*|inchaco|calombo|caroco|bolota|afundad\w*|afundou|mole na cabeca|sangr\w*|sangue|liquido|desmai\w*|desacordad\w*|apagou|convuls\w*|treme\w*|estranh\w*|esquisit\w*|diferente|nao para de chorar|chorando sem parar|irritad\w*|nao mexe|nao consegue mexer|nao mexe o braco|nao mexe a perna|vesgo|olho torto|nao chorou|ficou parad\w*|roxo|roxa)\b/;
const HIGH_FALL =
  /\b(escada|escadas|degraus|beliche|janela|sacada|varanda|laje|telhado|muro|segundo andar|andar de cima|do alto|de cima do armario|da bancada|da mesa|do trocador|trocador|do carrinho|carrinho|cadeirao|cadeira alta|do cadeirao|da cadeira|bebe conforto|do colo (de|do|da) (alguem )?em pe|de pe|de uma altura|altura|metro|metros|1 metro|um metro|m de altura)\b/;

const HEADACHE =
  /\b(dor (\w+ ){0,2}(de|na) cabeca|cabeca (\w+ ){0,2}(doi|doendo|latejando|explodindo|estourando)|enxaqueca|cefaleia)\b/;
const VISION_CHANGE =
  /\b(vista|visao|enxerg\w*|embac\w*|borrad\w*|turv\w*|pontinhos? de luz|pontos? (brilhantes?|luminosos?|pretos?|de luz)|luzes|luzinhas|estrelinhas|estrelas|flash\w*|brilh\w*|escurec\w*|tudo preto|tudo escuro|ver direito|vendo nada|ver nada|vendo dobrado|duplicad\w*|dobrad\w*|embaralh\w*)\b/;

/** Vision that changed, not the word "vista" alone: blurred, spots of light, darkening. */
const VISION_DISTURBED =
  /\b(embac\w*|borrad\w*|turv\w*|pontinhos?|pontos? (brilh\w*|luminos\w*|pretos?|de luz)|luzes|luzinhas|estrelinhas|vendo estrelas|flash\w*|brilh\w*|escurec\w*|tudo preto|tudo escuro|ver direito|vendo nada|ver nada|vendo dobrado|duplicad\w*|embaralh\w*)\b/;
const AFTER_BIRTH =
  /\b(parto|pari|tive (o |a )?(bebe|nenem|ele|ela)|ganhei (o |a )?(bebe|nenem)|cesare\w*|resguardo|puerper\w*|pos parto|dei a luz)\b/;

/** A high reading (from 14 by 9) or words for one: pre-eclampsia can come in the weeks after birth. */
function isPressureHigh(text: string): boolean {
  if (/\bpressao (\w+ ){0,3}(alta|altissima|subiu|subindo|nas alturas|descontrolad\w*)\b/.test(text)) return true;
  const reading = /\bpressao (?:\w+ ){0,3}?(\d{2,3}) (?:por |x )?(\d{1,3})\b/.exec(text);
  if (!reading) return false;
  const inMmHg = (n: number) => (n < 30 ? n * 10 : n);
  return inMmHg(Number(reading[1])) >= 140 || inMmHg(Number(reading[2])) >= 90;
}

/** Breast pain while feeding is not chest pain: "dor no peito quando ele mama". */
const BREASTFEEDING =
  /\b(amament\w*|mamar|mama|mamando|mamada\w*|mamilo\w*|bico|leite|empedr\w*|mastite|seio|seios|sutia|ordenh\w*|bombinha)\b/;

const CHEST_NOT_BREAST =
  /\b(meio do peito|por dentro|respir\w*|coracao|braco|enjoad\w*|suor|suando|irradia\w*|aperta|esmag\w*)\b/;

function isBreastPain(text: string): boolean {
  const withoutDenials = text.replace(/\bnao e (n?[ao] |d[ao] )?(mama|seio|bico)\b/g, '');
  return BREASTFEEDING.test(withoutDenials) && !CHEST_NOT_BREAST.test(text);
}

const FALLING_THINGS =
  'dente|dentinho|chupeta|umbigo|coto|cabelo|cabelinho|unha|casca|crosta|mamadeira|brinquedo|pressao|leite|febre|peso|temperatura';
/** "o dente caiu", "quando cai o coto": things that fall, not the baby. */
const THING_FALLS = new RegExp(
  `\\b((${FALLING_THINGS})\\w* (\\w+ ){0,2}(caiu|cairam|ja caiu|cai|cair)|(cai|caiu|cair|cairam) (o |a |os |as )?(${FALLING_THINGS})\\w*)\\b`,
);

/** Any fall of a baby under 3 months, one followed by a warning sign, or one from high up. */
function isFallEmergency(text: string, babyAgeMonths: number | null): boolean {
  if (!FALL.test(text)) return false;
  if (THING_FALLS.test(text) && !/\b(bebe|ele|ela) caiu\b/.test(text)) {
    return false;
  }
  if (/\b(como|para|pra) (evitar|prevenir) (queda|quedas|que (ele|ela|o bebe) caia)/.test(text)) return false;
  if (AFTER_FALL.test(text)) return true;
  if (HIGH_FALL.test(text)) return true;
  return babyAgeMonths !== null && babyAgeMonths < 3;
}

const SPOTS = /\b(manchas?|manchinhas?|pintas?|pintinhas?|pontinhos?|pontos|bolinhas?|petequias?|marcas?)\b/;
const SPOTS_THAT_STAY =
  /\b(nao (some|somem|sumiu|sumiram|sai|saem|sairam|desaparece|desaparecem|clareia|clareiam|empalidece|empalidecem|muda|mudam)|continua|continuam|ficam|copo|aperto|aperta|apertar|apertei|pressiono|pressionar)\b/;

/** "Somem quando aperto": spots that fade under the finger are not the ones that stay. */
const SPOTS_THAT_FADE =
  /(?<!\bnao )\b(somem|some|sumiu|sumiram|desaparece\w*|clareia\w*|empalidece\w*|saem|sai) (\w+ ){0,2}(quando|ao|se) (\w+ )?(aperto|aperta|apertar|apertei|pressiono|pressionar)\b/;

/** A first-person wish or thought: "quero", "tenho pensado em", "vontade de". */
const WISH =
  'quero|queria|quis|vontade|pens\\w*|imagin\\w*|ideia|desej\\w*|gostaria|prefir\\w*|preferia|sonho|so quero|so queria|preciso';

/**
 * A limit or a strength that is not hers to the end: a growth curve's, a card's, her patience's, her
 * arms' after rocking ("sem força nos braços de tanto ninar").
 */
const NOT_HER_LIMIT =
  '(?! ((da|do|de) (curva|normal|faixa|tabela|grafico|percentil|peso|cartao|credito|baixo|cima|paciencia)|(nos|nas|no|na) (bracos?|pernas?|costas|maos?|coluna)|(\\w+ ){0,3}de tanto))';

const CRISES: Record<CrisisCategory, RegExp[]> = {
  'crisis-dying': [
    /\b(me matar|me mato|suicid\w*|tirar (a )?minha (propria )?vida|acabar com (a )?minha vida|dar fim (a|na) minha vida)\b/,
    near(
      WISH,
      'morrer|estar morta|nao estar viva|nao viver|deixar de viver|dormir e nao acordar|nao acordar mais|nunca mais acordar',
      4,
    ),
    /\b(nao quero|nao queria) (mais )?(viver|estar viva|acordar|estar aqui)\b/,
    /\b(melhor|melhor seria|seria melhor) (eu )?(morta|morrer|sem mim)\b/,
    /\bse eu (morresse|nao existisse|sumisse|desaparecesse|nao estivesse aqui|fosse embora pra sempre)\b/,
    /\bque (\w+ ){0,3}me (atropel\w*|matass\w*|levass\w*|pegass\w*)\b/,
    /\b(acabar com tudo|por fim em tudo|dar um fim em tudo|dar fim em tudo)\b/,
    /\bvida (nao tem|perdeu o) sentido\b/,
    /\bnao (tenho|sinto) (mais )?(vontade|razao|motivo) (de|pra|para) (viver|continuar|existir)\b/,
    /\bnao vejo (mais )?sentido (em|na|de) (viver|vida|continuar)\b/,
    /\b(pular|me jogar|me atirar) (da|de|pela|do) (janela|ponte|predio|sacada|varanda|laje|viaduto|passarela)\b/,
    /\b(entrar|me jogar|pular|atravessar|me atirar) (\w+ )?na frente (de|do|da) (um |uma )?(carro|onibus|caminhao|trem|metro|moto|carreta)\b/,
    /\b(melhor|melhores|mais feliz\w*|em paz|aliviad\w*) (\w+ ){0,2}sem mim\b/,
    /\b(ficariam|ficaria|estariam|estaria|seriam|seria|iam ficar|ia ficar|vao ficar) (\w+ ){0,2}(melhor|melhores|mais feliz\w*) (sem mim|se eu)\b/,
    /\bse eu (\w+ ){0,2}(nao (estivesse|existisse|acordasse|tivesse nascido)|morresse|sumisse|partisse|desaparecesse|fosse embora)\b/,
    /\bme (enforcar|enforco|envenenar|envenenando)\b|\bcortar (os |meus )?pulsos\b|\bjeitos? de (morrer|me matar)\b/,
    /\bquando eu nao (estiver|estar|existir) (mais )?aqui\b/,
    /\b(so )?quero que (tudo |isso |isso tudo )?acabe\b|\bnao (consigo )?(ver|vejo) (mais )?(futuro|saida)\b|\bnao mere\w* (viver|estar viva)\b/,
    /\bvou tomar (\w+ ){0,2}(cartela|caixa|vidro|remedios|comprimidos|calmantes) (\w+ )?(toda|inteira|todo|inteiro|todos|todas|de uma vez)\b/,
    /\b(nao acordasse|nao acordar mais|nunca mais acordar|dormir (pra|para) sempre|dormir e nao (acordar|voltar)|nunca mais existir)\b/,
    /\bpesquis\w* (\w+ ){0,3}(como|jeitos?|formas?|quant[oa]s|qual|quais) (\w+ ){0,4}(morrer|me matar|nao acordar|overdose)\b/,
    /\bjog\w* (\w+ ){0,3}(na|no|da|do|pela|pelo) (ribanceira|precipicio|barranco|abismo|ponte|viaduto)\b/,
    /\b(sou|me sinto|virei|me tornei) (so )?(um |uma )?(peso|fardo|estorvo)\b/,
    /\balivio (\w+ ){0,3}(se )?eu (partir|morrer|sumir|nao estar|ir embora)\b/,
    /\b(carta|cartas|bilhete|bilhetes|mensagem|video) (\w+ ){0,2}(de )?(despedida|adeus)\b/,
    /\b(escrevi|deixei|escrevendo|deixando) (\w+ ){0,2}(cartas?|bilhetes?) (pra|para) (cada|todos|todo mundo)\b/,
    /\b(estou|to) me despedindo\b/,
    /\b(dei|dando|doando|doei|distribui\w*) (\w+ ){0,2}(minhas|meus) (coisas|roupas|pertences|joias)\b.*\bnao vou (mais )?precisar\b/,
    /\b(separ|guard|junt|escond|estoc)\w* (\w+ ){0,3}(remedios|comprimidos|pilulas|cartelas|calmantes) (\w+ ){0,4}(coragem|de uma vez|todos (\w+ ){0,2}(pra|para) tomar|(pra|para) (eu )?tomar (todos|tudo|de uma vez))\b/,
    /\bcorda\b.*\b(pensar nisso|coragem|pescoco|me enforcar)\b/,
    /\bnao (vejo|tenho|ha|tem|existe) (mais )?(nenhum |nenhuma )?(motivo|razao|porque|sentido|por que) (pra|para|de|em) (continuar|viver|seguir|existir|acordar|lutar)\b/,
    /\bnao vale (mais )?a pena (viver|continuar|seguir|existir)\b/,
    /\b(penso|pensei|pensando|quero|vontade) (\w+ ){0,2}(acabar|dar fim|por fim|dar um fim) (com|a|em|n)\w* (isso|tudo|essa dor|o sofrimento|minha dor|essa vida)\b/,
    /\bnao tem mais jeito (pra|para) mim\b/,
    /\bninguem (ia|iria|vai|va) (sentir|notar|ligar|perceber) (\w+ ){0,2}(falta|se eu)\b/,
    near(WISH, 'tudo (isso )?acab\\w*|acab\\w* tudo', 3),
    /\b(apagar|sumir|desaparecer|desligar) (\w+ ){0,2}(pra sempre|para sempre|de vez|e nunca mais)\b/,
    /\bso (nao (fiz|fui|faco|me matei|fiz nada|fiz besteira)|(estou|continuo|sigo|fico) (aqui|viva)) (ainda )?por causa (dele|dela|do bebe|da bebe|dos meus filhos|das minhas filhas|da minha filha|do meu filho)\b/,
  ],
  'crisis-disappearing': [
    near(
      WISH,
      '(?<!vai |vao |fazer |faz |demora pra |demora para |demorar pra |demorar para )(sumir|desaparecer|nao existir|deixar de existir|evaporar|fugir e nunca mais voltar|ir embora pra sempre|ir embora para sempre)',
      8,
    ),
    /\b(sumir|desaparecer) (do mapa|do mundo|de vez|pra sempre|para sempre|de tudo)\b/,
    /\bnao (queria|quero) (mais )?existir\b/,
    /\b(nunca mais (aparecer|voltar)|sumir (\w+ )?pra sempre)\b/,
  ],
  'crisis-self-harm': [
    /\bme (machuc|cort|fer|bat|queim|belisc|arranh|mord|soc|esmurr|autolesion|mutil|enforc|jog)\w*\b.*\b(de proposito|pra sentir|para sentir|de raiva|escondid\w*|ate (sangrar|ficar|machucar|doer)( \w+)?)/,
    /\b(estou|fico|tenho|vou|quero|queria|vontade de|penso em|pensei em|pensamentos? de|ideia de|ja) me (machuc|cort|fer|bat|queim|belisc|arranh|mord|soc|esmurr|autolesion|mutil|enforc|jog)\w*/,
    /\bme (belisc|arranh|autolesion|mutil|esmurr)\w*( (\w+ ){0,3}ate (ficar|sangrar|doer|marcar)( \w+)?)?/,
    /\bme (cort|machuc|queim|fer)\w* (de novo|outra vez|sempre|toda vez)\b/,
    /\b(voltei a|voltando a|volto a|continuo a|comecei a|vivo) me (cort|machuc|queim|fer|bat|mord|arranh)\w*/,
    /\b(autolesao|automutila\w*|autolesion\w*)\b/,
    /\b(soco|socos|tapa|tapas|murro|murros|bati|batendo|mordida|mordidas|machuc\w*) (\w+ ){0,2}em mim( mesma)?\b/,
    /\b(bato|bati|fico batendo|estou batendo|vontade de bater|quero bater) (a |minha )?cabeca na parede\b/,
    /\bmordendo (o )?meu (proprio )?(braco|braco|mao|dedo)\b/,
    /\bfazer mal a mim\b/,
    /\b(vou|quero|penso em|pensei em|vontade de|medo de) (fazer|cometer) (uma |alguma )?(besteira|loucura|bobagem)\b/,
    /\btomar (todos|todas|tudo|os remedios|todos os remedios|a cartela|o vidro)\b.*\b(de uma vez|junto|juntos)\b/,
    /\btomei (\w+ ){0,2}(remedios|comprimidos|pilulas|calmantes|capsulas) (todos|todas|de uma vez|juntos|juntas)\b/,
    /\btomei (a|o|uma|um) (cartela|vidro|caixa|frasco) (\w+ ){0,2}(inteir[oa]|tod[oa]|de (remedio|comprimido|calmante)\w*)\b/,
    /\b(tomei|engoli) (varios|varias|muitos|muitas|um monte de|uns|umas|\d+) (\w+ )?(remedios|comprimidos|pilulas|calmantes|capsulas)\b/,
    /\b(fazer|faca|cometer) (alguma coisa|algo|uma coisa|besteira|bobagem|loucura) contra (mim|minha vida|a minha vida)\b/,
    /\bcontra (mim mesma|minha propria vida)\b/,
  ],
  'crisis-harm-baby': [
    /(?<!\b(sem|nao) )\b(machucar|machuca\w*|fazer mal|fazer algo|sacudir|sacudi|chacoalhar|chacoalhei|jogar|jogo|joguei|atirar|bater|batendo|bati|sufocar|afogar|apertar|esganar|enforcar|largar|abandonar|deixar cair|jogar longe|tacar)( (o|a|no|na|ao|pra|para|pro|meu|minha|nele|nela|ele|ela|esse|essa|este|esta))* (bebe|filho|filha|filhinho|filhinha|crianca|ele|ela|la|lo)\b/,
    /\b(machuca|sacudi|chacoalh|jog|bat|sufoc|afog|apert|esgan|larg|abandon|tac)(a|ar|e|o|ei|ando)?-?(lo|la)\b/,
    /\b(sacudi|chacoalhei|(joguei|bati) (nele|nela|no bebe|na bebe|ele|ela|o bebe|a bebe))\b/,
    /\b(cobri|tampei|tapei|abafei|apertei|sacudi|chacoalhei|bati|joguei) [^.,]{0,40}\b(pra|para) (ele |ela |o bebe |a bebe )?(calar|parar de chorar|ficar quiet\w*|abafar)\b/,
    /\b(travesseiro|almofada|coberta|cobertor|pano|mao) (\w+ ){0,2}(no|na|sobre o|sobre a|em cima do|em cima da) (rosto|rostinho|cara|carinha|boca|nariz)\b/,
    near(
      `${WISH}|(?<!sem )medo`,
      'deixar (\\w+ ){0,2}cair|jogar (\\w+ ){0,2}(no chao|na parede|pela janela|longe)|(tampar|tapar|fechar) (a |o )?(boca|boquinha|nariz)',
      4,
    ),
  ],
  'crisis-cannot-go-on': [
    /\bnao (estou |to |tou |consigo |ando )?(aguent\w*|suport\w*)( mais)?\b/,
    /\bnao (consigo mais|tenho mais forcas|tenho mais forca|vejo (mais )?saida|vejo (mais )?sentido)\b/,
    new RegExp(`\\b(esta|estou|estava) (sem|no) (forcas|forca|meu limite|limite)\\b${NOT_HER_LIMIT}`),
    new RegExp(`\\b(cheguei|chegando|estou) (no|ao) (meu )?limite\\b${NOT_HER_LIMIT}`),
    /\b(quero|vou|estou|to) (desistir|desistindo) de (tudo|viver|mim|ser mae)\b/,
    /\bdesisto de (tudo|viver|mim)\b/,
    /\bsem saida\b/,
  ],
};

/** Fever plus spots that do not fade; spots like that are urgent even before a thermometer is read. */
function isFeverWithSpots(text: string, fever: boolean): boolean {
  if (!SPOTS.test(text)) return false;
  const purple = /\b(rox\w*|arroxead\w*|vermelh\w*|escur\w*|vinho|sangue|pretas?)\b/.test(text);
  const stay = SPOTS_THAT_STAY.test(text) && !SPOTS_THAT_FADE.test(text);
  return (fever && (purple || stay)) || (purple && stay);
}

export interface ReadMessage {
  text: string;
  fever: boolean;
  babyAgeMonths: number | null;
}

/** "um roxinho na perna", "roxo no joelho", "boca roxa de amora": a bruise or a stain, not cyanosis. */
const BRUISE_OR_STAIN = new RegExp(
  `\\b(belisc|bat|apert|mord|soc)\\w* (\\w+ ){0,3}ate ficar (${BLUE})|\\b(um|uma|uns|umas) (${BLUE})|(${BLUE}) (no|na|nos|nas) (perna|pernas|braco|bracos|joelho|joelhos|testa|canela|bumbum|coxa|pe|cotovelo)\\b|(${BLUE}) de (tanto )?((comer|chupar|tomar|beber|brincar com) )?(amora|acai|jabuticaba|beterraba|uva|picole|gelatina|suco|tinta|caneta|giz)`,
  'g',
);

/** The emergency signs a message (its prevention sentences already set aside) tells of. */
export function emergencySigns({ text: told, fever, babyAgeMonths }: ReadMessage): EmergencyCategory[] {
  const text = told.replace(THING_COLOURS, '$1').replace(BRUISE_OR_STAIN, ' ');
  const found: EmergencyCategory[] = [];
  for (const [category, patterns] of Object.entries(SIGNS) as [EmergencyCategory, RegExp[]][]) {
    if (category === 'mother-chest-pain' && isBreastPain(text)) continue;
    if (patterns.some((p) => p.test(text))) found.push(category);
  }
  if (
    (HEADACHE.test(text) && (VISION_CHANGE.test(text) || isPressureHigh(text))) ||
    (VISION_DISTURBED.test(text) && (isPressureHigh(text) || AFTER_BIRTH.test(text)))
  )
    found.push('mother-headache-vision');
  if (isFallEmergency(text, babyAgeMonths)) found.push('fall');
  if (fever && babyAgeMonths !== null && babyAgeMonths < 3) found.push('fever-under-3-months');
  if (isFeverWithSpots(text, fever)) found.push('fever-with-spots');
  return found;
}

const WORDINGS = Object.fromEntries(
  Object.entries(CRISES).map(([category, patterns]) => [category, patterns.map((p) => new RegExp(p.source, 'g'))]),
) as Record<CrisisCategory, RegExp[]>;

/**
 * The text with the crisis wordings of these categories blanked: what else it says, apart from
 * the crisis ("separei os remédios todos pra tomar" is a crisis, not a second emergency).
 */
export function withoutCrisisWords(
  text: string,
  categories: readonly CrisisCategory[] = Object.keys(CRISES) as CrisisCategory[],
): string {
  return categories.flatMap((c) => WORDINGS[c]).reduce((rest, p) => rest.replace(p, ' '), text);
}

/** The crises of the mother herself; what is done to a baby stays an emergency as well. */
export const MOTHERS_OWN_CRISES: readonly CrisisCategory[] = [
  'crisis-dying',
  'crisis-disappearing',
  'crisis-self-harm',
  'crisis-cannot-go-on',
];

export function crisisSigns(text: string): CrisisCategory[] {
  return (Object.entries(CRISES) as [CrisisCategory, RegExp[]][])
    .filter(([, patterns]) => patterns.some((p) => p.test(text)))
    .map(([c]) => c);
}
