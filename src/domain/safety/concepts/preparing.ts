/**
 * A mother preparing, or asking about the world, not telling of now: such a sentence is read by
 * tier 2 only (the short line with the number, never the alarm). Sentences come already in one
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

/** True when the sentence asks how to prepare or about the world, not about now. */
export function isPreparing(sentence: string): boolean {
  return (
    PREVENTION.test(sentence) ||
    CURIOUS.test(sentence) ||
    (GENERAL_QUESTION.test(sentence) && !ABOUT_NOW.test(sentence))
  );
}
