/** The words the signs of tier 1 share: who, which part of the body, which colour, what was given or swallowed. */

/** `a` then `b` with at most `gap` words between them. */
export const near = (a: string, b: string, gap = 5) => new RegExp(`\\b(?:${a})\\w*(?: \\S+){0,${gap}} (?:${b})`);
/** `a` and `b` in either order, at most `gap` words apart. */
export const around = (a: string, b: string, gap = 5) => [near(a, b, gap), near(b, a, gap)];

export const BABY = 'bebe|ele|ela|filho|filha|filhinho|filhinha|menino|menina|crianca|neto|neta';

export const BODY =
  'labio|labios|boca|boquinha|pele|rosto|rostinho|carinha|cara|unha|unhas|dedos|dedinhos|maos|pes|pezinhos|maozinhas|corpo|corpinho|lingua|bochecha';
export const TURNED = 'esta|estava|ficou|ficando|fica|ficaram|virou|deixou|tudo|todo|toda|meio|bem|muito|mto';
export const BLUE = 'rox\\w*|arroxead\\w*|azul\\w*|azulad\\w*|cinz\\w*|cianose|cianotic\\w*';

/** "brinquedo roxo", "roupa azul": colours of things, not of the baby. */
export const THING_COLOURS =
  /\b(brinquedo|brinquedos|roupa|roupas|roupinha|body|macacao|meia|meias|sapato|bola|mancha|manchas|manchinhas?|hematoma|galo|tinta|lapis|giz|uva|uvas|beterraba|acai|fralda|chupeta|mamadeira|toalha|manta|cobertor|lencol|berco|quarto|parede|flor|vestido|blusa|calca|touca|tenis|pote|copo|prato|livro|carrinho|mordedor|cor)( de \w+| \w+)? (rox\w*|azul\w*|cinz\w*)\b/g;

export const GIVEN = 'dei|deu|demos|deram|dado|dada|tomou|tomado|coloquei|colocou|pinguei|pingou|dando';
export const MEDICINE_NAMES =
  'remedio|remedios|medicamento|xarope|dipirona|paracetamol|ibuprofeno|antibiotico|amoxicilina|antialergico|antitermico|gotas|dose|doses|comprimido|comprimidos|capsula|supositorio|colirio|pomada|spray|vitamina|seringa';
/** Given twice, double, wrong, an adult's: "dei dipirona duas vezes", "dei 40 gotas em vez de 4". */
export const GIVEN_WRONGLY =
  '(duas|2|tres|3) vezes (seguidas|seguida|em seguida|ao mesmo tempo|de uma vez|na mesma hora)|o dobro|dobrad\\w*|em dobro|a mais|demais|errad\\w*|trocad\\w*|troquei|de adulto|meu (\\w+ )?de adulto|(era|e) (o )?meu|de novo sem saber|do meu marido|da minha mae|do irmao|da irma|em vez de|ao inves de|no lugar d\\w+|por engano|sem querer|superdos\\w*|overdose|ja tinha dado|tinha acabado de dar|demos (os|nos) dois|sem saber';

export const SWALLOWED =
  'bebeu|tomou|engoliu|engoliram|comeu|ingeriu|lambeu|chupou|mastigou|provou|mordeu|(pos|colocou|botou|levou|enfiou) (\\w+ )?(na|a) boca|engolido|tomado|bebido|golinho|gole|golada|boca (\\w+ ){0,2}(cheir\\w*|com cheiro|com gosto|espum\\w*|queimad\\w*|ardendo|vermelh\\w*)|cheiro (\\w+ ){0,3}na boca';

/** Movements over and over, which with an absent look are a seizure without the word. */
export const REPEATED_MOVEMENTS =
  'movimentos? (\\w+ ){0,2}(repetid|ritmad|estranh|involuntar)\\w*|repetid\\w*|ritmad\\w*|sem parar|(dando|da|deu) (uns |umas )?(pulos|pulinhos|trancos|tremores|choquinhos|espasmos|sacudidas)|mastig\\w*|estal\\w* (a boca|os labios)|piscando|(batendo|mexendo|pulando) (\\w+ ){0,2}sozinh\\w*|contorc\\w*|trem\\w*';
export const ABSENT_LOOK =
  'nao (me )?(olha|olhava|responde|respondia|reage|reagia|atende|acompanha)|olh\\w* (\\w+ ){0,3}(pro|para o) (canto|lado|cima)|olhar (\\w+ )?(parado|fixo|vidrado|perdido|vazio)|olh\\w* (parad|fix|vidrad|desviad|virad)\\w*|olhando (pro|para o) nada|fora do ar|desligad\\w*|ausente|babando';

/** A first-person wish or thought: "quero", "tenho pensado em", "vontade de". */
export const WISH =
  'quero|queria|quis|vontade|pens\\w*|imagin\\w*|ideia|desej\\w*|gostaria|prefir\\w*|preferia|sonho|so quero|so queria|preciso';

/**
 * A limit or a strength that is not hers to the end: a growth curve's, a card's, her patience's, her
 * arms' after rocking ("sem força nos braços de tanto ninar").
 */
export const NOT_HER_LIMIT =
  '(?! ((da|do|de) (curva|normal|faixa|tabela|grafico|percentil|peso|cartao|credito|baixo|cima|paciencia)|(nos|nas|no|na) (bracos?|pernas?|costas|maos?|coluna)|(\\w+ ){0,3}de tanto))';
