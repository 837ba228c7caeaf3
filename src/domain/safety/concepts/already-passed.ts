import { meant } from './figures-of-speech';

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

/** True when the whole message says the danger already passed and nothing is wrong now. */
export function isResolved(message: string): boolean {
  const told = meant(message);
  if (STILL_NOW.test(told)) return false;
  if (DOCTOR_SAID_NORMAL.test(told)) return true;
  return RESOLVED.test(told) && !SIGNS_STILL.test(told);
}
