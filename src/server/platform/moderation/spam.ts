import type { ModerationKind, RecentWriting } from './moderation';
import { normalize } from './normalize';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/*
 * Contact and selling. The community is for mothers talking to each other, not a marketplace,
 * and a phone number or e-mail in a public post exposes a mother to strangers. The rules:
 *  1. a phone number or an e-mail address is always refused;
 *  2. so is an invitation to continue elsewhere (WhatsApp, Telegram, Instagram, "link na bio");
 *  3. "me chama no privado" alone is a mother offering support, and passes; with any talk of
 *     buying or selling it is a sale;
 *  4. one kind of selling expression alone passes ("vendo que meu bebê melhorou", "comprei na
 *     promoção com desconto"); two different kinds are an advertisement.
 */

/**
 * Brazilian numbers: optional +55, optional area code, optional leading 9, then 4 + 4 digits.
 * Emergency numbers (192, 193, 136, 180) and a CEP (01310-100) have too few digits to match.
 */
const PHONE = /(?<!\d)(?:\+\s?55[\s.-]?)?(?:\(?\d{2}\)?[\s.-]?)?(?:9[\s.-]?)?\d{4}[\s.-]?\d{4}(?!\d)/g;
const YEAR = /^(?:19|20)\d{2}$/;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;
/** "maria arroba gmail", for the spelled-out address. */
const SPELLED_EMAIL = /\barroba (?:gmail|hotmail|outlook|yahoo|icloud|bol|uol)\b/;

const OFF_PLATFORM_INVITATION =
  /\b(?:chama|chame|chamem|me manda|me mande|manda msg|manda mensagem|manda uma mensagem|fala comigo|me add|me adiciona|me segue|me sigam|sigam|entra|entre|entrem)\b(?: [a-z0-9]+){0,3}? (?:no|na|nos|pelo|pela|via|do|da|meu|minha) (?:zap|zapzap|whats|whatsapp|wpp|telegram|insta|instagram|direct|dm|tiktok)\b/;
const LINK_IN_PROFILE = /\blink (?:na bio|no perfil|na descricao)\b/;
const PRIVATE_CHAT_INVITATION =
  /\b(?:chama|chame|chamem|me manda|me mande|manda msg|manda mensagem|manda uma mensagem|fala comigo)\b(?: [a-z0-9]+){0,2}? (?:no |na |pelo |por |via |de )?(?:privado|pv|inbox|particular)\b/;
const BUYING_TALK = /\b(?:comprar|compra|encomendar|valor|valores|preco|precos|pedido|pedidos)\b/;

/** Each kind counts once, however many of its words appear: "promoção com desconto" is one deal. */
const SELLING_EXPRESSIONS = [
  // "Estou vendo que..." and "vendo se ela dorme" are seeing, not selling.
  /(?<!\b(?:estou|estava|esta|estamos|estao|to|ta|tou|tava|fico|fiquei|ando|andei|vou|vai|continuo|sigo|so|nao|ja) )\bvendo\b(?! (?:que|se|como|quando|onde)\b)|\b(?:vende se|vendese|vendem se|vendemos|a venda|pronta entrega)\b/,
  /\b(?:revendedora|revendedoras|revendedor|revenda|revender)\b/,
  /\b(?:encomendas|sob encomenda|aceito encomenda|faco encomenda)\b/,
  /\b(?:pix|parcelado|parcelo|sem juros)\b/,
  /\b(?:renda extra|(?:ganhe|ganhar) dinheiro|(?:trabalhe|trabalhar) (?:de|em) casa)\b/,
  /\b(?:promocao|promocoes|frete gratis|desconto|descontos|cupom)\b/,
  /\b(?:interessadas|interessados)\b/,
];
/** A price is read from the original text: normalize() turns "R$" into letters. */
const PRICE = /\bR\$\s?\d/i;

export function hasPhoneNumber(text: string): boolean {
  return [...text.matchAll(PHONE)].some(([match]) => !isYearRange(match));
}

/** "2023-2024" has the shape of a phone number but is two years. */
function isYearRange(match: string): boolean {
  const digits = match.replace(/\D/g, '');
  return digits.length === 8 && YEAR.test(digits.slice(0, 4)) && YEAR.test(digits.slice(4));
}

function hasEmail(text: string): boolean {
  return EMAIL.test(text) || SPELLED_EMAIL.test(normalize(text));
}

function countSellingExpressions(text: string, normalized: string): number {
  const expressions = SELLING_EXPRESSIONS.filter((expression) => expression.test(normalized)).length;
  return expressions + (PRICE.test(text) ? 1 : 0);
}

export function isContactOrSelling(text: string): boolean {
  if (hasPhoneNumber(text) || hasEmail(text)) return true;
  const normalized = normalize(text);
  if (OFF_PLATFORM_INVITATION.test(normalized) || LINK_IN_PROFILE.test(normalized)) return true;
  const selling = countSellingExpressions(text, normalized);
  if (PRIVATE_CHAT_INVITATION.test(normalized) && (selling > 0 || BUYING_TALK.test(normalized))) return true;
  return selling >= 2;
}

/*
 * Links. Only official or long-standing Brazilian and international health sources may be linked,
 * so a mother is never sent to a shop, a scam or a miracle cure; a host passes when it is one of
 * these or a subdomain of one. gov.br takes in the Ministério da Saúde, Anvisa and every state
 * and city health department.
 */
const ALLOWED_LINK_HOSTS = [
  'gov.br', // Ministério da Saúde, Anvisa, secretarias de saúde
  'sbp.com.br', // Sociedade Brasileira de Pediatria
  'sbim.org.br', // Sociedade Brasileira de Imunizações
  'febrasgo.org.br', // Federação Brasileira de Ginecologia e Obstetrícia
  'fiocruz.br', // Fiocruz, including its breastfeeding and child-health portals
  'einstein.br', // Hospital Israelita Albert Einstein
  'who.int', // Organização Mundial da Saúde
  'paho.org', // Organização Pan-Americana da Saúde
  'unicef.org',
];

const EXPLICIT_LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']*/gi;
/**
 * A bare domain needs a known ending, so "bem.ela" (a missing space) is not a link. Endings that
 * are also Portuguese words ("me", "to", "ai", "es") are left out for the same reason, and so is
 * a capitalised ending: "dormiu bem.Com 3 meses" starts a sentence. WhatsApp's and Telegram's
 * "wa.me" and "t.me" are named instead.
 */
const DOMAIN_ENDINGS = [
  'com',
  'net',
  'org',
  'br',
  'int',
  'gov',
  'edu',
  'info',
  'biz',
  'io',
  'ly',
  'co',
  'gl',
  'tv',
  'cc',
  'ee',
  'us',
  'uk',
  'pt',
  'app',
  'site',
  'online',
  'store',
  'shop',
  'xyz',
  'link',
  'club',
  'vip',
  'top',
  'live',
  'blog',
  'page',
  'dev',
  'ws',
  'sh',
  'fm',
  'gg',
  'tk',
];
const BARE_DOMAIN = new RegExp(
  `\\b(?:(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\\.)+(?:${DOMAIN_ENDINGS.flatMap((ending) => [ending, ending.toUpperCase()]).join('|')})|wa\\.me|t\\.me)\\b`,
  'g',
);

function linkHosts(text: string): string[] {
  const explicit = [...text.matchAll(EXPLICIT_LINK)].map(([link]) => hostOf(link));
  const bare = [...text.replace(EXPLICIT_LINK, ' ').matchAll(BARE_DOMAIN)].map(([domain]) => hostOf(domain));
  return [...explicit, ...bare];
}

function hostOf(link: string): string {
  const withoutScheme = link.replace(/^https?:\/\//i, '');
  const host = withoutScheme.split(/[/?#:]/)[0] ?? '';
  return host
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.+$/, '');
}

export function isAllowedHost(host: string): boolean {
  return ALLOWED_LINK_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

export function hasUnknownLink(text: string): boolean {
  return linkHosts(text).some((host) => !isAllowedHost(host));
}

/*
 * Repetition and flooding look at the author's own recent writings of the same kind.
 * Short courtesies ("Obrigada!", "Força, mamãe!", "Amém 🙏") are naturally written again under
 * other posts, so only texts of a few words or more count as repeated.
 */
const MIN_WORDS_TO_REPEAT = 4;

const FLOOD_LIMITS: Record<ModerationKind, { count: number; windowMs: number }> = {
  post: { count: 10, windowMs: 10 * MINUTE_MS },
  comment: { count: 20, windowMs: 5 * MINUTE_MS },
};

function isWithin(date: Date, now: Date, windowMs: number): boolean {
  return now.getTime() - date.getTime() < windowMs;
}

export function isRepeated(text: string, recent: RecentWriting[], now: Date): boolean {
  const normalized = normalize(text);
  if (normalized.split(' ').length < MIN_WORDS_TO_REPEAT) return false;
  return recent.some(
    (writing) => isWithin(writing.createdAt, now, DAY_MS) && normalize(writing.content) === normalized,
  );
}

export function isFlooding(kind: ModerationKind, recent: RecentWriting[], now: Date): boolean {
  const { count, windowMs } = FLOOD_LIMITS[kind];
  return recent.filter((writing) => isWithin(writing.createdAt, now, windowMs)).length >= count;
}
