import { near } from './sign-words';
import { wordFamily } from './word-family';

/** Tier 2: words of the mother's own body after birth: bleeding, chest pain, breathlessness, headache. One alternative a line. */
export const MOTHER_BODY = wordFamily(
  String.raw`
parto
pos parto
cesare\w*
resguardo
puerper\w*
pari
absorvente\w*
pontos
(dor|aperto|pontada|pressao) (\w+ ){0,2}(peito|coracao|torax)
coracao (\w+ ){0,2}(disparad|aceler|doend|apertad)\w*
infarto
(dor|aperto|pontada|pressao|queimacao) (\w+ ){0,3}(peito|coracao|torax|braco esquerdo)
dor (\w+ ){0,2}cabeca
cabeca (\w+ ){0,2}(doendo|explodindo|latejando|estourando)
enxaqueca
vista
visao
enxerg\w*
pressao (alta|\d+|subiu|subindo)
tont[oa]
tontura
perna inchada
panturrilha
luzinhas
estrelinhas
pontinhos (brilh|de luz)\w*
embac\w*
borrad\w*
turv\w*
coagul\w*
encharc\w*
falta de ar
sem ar
ofegante
suando frio
suor frio
`,
);

/** Tier 1: the signs of mother bleeding that send her to 192 first. */
export const MOTHER_BLEEDING_SIGNS: RegExp[] = [
  /\b(sangrando|sangramento|sangue|sangrei|perdendo sangue|hemorragia)\b.*\b(muito|demais|forte|sem parar|absorvente|coagul\w*|cogulo\w*|escorrendo|encharc\w*|litros|aumentou|nao para|nao parar|tonta|desmai)/,
  /\b(muito|demais|bastante) (sangue|sangramento)\b/,
  /\bencharc\w*|encharq\w*/,
  /\b(tanto|muito|demais de) sangue|sangue demais\b/,
  /\babsorvente\w* (\w+ ){0,2}(toda hora|a cada hora|por hora|de hora em hora)/,
  near('sangue|sangramento', 'molhando|ensopando|escorrendo|vazando|passando', 2),
  /\b(absorvente|absorventes) (encharcad\w*|cheio|cheios|por hora|em uma hora|em menos de uma hora|a cada hora)/,
  /\bcoagul\w* (grandes?|enormes?|do tamanho)/,
  /\bhemorragia\b/,
];

/** Tier 1: the signs of mother chest pain that send her to 192 first. */
export const MOTHER_CHEST_PAIN_SIGNS: RegExp[] = [
  near(
    'dor(?!m)|dores|aperto|pontada|pressao|queimacao|doendo|doi(?!d)|esmagando|apertando|apertado',
    'peito|torax|coracao',
    6,
  ),
  /\bpeito (apertado|apertando|doendo|esmagad\w*)\b/,
  /\binfarto\b/,
  /\bcoracao (\w+ ){0,2}(disparad|aceler|doend)\w*/,
];

/** Tier 1: the signs of mother breathless that send her to 192 first. */
export const MOTHER_BREATHLESS_SIGNS: RegExp[] = [
  /\b(nao consigo|nao estou conseguindo|dificuldade (pra|para|de)|mal consigo|estou sem conseguir) respirar\b/,
  /\b(falta|faltando) (de |o )?ar\b/,
  /\bsem ar\b/,
];

/** Breast pain while feeding is not chest pain: "dor no peito quando ele mama". */
const BREASTFEEDING =
  /\b(amament\w*|mamar|mama|mamando|mamada\w*|mamilo\w*|bico|leite|empedr\w*|mastite|seio|seios|sutia|ordenh\w*|bombinha)\b/;

const CHEST_NOT_BREAST =
  /\b(meio do peito|por dentro|respir\w*|coracao|braco|enjoad\w*|suor|suando|irradia\w*|aperta|esmag\w*)\b/;

export function isBreastPain(text: string): boolean {
  const withoutDenials = text.replace(/\bnao e (n?[ao] |d[ao] )?(mama|seio|bico)\b/g, '');
  return BREASTFEEDING.test(withoutDenials) && !CHEST_NOT_BREAST.test(text);
}
