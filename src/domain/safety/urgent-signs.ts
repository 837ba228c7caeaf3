import { SEVERE_ALLERGY_SIGNS } from './concepts/allergy';
import { BREATHING_SIGNS } from './concepts/breathing';
import { BURN_SIGNS } from './concepts/burn';
import { CHOKING_SIGNS } from './concepts/choking';
import { UNCONSCIOUS_SIGNS } from './concepts/consciousness';
import { CRISIS_CANNOT_GO_ON_WORDINGS } from './concepts/crisis-cannot-go-on';
import { CRISIS_DISAPPEARING_WORDINGS } from './concepts/crisis-disappearing';
import { CRISIS_DYING_WORDINGS } from './concepts/crisis-dying';
import { CRISIS_HARM_BABY_WORDINGS } from './concepts/crisis-harm-baby';
import { CRISIS_SELF_HARM_WORDINGS } from './concepts/crisis-self-harm';
import { DEHYDRATION_SIGNS } from './concepts/dehydration';
import { DROWNING_SIGNS } from './concepts/drowning';
import { BULGING_FONTANELLE_SIGNS } from './concepts/fontanelle';
import { MEDICINE_ERROR_SIGNS } from './concepts/medicine';
import { MOTHER_BLEEDING_SIGNS, MOTHER_BREATHLESS_SIGNS, MOTHER_CHEST_PAIN_SIGNS } from './concepts/mother-body';
import { POISONING_SIGNS } from './concepts/poison';
import { SEIZURE_SIGNS } from './concepts/seizure';
import { BLUE, THING_COLOURS } from './concepts/sign-words';
import { TRAPPED_IN_CAR_SIGNS } from './concepts/trapped-in-car';

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
  | 'trapped-in-car'
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

/** Signs read by pattern alone; falls, fevers and headaches with vision changes need more (below). */
const SIGNS: Partial<Record<EmergencyCategory, RegExp[]>> = {
  choking: CHOKING_SIGNS,
  breathing: BREATHING_SIGNS,
  unconscious: UNCONSCIOUS_SIGNS,
  seizure: SEIZURE_SIGNS,
  drowning: DROWNING_SIGNS,
  'trapped-in-car': TRAPPED_IN_CAR_SIGNS,
  poisoning: POISONING_SIGNS,
  'medicine-error': MEDICINE_ERROR_SIGNS,
  'bulging-fontanelle': BULGING_FONTANELLE_SIGNS,
  dehydration: DEHYDRATION_SIGNS,
  burn: BURN_SIGNS,
  'severe-allergy': SEVERE_ALLERGY_SIGNS,
  'mother-bleeding': MOTHER_BLEEDING_SIGNS,
  'mother-chest-pain': MOTHER_CHEST_PAIN_SIGNS,
  'mother-breathless': MOTHER_BREATHLESS_SIGNS,
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

const CRISES: Record<CrisisCategory, RegExp[]> = {
  'crisis-dying': CRISIS_DYING_WORDINGS,
  'crisis-disappearing': CRISIS_DISAPPEARING_WORDINGS,
  'crisis-self-harm': CRISIS_SELF_HARM_WORDINGS,
  'crisis-harm-baby': CRISIS_HARM_BABY_WORDINGS,
  'crisis-cannot-go-on': CRISIS_CANNOT_GO_ON_WORDINGS,
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
