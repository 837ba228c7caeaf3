import { wordFamily } from './word-family';

/** Tier 2: words of a fall or a knock on the head. One alternative a line. */
export const FALL = wordFamily(
  String.raw`
cai
caiu
cair
caindo
caido
caida
queda
quedas
tombo
tomb\w*
rolou
despenc\w*
escorreg\w*
escapou
derrub\w*
deixei cair
bateu (a |com a )?(cabec\w*|testa|nuca)
pancada
batida
galo
calombo
`,
);

const FALLEN =
  /\b(caiu|cai|caindo|queda|tombo|tombou|despencou|rolou|escorregou|bateu (a|com a|de) cabeca|bateu a cabecinha|bateu com a cabecinha|cabecada|batida na cabeca|pancada|derrubei|deixei cair|deixou cair|deix\w* (\w+ ){0,2}cair|escapou (do|da) (meu|minha|colo|mao|maos|braco|bracos))\b/;
const AFTER_FALL =
  /\b(vomit\w*|golfou muito|enjoad\w*|sonolent\w*|sonolencia|muito sono|dormindo muito|dormindo demais|nao acorda|nao quer acordar|dormindo (\w+ )?(direto|demais|muito|sem parar)|so (quer )?dorme|so quer dormir|mole|molinho|molinha|largad\w*|galo|galinho|galao|inchad\w*|inchaco|calombo|caroco|bolota|afundad\w*|afundou|mole na cabeca|sangr\w*|sangue|liquido|desmai\w*|desacordad\w*|apagou|convuls\w*|treme\w*|estranh\w*|esquisit\w*|diferente|nao para de chorar|chorando sem parar|irritad\w*|nao mexe|nao consegue mexer|nao mexe o braco|nao mexe a perna|vesgo|olho torto|nao chorou|ficou parad\w*|roxo|roxa)\b/;
const HIGH_FALL =
  /\b(escada|escadas|degraus|beliche|janela|sacada|varanda|laje|telhado|muro|segundo andar|andar de cima|do alto|de cima do armario|da bancada|da mesa|do trocador|trocador|do carrinho|carrinho|cadeirao|cadeira alta|do cadeirao|da cadeira|bebe conforto|do colo (de|do|da) (alguem )?em pe|de pe|de uma altura|altura|metro|metros|1 metro|um metro|m de altura)\b/;

const FALLING_THINGS =
  'dente|dentinho|chupeta|umbigo|coto|cabelo|cabelinho|unha|casca|crosta|mamadeira|brinquedo|pressao|leite|febre|peso|temperatura';
/** "o dente caiu", "quando cai o coto": things that fall, not the baby. */
const THING_FALLS = new RegExp(
  `\\b((${FALLING_THINGS})\\w* (\\w+ ){0,2}(caiu|cairam|ja caiu|cai|cair)|(cai|caiu|cair|cairam) (o |a |os |as )?(${FALLING_THINGS})\\w*)\\b`,
);

/** "ainda não caiu", "nunca caiu": no fall. */
const NOT_FALLEN = /\b(nao|nunca) (\w+ )?(caiu|cai|cairam|cair)\b/g;

/** Any fall of a baby under 3 months, one followed by a warning sign, or one from high up. */
export function isFallEmergency(told: string, babyAgeMonths: number | null): boolean {
  const text = told.replace(NOT_FALLEN, ' ');
  if (!FALLEN.test(text)) return false;
  if (THING_FALLS.test(text) && !/\b(bebe|ele|ela) caiu\b/.test(text)) {
    return false;
  }
  if (/\b(como|para|pra) (evitar|prevenir) (queda|quedas|que (ele|ela|o bebe) caia)/.test(text)) return false;
  if (AFTER_FALL.test(text)) return true;
  if (HIGH_FALL.test(text)) return true;
  return babyAgeMonths !== null && babyAgeMonths < 3;
}
