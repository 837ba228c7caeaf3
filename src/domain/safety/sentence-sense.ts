/**
 * How a sentence is meant, before tier 1 reads it as an emergency happening now. A sentence
 * that prepares ("como evitar"), asks about the world, is laughed at, is a figure of speech, tells
 * of something that already passed, or tells someone else's story is read by tier 2 only: it
 * still gets the short line with the number, never the alarm. Sentences come already in one
 * spelling (`readAsMotherMeant`).
 */

/**
 * Sentences that ask how to prevent or what to do "if" something happens: a mother preparing,
 * not one in an emergency ("como evitar engasgo na papinha?", "o que fazer em caso de convulsão?").
 */
const PREVENTION =
  /\b(como (\w+ )?(evitar|evito|evita|prevenir|previno|previne|previnir|proteger|protejo|deixar|saber se|cuido pra|faco pra)|sem medo de|dicas? (\w+ ){0,2}(pra|para|de)|(que|quais) (sao )?(os )?sinais|(devo|como) ensinar|(saber|como) diferenciar|pode (se )?confundir|quero (saber|entender|aprender)|como (eu )?(sei|saberia|vou saber|identifico|identificar|reconheco|percebo|perceber) (se|que|quando)|como (eu )?vou saber\b|se (eu|ele|ela|o bebe|a bebe|meu filho|minha filha) (tiver|ficar|estiver|tomar|cair|engolir|der|dar|errar)|caso (eu|ele|ela|o bebe|a bebe) (tenha|tiver|fique|ficar|esteja|estiver|caia|engula|tome|de|der)|quais (sao )?(os )?sinais|quant\w+ (\w+ ){0,5}(e|ja e) (preocupante|perigoso|grave|normal)|(medo|receio) de (escaldar|queimar|engasgar|afogar|cair|desidratar|ficar desidratad\w*)|(medo|pavor|receio|panico) de (afogamento|engasgo|queda|queimadura|convulsao|intoxicacao|choque|sufocamento|morte subita)|sei que (\w+ ){0,3}(acontece|pode|e)|sem (risco|perigo) de|com seguranca|para (evitar|prevenir)|pra (evitar|prevenir)|evitar que|prevenir que|o que (fazer|faco|devo fazer) (se|caso|quando|em caso|numa|em uma|durante)|e se (eu|ele|ela|o bebe|a bebe|meu|minha)|se (um dia|algum dia|acontecer|por acaso)|se um dia precisar|em caso de|(curso|cursos|palestra|treinamento|aula|oficina|workshop) (\w+ ){0,3}(de|sobre)|kit de|posso (lavar|limpar|usar|passar|higienizar|desinfetar)|(quais|saber|conhecer|aprender|reconhecer) (\w+ ){0,2}sinais|medo (de |que |de que )?(ele|ela|o bebe|a bebe|dele|dela|do bebe|da bebe|um|uma|algum|alguma) (se )?\w+(ar|er|ir)\b|diferenca entre)\b/;

/** A question about the world, not about a baby now: "qual vacina protege contra convulsão?", "refluxo faz o bebê ficar roxo?". */
const GENERAL_QUESTION =
  /(^ ?((a partir|depois|antes|ate|com|de|em) (de )?)?(qual|quais|existe|tem (vacina|remedio|jeito|como|algum|alguma)|o que (causa|provoca|e)|por que|quanto tempo|(a |uma )?vacina\w* (\w+ ){0,4}((pode|costuma|vai) )?(dar|da|causar|causa|provocar|provoca|deixar|deixa)|\w+ (faz|pode fazer|deixa) (o |a )?(bebe|crianca) (ficar|ter))|\b((deixa|causa|da|pode deixar|pode dar) sequelas?|e (perigos\w*|grave|comum|hereditari\w*)|^ ?quem (tem|teve|ja)|historico (de|familiar)|e sempre (grave|perigos\w*)|so (por )?curiosidade|vale (a pena|ter|comprar|usar|guardar)|e sinal de|e (verdade|mito)|(a |o )?(penta|pentavalente|hexa|hexavalente|triplice|dtp|bcg|pneumo\w*|meningo\w*|rotavirus|vip|vop) (\w+ ){0,3}(da|pode dar|causa|provoca|deixa|evita|previne|protege)))\b/;

/** Curiosity said outright: "fiquei curiosa", "por curiosidade". Whatever it names, it is a question. */
const CURIOUS = /\b((fiquei|estou|fico|sou) (\w+ )?curios[oa]|por curiosidade)\b/;
const ABOUT_NOW = /\b(agora|esta|estava|estao|ficou|meu|minha|ele|ela|dele|dela)\b/;

/** A sentence laughed at ("kkkk", "hahaha", "rs") is read as a figure of speech: tier 2 at most. */
const LAUGHTER = /\b(k{3,}|(ha){2,}h?|(he){2,}|(rs)+|lol|ri (demais|muito|horrores|alto))\b/;

/** Everyday things a mother "can't take any more" of: tiredness, not a crisis. */
const NUISANCES =
  'chuva|calor|frio|cheiro|gosto|barulho|musica|transito|fila|novela|visitas?|palpites?|sogra|vizinh\\w*|obra|reforma|lavar|limpar|trocar|arrumar|cozinhar|passar roupa|louca|roupa suja|mamadeiras?|fraldas?|dieta|desenho|galinha pintadinha|estar gravida|essa barriga';

/** Words of a body in danger that, "de tanto rir" or "de fofura", are a way of speaking. */
const HYPERBOLE =
  'desmai\\w*|convuls\\w*|infart\\w*|enfart\\w*|morr\\w*|engasg\\w*|sufoc\\w*|afog\\w*|derret\\w*|explod\\w*|pass\\w* mal|pirei|surtei|(ter|tive|tendo|dar|deu) (um )?(treco|troco|ataque|piripaque|chilique|tilt)|(sem ar|sem folego)';
const FEELINGS =
  'rir|riso|risada|gargalhar|gargalhada|fofura|fofice|gostosura|lindeza|beleza|amor|emocao|alegria|felicidade|orgulho|saudade|vergonha|tedio|ciume|ciumes|inveja|preguica';

/**
 * Figures of speech and everyday sights that share words with danger: "morrendo de sono", "sem
 * ar de tanto rir", "roxinha de frio", "afogada em roupa suja", "tremendo de fome".
 */
const FIGURES_OF_SPEECH = new RegExp(
  `\\b(${[
    '(morr\\w*|mort[oa]) de (rir|sono|cansaco|fome|calor|frio|vergonha|saudade|medo|vontade|inveja|amor|amores|preguica|susto|tedio|ciumes?|curiosidade|emocao)',
    '(mole|molinh[oa]|molenga|desmai\\w*|apag\\w*) de (sono|cansaco|preguica)',
    '(sem ar|sem folego|perd\\w* o ar|perd\\w* o folego) (de (tanto )?(rir|gargalhar|correr|fofura)|com (essa|esse|ela|ele|tanta|tanto))',
    'de (tanto|tanta) (rir|correr|gargalhar|risada|gargalhada)',
    'me (mata|matar|matando|matou) de (rir|vergonha|saudade|raiva|susto|irritacao|tanto)',
    '(vai|vao|esta|estao|isso|essa|esse) me (matar|matando|deixar louca)',
    'me mata se',
    '(sem folego|sem ar|quase morri|quase desmaiei) so de (ver|pensar|olhar|lembrar)',
    'medo de (dormir|cochilar|pegar no sono) e (deixar|derrubar)',
    'quase (desmaiei|morri|infartei|enfartei|tive um (treco|infarto|piripaque|ataque))',
    '(overdose|superdose|dose) de (fofura|amor|carinho|beleza|cafe)',
    '(parece|parecendo|tipo|como) (uma )?queimadura',
    'jog\\w* (ele|ela|o bebe|a bebe) (pra|para) (cima|o alto)',
    `nao (aguento|suporto) (mais )?(\\w+ ){0,2}(${NUISANCES})`,
    '(nao aguento|morrendo) (mais )?de (saudade|curiosidade|ansiedade pra)',
    `nao (aguento|suporto) (\\w+ ){0,2}(${FEELINGS})`,
    'queim\\w* (de (raiva|odio|ciumes?|vergonha|ansiedade)|(os )?neuronios?|a mufa|os miolos|a cabeca (pra|para|com))',
    '(sonhei|sonho|sonhando|pesadelo|tive um sonho) (\\w+ ){0,2}(que|com) [^.,]*',
    '(galo|hematoma|calombo|galinho|machucad\\w*|joelho|perna|braco|testa|canela|coxa|cotovelo|bumbum|tornozelo) (\\w+ ){0,2}(rox|roxinh|arroxead)\\w*',
    'brinc\\w* de (medic[oa]|hospital|enfermeir[oa]|boneca|casinha|mamae) [^.]*',
    '(?<!\\b(nao|nem) (\\w+ ){0,2})(respir\\w*|respiracao) (normal|normalmente|tranquil\\w*|sem esforco)',
    '(grit\\w*|chor\\w*) (\\w+ ){0,4}nao acorda de verdade',
    '(nao|nem) (chegou a )?(engoliu|ingeriu|engolir|ingerir) ((o|a|os|as|nenhum\\w*) )?\\w+',
    '(nao|nem) (ficou |esta |estava |fica )?(sem ar|sem folego|sem respirar)',
    '(maos?|maozinhas?|pes?|pezinhos?|dedinhos?) (\\w+ ){0,3}(rox|roxinh|arroxead|azul|azulad)\\w*(?=(\\w* ){0,10}(mamando|rindo|brincando|sorrindo|ativ\\w*|espert\\w*|rosad\\w*|rosinh\\w*|corad\\w*))',
    '(ri|rindo|ria|riu|gargalha\\w*) ate (ficar |perder o )?(sem ar|sem folego|folego|roxinh\\w*|vermelh\\w*)',
    '(chupeta|mamadeira|bico|brinquedo|celular|naninha|paninho|tampa|colher|copo|sapato|meia|mordedor) (\\w+ ){0,2}caiu [^.,]*',
    'limite do (cartao|credito|cheque|banco|plano|celular)',
    'afog\\w* em (?!agua)',
    '(rox|azul|roxinh|arroxead|vermelh)\\w* (\\w+ ){0,2}de (tanto )?(frio|chorar|choro|raiva|birra|vergonha|tanto chorar|esforco|rir|gargalhar|risada)',
    '(rox|azul|roxinh)\\w* (\\w+ ){0,4}quando (esta|fica|faz|sente|pega|anda) (com |no )?(frio|descalc\\w*|sem meia)',
    'trem\\w* (\\w+ ){0,3}(de|com|quando (esta|fica) com) (fome|frio)',
    'treme (o )?queix\\w* (\\w+ ){0,2}quando chora',
    '(sem ar|sem folego|falta de ar|coracao (\\w+ ){0,2}(acelera\\w*|dispar\\w*)) (\\w+ ){0,4}(quando |ao |de )?(subo|subindo|subir|ando|andando|andar|corro|correndo|correr|tomo|caminho|caminhando|faco|fazendo|brinco|brincando|rio|o vento|venta|bate vento|carregando|empurrando)',
    'engasg\\w* (um pouco|um pouquinho|as vezes|de vez em quando|com (a )?saliva|de rir)',
    'engasg\\w* (\\w+ ){0,4}(quando|enquanto) mama',
    '(coco|fezes|papinha|comida|banana|fruta|pao|biscoito|massa|bolo|mamao|pure) (\\w+ ){0,4}mol(e|inh[oa])',
    '(vermelh|rox)\\w* (\\w+ ){0,2}(pra|para|quando|ao) (fazer coco|evacuar|fazer forca)',
    '(sai|saiu|sair|sai bem) mol(e|inh[oa])',
    '(dur[oa]|durinh[oa]|vermelh\\w*|inchad\\w*|quente|empedrad\\w*|caroc\\w*) (\\w+ ){0,4}(no |na )?(lugar|local|braco|perna|perninha|bracinho|coxa) (\\w+ ){0,2}(vacina|injecao|picada)',
    '(medo|receio) de machuc\\w* (\\w+ ){0,2}(cortando|no banho|dando banho|limpando|trocando|com a tesoura)',
    '(sufocad|afogad|soterrad)\\w* (de|com|em) (tant\\w*|muit\\w*|trabalho|coisa\\w*|roupa\\w*|roupinha\\w*|tarefa\\w*|conta\\w*|boleto\\w*|louca|fralda\\w*|presente\\w*|visita\\w*)',
    '(imit\\w*|fing\\w*) [^.,]{0,60}\\b(engasg|desmai|morr|apag)\\w*',
    '(fing\\w*|de mentirinha|de brincadeira) (que )?(\\w+ ){0,3}(desmai\\w*|morr\\w*|mort[oa]|engasg\\w*|apag\\w*|dorm\\w*|caiu|chor\\w*)',
    `(${HYPERBOLE}) (\\w+ ){0,2}de (tanto |tanta )?(${FEELINGS})`,
    '(maos?|maozinhas?|pes?|pezinhos?|dedinhos?|dedos|extremidades) (\\w+ ){0,6}(rox|arroxead|azul|azulad)\\w*(?=(\\w* ){0,14}(rosto|boca|boquinha|labios?|corpo|corpinho|resto) (\\w+ ){0,5}(rosad|rosinh|corad|normal))',
    'apag\\w* (no|na) (sofa|cama|poltrona|cadeira|rede|colo|berco|carrinho|cadeirinha|peito|carro|bebe conforto|mamadeira)',
    '(nao )?(responde|atende|olha|vira) (\\w+ ){0,3}pelo nome',
    '(nao|nem) acorda (\\w+ ){0,2}(nem )?com (o |a )?(barulho|fogos|nada|aspirador|musica|tv|liquidificador|campainha|cachorro)',
    'dorme (igual|feito|como) (uma )?(pedra|pedrinha|tronco|anjo|pedregulho)',
    '(veia|veias|veinha|veinhas|vasinhos?) (\\w+ ){0,4}(azul|azulzinh|rox|roxinh|arroxead|verde)\\w*',
    'queimadura (\\w+ )?de sol|(pomada|creme) (pra|para|de) queimadura',
    'quase (me )?engasguei',
    '(pontinhos?|gotinhas?|fiozinho|pingos?|tiquinho|pouquinho|rajadinhas?|manchinhas?) de sangue',
    '((enfia|coloca|bota|poe|chupa|morde) (a |o |as |os )?)?(mao|maos|maozinhas?|dedo|dedos|dedinhos?|punho|pe|pezinhos?) (\\w+ ){0,2}na boca',
    'chor\\w* sem lagrim\\w*(?=(\\w* ){0,12}(nao )?produz\\w* lagrim)',
    'chor\\w* sem lagrim\\w*(?=(\\w* ){0,8}(faz|fazendo) (\\w+ )?xixi (direitinho|normal|bem))',
    '(em|entrei em|fiquei em) (estado de )?choque',
    '(foi|e|era|esta|estava) de (desmaiar|morrer|matar|cair duro|cair de costas)',
    'tudo (\\w+ )?(fica|esta|ficou|parece) (cinza|escuro|preto)',
    '(nao consigo|sem) (respirar|ar|folego) de tanto (chorar|choro|solucar)',
    '(isso|sera que isso|sera) e (uma )?(convulsao|desmaio|engasgo)',
    'normal ou (e )?(uma )?(convulsao|desmaio|engasgo|crise)',
    '(dei|deu|comeu|provou|tomou|experimentou) [^.,]{0,50}\\bnao teve (nenhuma )?reacao( nenhuma| alergica)?',
    '(todo mundo|todos|eu|nos) (\\w+ )?encharcad\\w*',
    'chor\\w* tanto (que )?parece que (\\w+ ){0,2}(sem ar|sem folego)',
    'medo de (sufocar|esmagar|apertar|derrubar|deixar cair) (ele|ela|o bebe|a bebe) (\\w+ ){0,2}(dormindo|na (minha )?cama|no sono|sem querer)',
    'engasgad\\w* com (uma|essa|esta|isso|a|o) (coisa|historia|fala|frase|informacao|resposta|conversa|noticia)',
    '(coco|fezes|xixi) (\\w+ ){0,3}(rox|roxinh|arroxead)\\w*',
    '(mingau|comida|arroz|feijao|leite|papinha|bolo|pao|carne|panela|pipoca) (\\w+ ){0,3}queim\\w*|queim\\w* (no|o) fundo d[ae] panela',
    '(olhou|olha|olhar|fez|faz|fazendo) (\\w+ ){0,3}cara de [^.,]*',
    'ainda (\\w+ )?(cai|tomba|pende) (pra|para) (frente|tras|o lado|os lados)',
    '(parte|partezinha|cabec\\w*) (\\w+ ){0,4}molinh\\w*',
    '(me|nos) (engolindo|engoliu|engole)',
    '(ver|vejo|sinto|sente) (\\w+ ){0,2}(batendo|pulsando)|moleira (\\w+ ){0,2}(pulsa|pulsando|bate|batendo)',
    '(nao|nem|sem|nenhum|nenhuma) (esta |estava |estou |ficou |fica |tem |teve |tinha |parece )?(com )?(\\w+ )?(desmai|rox|arroxead|azul|azulad|molinh|mole|molenga|desidratad|palid|cinz|sonolent|inch|estufad|febr|convuls|engasg|queim|chiad|sangr|sangue|vermelhidao|manchas?|vomit|visao embacad|falta de ar)\\w*( nem nada)?',
    'engasgad\\w* (de|com) (tanta|tanto|muita|muito) (coisa|coisas|informac\\w*|emoc\\w*|choro|palavra\\w*)',
    '(moleira|fontanela) (\\w+ ){0,3}(molinh|mole)\\w*',
    '(nao|nem) (esta )?(alta|funda|estufada|afundada)( nem (alta|funda|estufada|afundada))?',
    '(sai|saio|fui|vou) (\\w+ ){0,2}(pra|para) (respirar|tomar um ar|tomar ar)|respir\\w* fundo',
    '(suando|suor|suada) (\\w+ ){0,6}encharcad\\w*|encharcad\\w* (\\w+ ){0,3}(de suor|suando|suada)',
    '(sem|nenhuma|nem) (dor\\w*|falta de ar|febre|sangramento|tontura|vomito)( nenhuma)?',
    'sangr\\w* (so )?(um )?(tiquinho|pouquinho|tico|gotinha|nadinha|fiozinho)',
    '(dente|dentinho) (\\w+ ){0,4}sangr\\w*',
    '(comeu|comendo|tomou|chupou|bebeu) (\\w+ ){0,2}(amora|acai|jabuticaba|beterraba|uva|picole|gelatina|suco|tinta|caneta|giz|mirtilo) (\\w+ ){0,8}(rox|azul|roxinh)\\w*',
    'engasg\\w* (de leve|levinho|bobinho)',
    '(rindo|ria|riu|gargalhando|gargalhou) (tanto|demais|muito) (\\w+ ){0,5}(nao (conseguia|consegue|conseguiu) respirar|sem ar|sem folego)',
    '(rox|roxinh|arroxead|azulad)\\w* (\\w+ ){0,2}quando (sai|tira|esta|fica) (do |da |de |a |o )?(banho|roupa|pelad\\w*)',
    '(rox|roxinh|arroxead|azulad)\\w* (\\w+ ){0,8}(esquenta|aquece|volta ao normal|passa) (rapido|logo|sozinh\\w*)',
    'encharc\\w* (o |a |de )?(babador\\w*|roupinha|roupa|blusa|camiseta|lencol|travesseiro|suor|leite|xixi|baba)',
    '(sensor|monitor|aparelho|baba eletronica) (\\w+ ){0,2}(de )?(respiracao|apneia|batimentos|oxigenio)',
    '(rox|roxinh|arroxead)\\w* (o |a )?(joelho|perna|braco|testa|canela|coxa|cotovelo|bumbum|tornozelo)',
  ]
    .map((part) => `(${part})`)
    .join('|')})\\b`,
  'g',
);

/** The sentence with its figures of speech taken out; what is left may still be meant. */
export const meant = (sentence: string) => sentence.replace(FIGURES_OF_SPEECH, ' ');

/**
 * A message that says it already passed and nothing is wrong now: "engasgou, tossiu e já passou,
 * tá rindo"; "caiu do sofá semana passada e não teve nada".
 */
const RESOLVED =
  /\b(ja (passou|melhorou|voltou ao normal|sarou|brinc\w*|riu|mamou|dormiu|esta (bem|otim\w*|normal|rindo|sorrindo|brincando|tranquil\w*|recuperad\w*|de boa))|ficou (bem|otim\w*|tudo bem)(?= (e|mas|na hora|depois|logo|gracas|hoje)\b| ?[.,]|$)|esta (otim\w*|rindo|brincando|normal|tranquil\w*|de boa)|nao teve nada|passou (logo|rapido|com|sozinh\w*|na hora)|e passou|(depois|logo) (volta|voltou|passa|passou|esquenta)|volta (logo|ao normal|sozinh\w*)|recuperad\w*|(sem|nao deixa|nao deixou) sequelas?|brincou (\w+ ){0,3}(normal|o dia (todo|inteiro)|bem)|(dormiu|comeu|mamou) (bem|normal)|(mama|mamando|come|comendo) bem|(esta|ficou) (normalzinh\w*|espert\w*|gordinh\w*|risonh\w*|cicatrizad\w*)|(estou|fiquei|to) (bem )?melhor|ja saiu|ja (esta )?em casa|voltou (em|depois de|apos) (segundos|instantes|poucos segundos|um minuto)|nao deu nada|(ciatox|disque intoxicacao|pediatra|medic[oa]) (\w+ )?orientou|ja parou(?! de)|(deram|teve|tivemos|recebeu|recebemos) alta|voltou a (mamar|brincar|dormir|sorrir|rir)|e assim mesmo|(li|vi|ouvi|disseram|me falaram) (que )?(\w+ ){0,5}e (assim|normal)|esta tudo bem(?! ?$)|normaliz\w*|so (levou|tomou|foi) (um |o )?susto|(e|depois|logo) (riu|sorriu)|(foi|deu) tudo (bem|certo)|ninguem se (machucou|feriu)|(fez|fizemos|fizeram) (\w+ ){0,2}exames? e (era|foi|deu|nao deu))\b/;

/** A doctor who saw it and said it was normal: that settles the sign she names, not what came after. */
const DOCTOR_SAID_NORMAL =
  /\b(medico|medica|pediatra|doutor\w*|doutora|neuro\w*|cardio\w*|gastro\w*) (\w+ ){0,4}(disse|falou|explicou) que ((e|era|foi|esta) (normal|tudo (bem|certo)|laringomalacia|laringe mol\w*|refluxo|colica|fisiologic\w*)|(\w+ ){0,5}(vai passar|passa sozinh\w*|nao e nada|nao e grave|nao faz\w* mal))\b/;

/** Words that it is happening again or still, which a "já passou" does not cancel. */
const STILL_NOW =
  /\b(mas (agora |ainda )?(esta|ficou|continua|parece|nao)|continua|ainda (esta|nao)|agora (esta|ficou|nao)|de novo|piorou)\b(?! (normal|bem|otim\w*|tranquil\w*|de boa)\b)/;

/**
 * Signs that something is still wrong, unless a doctor already said it was normal; water swallowed
 * still needs a look however well the baby plays now.
 */
const SIGNS_STILL =
  /\b(engoliu (muita )?agua|afog\w*|estranh\w*|esquisit\w*|diferente|mole|molinh\w*|sonolent\w*|nao acorda\w*|(nao|sem|para de|parou de|parando de) respir\w*|pausas?|vomit\w*|sangr\w*|rox\w*|azul\w*|palid\w*)\b/;

/** Long ago and not now: "ano passado", "quando eu era bebê", "na gravidez". */
const LONG_AGO =
  /\b(ano passado|anos atras|meses atras|quando (eu |ele |ela )?(era|eramos) (pequen\w*|bebe|crianca|nova|novinh\w*)|quando crianca|na (minha )?infancia|na infancia d\w+|na gravidez|na gestacao|quando (ela |ele )?nasceu|no primeiro mes)\b/;
const NOW = /\b(agora|hoje|desde|neste momento|ainda|de novo|ha \d+ (min\w*|hora\w*))\b/;

/**
 * Someone else's story: news, a video, a friend's baby, a relative's own illness. The mother's
 * own baby, even in the hands of a grandmother, is not someone else's story.
 */
const SOMEONE_ELSE =
  /\b((vi|li|assisti|ouvi|vejo|leio) (\w+ ){0,4}(video|jornal|noticia|reportagem|historia|caso|post|relato|internet|instagram|tiktok|youtube|grupo|televisao|tv|novela|serie|filme|desenho|reels|stories)|^ ?(na|no) (novela|serie|filme|desenho|reels|video|tiktok|youtube|jornal)\b|(mae|pai|avo|vo|tia|tio|baba) d[oa] (?!bebe\b)\w+ (\w+ ){0,2}(disse|contou|falou|comentou|postou)|(filh[oa]|bebe|sobrinh[oa]|net[oa]) d[ao]s? (minha|meu|uma|um|dona|seu|vizinh\w*|amig\w*|prim[oa]|irma|irmao|cunhad\w*|colega|conhecid\w*)|(meu|minha) (sobrinh[oa]|afilhad[oa])|(li|vi|ouvi|soube|contaram|disseram) que (um|uma) |(vi|li|ouvi|soube|dizem|falam) que (da|tem|acontece|causa|pode) |(ela|ele) (me )?(disse|falou|diz|fala|contou|conta) que |(filh[oa]|bebe|menin[oa]) del[ae]|(minha|meu) (irma|irmao|prima|primo|amiga|amigo|vizinh[oa]|cunhad[oa]|colega|conhecid[oa]|mae|sogr[oa]|avo|vo|tia|tio) (me )?(disse|falou|contou|diz|fala|conta)|(minha|meu|uma|um|a|o) (irma|irmao|prima|primo|amiga|amigo|vizinh[oa]|cunhad[oa]|colega|conhecid[oa]|madrinha|tia|tio|sogr[oa]|avo|vo|vovo|marido|esposo) (\w+ ){0,4}(teve|tomou|engoliu|perdeu|morreu|sofreu|passou por|quase|afogou|se afogou|caiu|desmaiou|convulsionou|queimou|se queimou|engasgou|passou mal)|(uma|um|outra|outro) (mae|mulher|bebe|crianca|menin[oa]) (que|do|da) |(?<!\b(tenho|tem|temos|sou mae de|e) )((uma|outra) crianca|outro bebe|(um|uma|outro|outra) (menin[oa]|alun[oa]|coleguinha)) (\w+ ){0,3}(engoliu|caiu|teve|tomou|bebeu|se afogou|afogou|morreu|quase|comeu|ficou|desmaiou|convulsionou|engasgou|queimou)|(mae|pai|professora|prof|tia|moca|diretora|cuidadora|coordenadora|pessoal) d[ao] (creche|escola|escolinha|bercario) (\w+ ){0,2}(contou|disse|falou|avisou|comentou)|(contou|contaram|disse|disseram|falou|falaram|comentou|comentaram|avisou|avisaram) que (um|uma|outro|outra) |(me )?(contou|confessou|desabafou|comentou) (\w+ ){0,2}que (esta|anda|pensa|sente|tem|teve|quer)|como (eu )?(ajudo|ajudar|posso ajudar) (ela|ele|uma amiga|minha amiga)|(meu|minha) (sogr[oa]|avo|vo|tia|tio|cunhad[oa]|prim[oa]|vizinh[oa]) (\w+ ){0,2}(teve|esta internad\w*|foi internad\w*)|(teve|houve|aconteceu) um caso de|(cunhad|irm|prim|amig|vizinh|tio|tia|sogr)\w* (\w+ ){0,3}(levou|leva) (a |o )?(filh|bebe|menin|net)\w*|(minha|meu) (irma|irmao|prima|primo|amiga|amigo|vizinh[oa]|cunhad[oa]|colega|sogr[oa]|marido) (esta|anda|vive) (passando|com|sem)|como (eu )?(posso )?(apoiar|apoio|ajudar|ajudo) (ela|ele|minha|meu|uma|um)?|(vive|fica|anda) (falando|dizendo|reclamando)|(bebe|crianca|menin[oa]|personagem) d[ao] (novela|serie|filme|video|desenho)|(dizem|falam|ouvi dizer) que |(uma|outra) mae (\w+ ){0,2}(contou|disse|falou|postou|comentou)|(atriz|ator|personagem|apresentador\w*|influencer|blogueir\w*|famos[oa]) |(novela|filme|serie|desenho|jornal|reportagem|video|programa|tv|televisao|podcast|radio|livro) (\w+ ){0,4}(mostrou|mostra|passou|passa|teve|tinha|falou|fala|contou|conta)|(passou|passa|mostrou|mostraram|falaram|deu|saiu) (\w+ ){0,2}(no|na) (fantastico|jornal|jornal nacional|tv|televisao|globo|record|sbt|noticia|reportagem|programa|novela|youtube|tiktok|instagram|internet|grupo)|(amig\w*|vizinh\w*|prim[oa]|tia|tio|irma|irmao|cunhad\w*|colega|conhecid\w*) (\w+ ){0,6}(me )?(contou|disse|falou) que|(cachorr|gat[oa]|gatinh|cadel|passarinh|calopsit|hamster|coelh|papagai)\w* (\w+ ){0,4}(comeu|tomou|engoliu|morreu|bebeu|caiu|lambeu|desmai\w*|engasgou|passou mal|quase))\b/;

/**
 * A part of a sentence dated in the past, weeks or more ago: "engasgou mês passado", "queimou o
 * dedinho há 1 mês", "ficou internado em janeiro", "quando ela nasceu ficou roxinha", "lembro do
 * susto quando...". Told plainly, with nothing that brings it up to now, it is a story, not an
 * emergency: tier 2 at most.
 */
const DATED_PAST =
  /\b(mes passado|semana passada|ano passado|(ha|faz) (\d+|um|uma|dois|duas|tres|alguns|algumas) (semanas?|mes|meses|anos?)|(\d+|uns|umas|alguns|algumas|poucos|poucas|dois|duas|tres) (dias|semanas|meses|anos) atras|(no|na|nas|nos) (natal|ano novo|carnaval|pascoa|ferias|festa junina|aniversario) (passad\w*|do ano passado)|(na|no) viagem (de|do|da) (fim de ano|natal|ano novo|carnaval|ferias|pascoa)|no parto d\w* (minha |meu )?(primeir\w*|outr\w*|mais velh\w*)|em (janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)|quando (ela |ele |o bebe |a bebe |o \w+ |a \w+ )?nasceu|quando (\w+ ){0,2}tinha (\d+|um|uma|dois|duas|tres|quatro|cinco|seis) (dias?|semanas?|mes|meses|anos?)|lembro (do|da|de|que|quando)|naquela vez|(uma|certa|numa) vez (\w+ ){0,2}(\w+ou|teve|tive|caiu|foi)|(ele |ela |\w+ )?tinha (\d+|um|uma|dois|tres|quatro|cinco|seis) (ano|anos|meses)|(no|na) (puerperio|pos parto|resguardo|gravidez|gestacao) d[oa] \w+|(no|na) (primeira|primeiro|outra|outro|ultima|ultimo) (gestacao|gravidez|parto|puerperio|pos parto)|(na|da) (vacina|dose) (anterior|passada)|na de \d+( meses)?|aos (\d+|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze) (dias?|semanas?|mes|meses) (ele |ela |\w+ )?(teve|tomou|ficou|caiu|engoliu|engasgou|queimou|convulsionou|desidratou|internou|foi internad\w*)|(teve|tomou|ficou|caiu|engoliu|engasgou|queimou|convulsionou|desidratou|internou|foi internad\w*) (\w+ ){0,6}(com|aos) (\d+|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze) (dias?|semanas?|mes|meses|anos?)|(semana|mes|ano) retrasad[oa]|quando (eu )?(estava|fiquei|era) gravida|durante a (gravidez|gestacao)|quando (eu )?(tive|ganhei) (a |o )?\w+|no (primeiro|1|ultimo|outro) parto)\b/;
const BROUGHT_TO_NOW = /\b(agora|ainda|neste momento|continua\w*|desde|hoje de novo|voltou a)\b/;
/** A birth dated weeks ago ("pari faz 2 semanas", "nasceu semana passada") gives an age, not a story. */
const BIRTH = /\b(nasceu|pari|ganhei|tive (o |a )?(bebe|filh\w*)|dei a luz|operei)\b/;
const WHEN_BORN = /\bquando (ela |ele |o bebe |a bebe |o \w+ |a \w+ )?nasceu\b/;

/** True when some part of the text is dated weeks or more ago: its parts are then read one by one. */
export const mentionsDatedPast = (text: string) => DATED_PAST.test(text);

/** True when this part of a sentence is dated weeks or more ago and nothing in it says "now". */
export function isToldAsPast(clause: string): boolean {
  return DATED_PAST.test(clause) && !BROUGHT_TO_NOW.test(clause) && !BIRTH.test(clause.replace(WHEN_BORN, ' '));
}

/**
 * A story of the past told with what it is like now: "isso foi antes da vacina", "na época", "já faz
 * 2 anos", or the child's age in years now beside an age then ("no parto … nasceu sem respirar,
 * hoje tem 3 anos").
 */
const STORY_OF_THE_PAST =
  /\b(isso (foi|aconteceu) (antes|ha|quando|na|no|em|com)|na(quela)? epoca|hoje (nem|ja nem|mal|nao) (me )?lembr\w*|ja passou (faz|ha) tempo|(fiz|fazendo|tratei|tratando) (\w+ ){0,4}(terapia|tratamento|psiquiatra|psicolog[oa]|remedio) (\w+ ){0,3}e (passou|melhorei|melhorou|(hoje |agora )?estou bem)|hoje sou outra pessoa|(passou|melhorei|superei|sai dessa) com (o |a )?(tratamento|terapia|ajuda)|(ja )?(faz|ha) (\d+|um|dois|tres|quatro|cinco|alguns|muitos|uns|mais de um) anos?|(ja )?(faz|ha) (\d+|dois|tres|quatro|cinco|seis|alguns|uns) meses(?! que (ele |ela )?(nasceu|pari|ganhei|tive))|no (primeiro|1|ultimo|outro) parto)\b/;
const AGE_NOW_IN_YEARS =
  /\b(hoje|agora|ja) (\w+ ){0,2}(ja )?(esta com|tem|com) (\d+|dois|tres|quatro|cinco|seis|sete|oito)( (anos|meses))?\b/;
/** "Engravidar de novo" is a new pregnancy, not the old story happening again. */
const PREGNANT_AGAIN = /\b((agora|hoje) (estou |fiquei )?)?(engravid\w*|gravida|ter outro filho|ter mais um) de novo\b/;
/** "Medo de acontecer de novo": a fear of the future, not the story happening again. */
const FEAR_OF_AGAIN =
  /\b(medo|receio|pavor) (de|que) (\w+ ){0,2}(acontecer|aconteca|ter|tenha|passar|passe) (\w+ )?de novo\b/;
/** "Estou bem agora": she is fine now, which does not bring the story back to now. */
const FINE_NOW =
  /\b((estou|esta) (bem|otima|otimo|recuperad[oa]) agora|agora (estou|esta) (bem|otima|otimo|recuperad[oa]))\b/;
/** Words that date the story or say how things stand now: none of them brings the story back. */
const DATING_WORDS = new RegExp(
  [STORY_OF_THE_PAST, AGE_NOW_IN_YEARS, PREGNANT_AGAIN, FEAR_OF_AGAIN, FINE_NOW].map((p) => p.source).join('|'),
  'g',
);
const AGE_THEN =
  /\b(no parto|na (gravidez|gestacao)|nasceu|recem nascid\w*|quando (era|tinha|tive|ganhei|nasceu)|(com|aos) (\d+|um|uma|dois|duas|tres|quatro|cinco|seis) (dias|semanas|meses|ano|anos))\b/;
const AGAIN_NOW = /\b(agora|neste momento|de novo|voltou a|outra vez|desde)\b/;

function isStoryOfThePast(sentence: string): boolean {
  const dated =
    STORY_OF_THE_PAST.test(sentence) ||
    ((AGE_NOW_IN_YEARS.test(sentence) || PREGNANT_AGAIN.test(sentence)) && AGE_THEN.test(sentence));
  return dated && !AGAIN_NOW.test(sentence.replace(DATING_WORDS, ' '));
}

/** True when the sentence tells of this baby or this mother now, in earnest. */
export function isToldAsNow(sentence: string): boolean {
  if (LAUGHTER.test(sentence)) return false;
  if (SOMEONE_ELSE.test(sentence)) return false;
  if (isStoryOfThePast(sentence)) return false;
  return !(LONG_AGO.test(sentence) && !NOW.test(sentence));
}

/** True when the sentence asks how to prepare or about the world, not about now. */
export function isPreparing(sentence: string): boolean {
  return (
    PREVENTION.test(sentence) ||
    CURIOUS.test(sentence) ||
    (GENERAL_QUESTION.test(sentence) && !ABOUT_NOW.test(sentence))
  );
}

/** True when the whole message says the danger already passed and nothing is wrong now. */
export function isResolved(message: string): boolean {
  const told = message.replace(FIGURES_OF_SPEECH, ' ');
  if (STILL_NOW.test(told)) return false;
  if (DOCTOR_SAID_NORMAL.test(told)) return true;
  return RESOLVED.test(told) && !SIGNS_STILL.test(told);
}
