/**
 * Ways of speaking that share words with danger: laughter, hyperbole, everyday sights. What they
 * say is read by tier 2 only. Sentences come already in one spelling (`readAsMotherMeant`).
 */

/** A sentence laughed at ("kkkk", "hahaha", "rs") is read as a figure of speech: tier 2 at most. */
const LAUGHTER = /\b(k{3,}|(ha){2,}h?|(he){2,}|(rs)+|lol|ri (demais|muito|horrores|alto))\b/;
export const isLaughedAt = (sentence: string) => LAUGHTER.test(sentence);

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
