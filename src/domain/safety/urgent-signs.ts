import { SEVERE_ALLERGY_SIGNS } from './concepts/allergy';
import { BREATHING_SIGNS } from './concepts/breathing';
import { BURN_SIGNS } from './concepts/burn';
import { CHOKING_SIGNS } from './concepts/choking';
import { UNCONSCIOUS_SIGNS } from './concepts/consciousness';
import { DEHYDRATION_SIGNS } from './concepts/dehydration';
import { DROWNING_SIGNS } from './concepts/drowning';
import { BULGING_FONTANELLE_SIGNS } from './concepts/fontanelle';
import { MEDICINE_ERROR_SIGNS } from './concepts/medicine';
import { MOTHER_BLEEDING_SIGNS, MOTHER_BREATHLESS_SIGNS, MOTHER_CHEST_PAIN_SIGNS } from './concepts/mother-body';
import { POISONING_SIGNS } from './concepts/poison';
import { SEIZURE_SIGNS } from './concepts/seizure';
import { BLUE, near, THING_COLOURS } from './concepts/sign-words';

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

/** Signs read by pattern alone; falls, fevers and headaches with vision changes need more (below). */
const SIGNS: Partial<Record<EmergencyCategory, RegExp[]>> = {
  choking: CHOKING_SIGNS,
  breathing: BREATHING_SIGNS,
  unconscious: UNCONSCIOUS_SIGNS,
  seizure: SEIZURE_SIGNS,
  drowning: DROWNING_SIGNS,
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
