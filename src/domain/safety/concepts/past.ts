/**
 * The time a sentence tells of: long ago, weeks ago, a story of the past told with how things
 * stand now. Sentences come already in one spelling (`readAsMotherMeant`).
 */

/** Long ago and not now: "ano passado", "quando eu era bebê", "na gravidez". */
const LONG_AGO =
  /\b(ano passado|anos atras|meses atras|quando (eu |ele |ela )?(era|eramos) (pequen\w*|bebe|crianca|nova|novinh\w*)|quando crianca|na (minha )?infancia|na infancia d\w+|na gravidez|na gestacao|quando (ela |ele )?nasceu|no primeiro mes)\b/;
const NOW = /\b(agora|hoje|desde|neste momento|ainda|de novo|ha \d+ (min\w*|hora\w*))\b/;
export const isLongAgo = (sentence: string) => LONG_AGO.test(sentence) && !NOW.test(sentence);

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

export function isStoryOfThePast(sentence: string): boolean {
  const dated =
    STORY_OF_THE_PAST.test(sentence) ||
    ((AGE_NOW_IN_YEARS.test(sentence) || PREGNANT_AGAIN.test(sentence)) && AGE_THEN.test(sentence));
  return dated && !AGAIN_NOW.test(sentence.replace(DATING_WORDS, ' '));
}
