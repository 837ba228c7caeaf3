import {
  type DangerConcept,
  DRINK_WITH_PILLS,
  GOODBYE_PREPARED,
  hasCrisisWords,
  PILLS_KEPT,
  possibleDangers,
  SHOOK_HARD,
} from './danger-concepts';
import { DANGER_MODEL, type DangerModel, type ModelReading, readWithModel } from './danger-model';
import { ageInMonthsFromText, mentionsFever } from './fever';
import { readAsMotherMeant } from './mother-speak';
import { isPreparing, isResolved, isToldAsNow, isToldAsPast, meant, mentionsDatedPast } from './sentence-sense';
import {
  type CrisisCategory,
  crisisSigns,
  type EmergencyCategory,
  emergencySigns,
  MOTHERS_OWN_CRISES,
  withoutCrisisWords,
} from './urgent-signs';

export type { DangerConcept } from './danger-concepts';
export type { CrisisCategory, EmergencyCategory } from './urgent-signs';

/**
 * What must come first in an answer to a mother, in two tiers. Tier 1 is certain: a sign of
 * FACTS §4 (192) or a crisis wording (CVV 188), and both when both. Tier 2 is possible: the
 * message touches a danger concept or words of dying or hurting that tier 1 did not confirm,
 * and gets a short calm line with the number instead of the alarm.
 */
export interface Urgency {
  emergencies: EmergencyCategory[];
  crises: CrisisCategory[];
  /** Tier 2, only when no emergency was confirmed. */
  possibleDangers: DangerConcept[];
  /** Tier 2, only when no crisis was confirmed. */
  possibleCrisis: boolean;
  /**
   * The possible crisis was heard in her words told of now, in earnest, not only guessed by the
   * learned reader.
   */
  possibleCrisisInWords: boolean;
  /**
   * The 192 lines come before the CVV lines. When both kinds are heard: harm already done to the
   * baby, pills or a poison she already took, or else the learned reader's choice over the whole
   * message.
   */
  opensWith192: boolean;
  /** A question for a medicine dose, which Lu never gives. */
  medicineDose: boolean;
}

export interface BabyOnRecord {
  name?: string | null;
  ageMonths?: number | null;
}

export const urgencyTier = (u: Urgency | null): 1 | 2 | null =>
  !u
    ? null
    : u.emergencies.length + u.crises.length > 0
      ? 1
      : u.possibleDangers.length > 0 || u.possibleCrisis
        ? 2
        : null;

const MEDICINE_DOSE =
  /\b(quantas gotas|quantos ml|qual (a )?dose|dosagem|quanto de (remedio|dipirona|paracetamol|ibuprofeno|xarope))\b/;

/**
 * Where a sentence's parts meet: a comma, or a word that brings the story to now when she typed no
 * comma ("tive hemorragia no parto da primeira agora to grávida de novo").
 */
const CLAUSE_BREAK = /,|\s(?=(?:agora|agr|hoje|hj)\b)/i;

/**
 * Below this emergency score the reader hears no danger in the message's words, and a sign of
 * tier 1 it holds is read as possible (a probability of about 0.05; chosen by leave-one-set-out on
 * the holdouts 26k, 26l and 26m beside the patterns written before them, decision 042).
 */
const TIER_ONE_DOUBT = -3;
const HAPPENING_NOW = /\b(agora|neste momento|socorro|urgente|me ajud\w*|rapido|pelo amor de deus)\b/;
/** How far from its middle the order head must be to add a number the words did not hear. */
const ORDER_SURE = 2;

/** "Faz 3 semanas que não durmo": a time that lasts until now, not a story that ended. */
const LASTING_UNTIL_NOW = /\b(ha|faz) (\w+ ){1,2}que\b/;
const BACK_TO_NOW = /\b(agora|ainda|neste momento|continua\w*|desde|hoje|de novo|outra vez|voltou a)\b/;

/** Sentences, kept whole across a decimal point ("38.2") and an ellipsis ("ficou azul... de tinta"). */
const sentencesOf = (message: string) =>
  message.split(/(?:[!?;\n]|(?<!\.)\.(?![\d.]))+/).filter((s) => s.trim().length > 0);

export function detectUrgency(
  message: string,
  baby: BabyOnRecord | null = null,
  model: DangerModel = DANGER_MODEL,
): Urgency | null {
  const sentences = sentencesOf(message);
  const read = sentences.map((s) => readAsMotherMeant(s, baby?.name));
  const whole = read.join(' . ');
  // Tier 1 reads what she tells of now, in earnest, without the parts dated weeks ago; tier 2
  // reads every word she wrote.
  // A sentence is read whole first ("teve convulsão com 2 anos, faz 1 ano" is a story), then part by part.
  const now = sentences.flatMap((s, i) => {
    const sentence = read[i] as string;
    if (!isToldAsNow(sentence)) return [];
    if (!mentionsDatedPast(sentence)) return [sentence];
    // The parts after a dated one go on with the story until one comes back to now ("quando ele
    // tinha 4 anos desmaiou, ficou branquinho e caiu, hoje tem 9").
    let inThePast = false;
    const rest = s
      .split(CLAUSE_BREAK)
      .map((part) => readAsMotherMeant(part, baby?.name))
      .filter((part) => {
        if (isToldAsPast(part)) inThePast = !LASTING_UNTIL_NOW.test(part);
        else if (BACK_TO_NOW.test(part)) inThePast = false;
        return !inThePast;
      })
      .join(' ');
    return isToldAsNow(rest) ? [rest] : [];
  });
  const told = isResolved(whole) ? [] : now.filter((s) => !isPreparing(s)).map(meant);

  const toldNow = now.map(meant).join(' . ');
  const crises = crisisSigns(toldNow);
  const ageFromText = ageInMonthsFromText(whole);
  const babyAgeMonths = ageFromText ?? baby?.ageMonths ?? null;
  const toldText = told.join(' . ').replace(HARM_THOUGHT, ' ');
  const signs = (text: string) => emergencySigns({ text, fever: mentionsFever(text), babyAgeMonths });
  // The crisis line answers what her own crisis words say ("separei os remédios todos"): an
  // emergency must also be told apart from them.
  const apart =
    crises.length > 0 ? signs(withoutCrisisWords(toldText, MOTHERS_OWN_CRISES).replace(HARM_THOUGHT, ' ')) : null;
  const emergencies = signs(toldText).filter((c) => !apart || apart.includes(c));

  // A certain crisis's own words ("dormir e não acordar") are not a second, possible danger.
  const rest = crises.length > 0 ? withoutCrisisWords(whole) : whole;
  const possible = possibleDangers(rest);
  // A fever is a danger concept while the baby's age is unknown or under 3 months; from 3 months
  // it is a care topic.
  const medicineDose = MEDICINE_DOSE.test(whole);
  // A dose question has its own line, which already names the Disque-Intoxicação and 192.
  const named = possible.concepts.filter(
    (c) =>
      (c !== 'fever' || ((babyAgeMonths === null || babyAgeMonths < 3) && mentionsFever(rest))) &&
      !(medicineDose && c === 'medicine'),
  );
  // The learned reader raises: it names a danger or a crisis the word families missed. Beside a
  // crisis the patterns heard, a danger only the reader guesses is most often the crisis itself
  // ("vou fazer uma besteira"), so it is not asked to raise one. It is read only when its answer is
  // needed: to raise, to doubt a tier-1 sign, or to choose the first number.
  const patternsHeardCrisis = crises.length > 0 || possible.crisis;
  let reading: ModelReading | undefined;
  const reader = () => {
    reading ??= readWithModel(read.join(' '), model);
    return reading;
  };
  const learned = patternsHeardCrisis ? { emergency: false, crisis: false } : reader();
  // A sign of tier 1 in a message where the reader hears no danger at all ("a moleira é molinha em
  // cima, normal?", "ele não tá roxo nem nada") is read as possible: tier 2 keeps its line with 192.
  // A sign she says is happening now, or a cry for help, is never doubted.
  const doubted =
    emergencies.length > 0 &&
    crises.length === 0 &&
    !HAPPENING_NOW.test(toldText) &&
    reader().emergencyScore < TIER_ONE_DOUBT;
  const certain = doubted ? [] : emergencies;
  const concepts: DangerConcept[] = named.length === 0 && (learned.emergency || doubted) ? ['unnamed-danger'] : named;
  const tookAndGave = TOOK_AND_GAVE.test(whole);
  // The community card follows her words told of now, in earnest (not "morrendo de sono", not a
  // cousin's depression, not last year's), as tier 1 reads them.
  const possibleCrisisInWords = crises.length === 0 && ((possible.crisis && hasCrisisWords(toldNow)) || tookAndGave);
  let possibleCrisis = crises.length === 0 && (possible.crisis || learned.crisis || tookAndGave);
  const crisisHeard = crises.length > 0 || possibleCrisis;
  // Harm she already did to the baby, beside a sign or a crisis apart from the harm's own words
  // ("sacudi ele e agora tá quieto demais"), pills or a poison she already took: a body in danger
  // now, whatever else the message says.
  const babySafe = crisisHeard && BABY_SAFE.test(whole);
  const harmDone = crisisHeard && !babySafe && isHarmDone(whole, named);
  const herBodyHarmed = crisisHeard && HER_BODY_HARMED.test(whole);
  let possible192: DangerConcept[] =
    certain.length > 0 ? [] : (harmDone || herBodyHarmed) && concepts.length === 0 ? ['unnamed-danger'] : concepts;
  const dangerHeard = certain.length > 0 || possible192.length > 0;
  // Which number first, when both kinds are heard (decisions 042 and 043): a body harmed already
  // opens with 192; pills kept or a goodbye made ready, nothing done yet, with CVV; a kind that
  // leads (certain beside possible, or named in her words beside one only the reader guesses)
  // opens unless the reader is sure of the other; otherwise the reader's whole-message choice.
  // When the words heard only one kind, the reader adds the other only when it hears it too and
  // is sure.
  let opensWith192 = true;
  if (crisisHeard && dangerHeard) {
    const order = reader().orderScore;
    const leading = leadingKind({
      certainDanger: certain.length > 0,
      certainCrisis: crises.length > 0,
      crisisInWords: crises.length > 0 || possible.crisis || tookAndGave,
      // A danger named only inside a thought ("pensa em se jogar da passarela") is the crisis's own image.
      dangerInWords:
        certain.length > 0 ||
        harmDone ||
        herBodyHarmed ||
        (named.length > 0 && possibleDangers(rest.replace(THOUGHT_OF_IT, ' ')).concepts.length > 0),
    });
    opensWith192 =
      herBodyHarmed ||
      certain.some((c) => c.startsWith('mother-')) ||
      tookAndGave ||
      harmDone ||
      (!isPlanPrepared(whole) &&
        !babySafe &&
        (leading === 'danger' ? order <= ORDER_SURE : leading === 'crisis' ? order < -ORDER_SURE : order <= 0));
  } else if (dangerHeard && reader().crisis && reader().orderScore > ORDER_SURE) {
    possibleCrisis = true;
    opensWith192 = false;
  } else if (
    crisisHeard &&
    !dangerHeard &&
    !babySafe &&
    !isPlanPrepared(whole) &&
    reader().emergency &&
    reader().orderScore < -ORDER_SURE
  ) {
    possible192 = ['unnamed-danger'];
  }
  const urgency: Urgency = {
    emergencies: certain,
    crises,
    possibleDangers: possible192,
    possibleCrisis,
    possibleCrisisInWords,
    opensWith192,
    medicineDose,
  };
  return urgencyTier(urgency) === null && !urgency.medicineDose ? null : urgency;
}

/**
 * The kind that opens unless the reader is sure of the other: a certain kind beside a possible
 * one, or else a kind her words name beside one only the reader guesses; none when both or
 * neither are in her words.
 */
function leadingKind(heard: {
  certainDanger: boolean;
  certainCrisis: boolean;
  dangerInWords: boolean;
  crisisInWords: boolean;
}): 'danger' | 'crisis' | null {
  if (heard.certainDanger) return 'danger';
  if (heard.certainCrisis) return 'crisis';
  if (heard.dangerInWords !== heard.crisisInWords) return heard.dangerInWords ? 'danger' : 'crisis';
  return null;
}

/** Pills kept or a goodbye made ready, nothing done yet: the CVV line comes first. */
const isPlanPrepared = (whole: string) => PILLS_KEPT.test(whole) || GOODBYE_PREPARED.test(whole);

/**
 * What she says she already did to her own body: pills or a poison taken, a cut that bleeds. Her
 * body is in danger now, so 192 comes before 188.
 */
const HER_BODY_HARMED_OWN =
  /\b((tomei|engoli) (uns|umas|alguns|algumas|varios|varias|muitos|muitas|todos|todas|tudo|um monte|a cartela|o vidro|a caixa|os remedios|os comprimidos|\d+)|(tomei|engoli) (uma |a |o |um )?(cartela|caixa|vidro|frasco)|(tomei|engoli) (\w+ ){0,2}(cartela|caixa|vidro|frasco) (inteir|tod)\w*|(bebi|tomei|engoli) (\w+ ){0,3}(agua sanitaria|veneno|soda|alvejante|desinfetante|cloro|querosene|gasolina|thinner|removedor|chumbinho|raticida|inseticida)|me (cortei|furei|esfaqueei) [^.]*\b(sangr\w*|sangue)|(sangr\w*|sangue) [^.]*\bme (cortei|furei|esfaqueei)|(corda|cinto|lencol|fio|cabo|cordao) (\w+ ){0,2}(no|em volta do|envolta do|ao redor do) (meu )?pescoco)\b/;
const HER_BODY_HARMED = new RegExp(`${HER_BODY_HARMED_OWN.source}|\\b(${DRINK_WITH_PILLS.source})\\b`);

/**
 * Harm she says she already did to the baby, not a thought of it ("quase joguei" is a thought),
 * or the baby left alone at home: the baby may need 192 now.
 */
const DONE_TO_THE_BABY_OWN =
  /(?<!\bquase )\b(deixei (o |a |meu |minha )?(bebe|ele|ela|\w+) (\w+ ){0,4}(sozinh\w*|e (fui|sai) (pra|para a|na) rua|e sai de casa)|deixei (o |a )?(bebe|ele|ela|\w+) (\w+ ){0,2}(no|dentro do) carro|deixei (o |a )?(bebe|ele|ela|\w+) (na|no|dentro da) (banheira|banho|piscina|bacia|balde) (\w+ ){0,3}e (sai|fui)|(?<!\bme )tranquei (o bebe|a bebe|ele|ela|o \w+|a \w+)|larguei (o bebe|a bebe|ele|ela|o \w+|a \w+)|(fechei|tranquei) (a porta|o quarto) (\w+ ){0,4}com (ele|ela|o bebe|a bebe)|(sacudi|chacoalhei) (o|a) \w+|(bebe|ele|ela) (esta|ficou) (la )?sozinh\w*|deixei (o bebe|a bebe|ele|ela) (\w+ ){0,4}e (sai|fui) (andando|embora)|dei (\w+ ){0,2}(remedios?|comprimidos?|calmantes?|xarope|gotas|pilulas?|dipirona|rivotril|bebida|cachaca|alcool|veneno|um pouco|demais) (\w+ ){0,3}(pra|pro|para|ao|a) (ele|ela|bebe|\w+)|(coloquei|botei|pus|tampei|tapei|cobri|abafei) (\w+ ){0,4}(em cima dele|em cima dela|cara|rosto\w*|boca|boquinha|nariz\w*|pescoc\w*)|(apertei|sacudi|chacoalhei|joguei|bati|afoguei|sufoquei|empurrei|derrubei|sacudimos) (\w+ ){0,4}(nele|nela|ele|ela|bebe|cara|rosto\w*|boca|boquinha|nariz\w*|pescoc\w*|cabec\w*|parede|chao)|dei (um |uns |uma )?(tapa|tapas|tapao|soco|murro|chinelada|palmada|palmadas|empurrao|chacoalhao|sacode|beliscao) (nele|nela|no bebe|na bebe|\w+))\b/;
const DONE_TO_THE_BABY = new RegExp(`${DONE_TO_THE_BABY_OWN.source}|(?<!\\bquase )\\b(${SHOOK_HARD.source})\\b`);
const DONE_TO_THE_BABY_ALL = new RegExp(DONE_TO_THE_BABY.source, 'g');

/**
 * Harm she already did to the baby, not in a thought of it, beside a sign or a crisis apart from
 * the harm's words; or the baby with her where she means to end her life.
 */
function isHarmDone(whole: string, named: DangerConcept[]): boolean {
  const notThought = whole.replace(HARM_THOUGHT, ' ');
  return (
    (DONE_TO_THE_BABY.test(notThought) && (named.length > 0 || crisisBesideHarm(notThought))) ||
    BABY_AT_HER_CRISIS.test(whole.replace(THOUGHT_CLAUSE, ' ').replace(KEEPING_AWAY, ' '))
  );
}

/** A crisis in her words apart from the harm she already did. */
function crisisBesideHarm(text: string): boolean {
  const beside = text.replace(DONE_TO_THE_BABY_ALL, ' ');
  return hasCrisisWords(beside) || crisisSigns(beside).length > 0;
}

/**
 * The baby with her at a place or a way she names to end her life ("na ponte com o bebê no colo",
 * "vou me jogar no rio com ele"): the baby is in danger now as well.
 */
const WITH_THE_BABY =
  '(com (o bebe|a bebe|ele|ela|meu filho|minha filha|meu bebe|minha bebe|os dois|as duas)|(o |a )?\\w+ (esta )?(do meu lado|aqui do lado|perto de mim)|com (o |a )?(carrinho|bebe conforto|canguru|sling)|com (o |a )?\\w+ (no colo|nos bracos|junto|comigo|na cadeirinha|no bebe conforto|no banco de tras)|levar (o bebe|a bebe|ele|ela|\\w+) (comigo|junto)|levei (o bebe|a bebe|ele|ela|o \\w+|a \\w+) (pra|para|ate|na|no)|(ele|ela|o bebe|a bebe) (esta )?(aqui )?(comigo|no meu colo|nos meus bracos)|eu e (ele|ela|o bebe|a bebe))';
const CRISIS_PLACE =
  '(ponte|janela|sacada|varanda|laje|telhado|parapeito|trilhos?|linha do trem|rodovia|pista|estrada|rio|represa|mar|viaduto|beirada|pular|me jogar|afogar|carro|dirigindo|volante|gas|caixa (d )?agua|dagua|muro|predio|terraco|marquise|faca|tesoura|lamina|gilete|estilete)';
const BABY_AT_HER_CRISIS = new RegExp(
  `\\b(${WITH_THE_BABY} (\\w+ ){0,10}${CRISIS_PLACE}|${CRISIS_PLACE} (\\w+ ){0,10}${WITH_THE_BABY})\\b`,
);

/** She says the baby is safe now ("ele tá seguro no berço", "ficou com a vó"): her crisis comes first. */
const BABY_SAFE =
  /\b(ele|ela|o bebe|a bebe) (esta|ficou) (\w+ ){0,2}(segur[oa]|com (o pai|a vo|a avo|o avo|meu marido|minha mae|minha sogra|o marido))\b/;

/** A thought to the end of its clause: where she thinks of going is not where she is. */
const THOUGHT_WORDS =
  'penso|pensei|pensando|pensa|pensou|pensamentos? (\\w+ )?(de|em)|me vem|imagem (de|da|do)|imagino|imaginei|imaginando|vontade de|ideias? de';
const THOUGHT_CLAUSE = new RegExp(`\\b(${THOUGHT_WORDS}|medo de) (em )?[^.,]*`, 'g');

/** What she does to keep the baby away from the means ("evito ficar perto da faca com ele"). */
const KEEPING_AWAY = /\b(evito|evitando|nao (fico|chego|deixo)|fujo|escondi|tirei|guardei|tranquei) [^.,]*/g;

/** A thought or a wish to the end of its clause; a fear ("medo de ele se afogar") is not one. */
const THOUGHT_OF_IT = new RegExp(`\\b(${THOUGHT_WORDS}) (em )?[^.,]*`, 'g');

/** She drank or took something and gave it to the baby too: the baby's poisoning and her crisis at once. */
const TOOK_AND_GAVE =
  /\b(bebi|tomei|engoli) (\w+ ){0,5}e dei (\w+ ){0,3}(pra|para|pro|a|ao) (ela|ele|o bebe|a bebe|\w+)\b/;

/**
 * A thought of harming the baby, up to the end of its clause ("pensamentos de deixar ela cair da
 * escada"): what it names has not happened, so it is not an emergency sign.
 */
const HARM_THOUGHT =
  /\b((pensamentos?|pens\w*|imagin\w*|ideias?|vontade|medo|me vem|vem na (cabeca|mente)) ((?!(ele|ela|se|me|o bebe|a bebe) )\w+ ){0,4}((de|em) )?(deix|jog|machuc|sacud|afog|sufoc|bat|apert|larg|empurr|derrub|bot|coloc|tamp|tap|solt|deslig)\w* [^.,]*|(imagin\w*|pensando|penso|vejo na (minha )?cabeca|a imagem d\w*) (ele|ela|o bebe|a bebe) \w+ndo[^.,]*)/g;

/**
 * The model's second opinion, when one is configured: it can only raise a tier, never lower
 * one, so the offline reading alone decides everything it already heard.
 */
export function raisedByOpinion(
  urgency: Urgency | null,
  opinion: { emergency: boolean; crisis: boolean } | null,
): Urgency | null {
  if (!opinion || (!opinion.emergency && !opinion.crisis)) return urgency;
  const base: Urgency = urgency ?? {
    emergencies: [],
    crises: [],
    possibleDangers: [],
    possibleCrisis: false,
    possibleCrisisInWords: false,
    opensWith192: true,
    medicineDose: false,
  };
  const emergencies = opinion.emergency && base.emergencies.length === 0 ? ['other-danger' as const] : base.emergencies;
  const crises = opinion.crisis && base.crises.length === 0 ? ['crisis-cannot-go-on' as const] : base.crises;
  return {
    ...base,
    emergencies,
    crises,
    possibleDangers: emergencies.length > 0 ? [] : base.possibleDangers,
    possibleCrisis: crises.length === 0 && base.possibleCrisis,
    possibleCrisisInWords: crises.length === 0 && base.possibleCrisisInWords,
    opensWith192: (opinion.emergency && base.emergencies.length === 0) || base.opensWith192,
  };
}

/** Words that, typed into a search box, mean a mother may need the SOS screen now. */
const EMERGENCY_SEARCH =
  /\b(engasg\w*|sufoc\w*|afog\w*|convuls\w*|desmai\w*|desacordad\w*|nao respira\w*|parou de respirar|rox\w*|intoxica\w*|envenen\w*|queimad\w*|queimou|caiu|queda|bateu a cabeca|sangr\w*|emergencia|socorro|samu|192|reanima\w*|rcp|heimlich|desengasg\w*|anafila\w*|alergia grave|pilha|bateria|ima|agua sanitaria)\b/;

/** True when a search for these words should show the SOS card above any result. */
export function isEmergencySearch(query: string): boolean {
  const text = readAsMotherMeant(query);
  if (text.length === 0) return false;
  const found = detectUrgency(query);
  return EMERGENCY_SEARCH.test(text) || (found !== null && found.emergencies.length + found.crises.length > 0);
}
