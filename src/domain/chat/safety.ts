import { normalizeText } from './care-topics';

export type Urgency = 'baby-emergency' | 'maternal-crisis' | 'medicine-dose' | null;

const BABY_EMERGENCY = [
  /\bengasg/,
  /\bsufoc/,
  /nao (esta |consegue )?respira/,
  /parou de respirar/,
  /\broxo\b|\broxa\b|arroxead|cianose/,
  /convuls|\bconvulsao|ataque epilep/,
  /desmai|desacordad|inconscien|nao (acorda|responde)/,
  /bateu a cabeca|caiu de cabeca/,
  /engoliu (uma |um )?(pilha|bateria|moeda|remedio|produto)/,
  /queimou|queimadura/,
];

const MATERNAL_CRISIS = [
  /me matar|suicid|tirar (a )?minha (propria )?vida|acabar com (a )?minha vida|quero morrer|nao quero (mais )?viver/,
  /(machucar|fazer mal|sacudir|jogar|bater n?o?)( ao| o| a| no| na)? (meu |minha )?(bebe|filh)/,
  /vontade de sumir|quero sumir|nao aguento mais viver/,
];

const MEDICINE_DOSE = [/quantas gotas|quantos ml|qual (a )?dose|dosagem|quanto de (remedio|dipirona|paracetamol|ibuprofeno)/];

/**
 * What must come first in Lu's answer, whatever answers: a possible emergency with the baby
 * (choking, not breathing, seizure, or any fever under 3 months), a mother in crisis, or a
 * question for a medicine dose, which Lu never gives.
 */
export function urgencyOf(message: string, babyAgeMonths: number | null): Urgency {
  const text = normalizeText(message);
  if (MATERNAL_CRISIS.some((p) => p.test(text))) return 'maternal-crisis';
  if (BABY_EMERGENCY.some((p) => p.test(text))) return 'baby-emergency';
  if (/\bfebre\b/.test(text) && babyAgeMonths !== null && babyAgeMonths < 3) return 'baby-emergency';
  if (/\bfebre\b/.test(text) && /(recem nascido|\b[0-2] (mes|meses)\b|\b\d{1,2} dias\b)/.test(text)) return 'baby-emergency';
  if (MEDICINE_DOSE.some((p) => p.test(text))) return 'medicine-dose';
  return null;
}

export const URGENT_OPENING: Record<Exclude<Urgency, null>, string> = {
  'baby-emergency':
    'Se for uma emergência, ligue agora para o 192 (SAMU). Se o bebê estiver engasgado e sem conseguir respirar, chorar ou tossir, siga o guia de desengasgo na tela SOS enquanto alguém liga. Febre em bebê com menos de 3 meses pede atendimento médico imediato.',
  'maternal-crisis':
    'Você não está sozinha, e o que está sentindo merece cuidado agora. Ligue para o CVV no 188 (gratuito, 24 horas) ou, se houver risco imediato para você ou para o bebê, para o SAMU no 192. Se puder, peça a alguém de confiança para ficar com você e com o bebê.',
  'medicine-dose':
    'Eu não indico doses de remédios: quem define o remédio e a dose certa para o peso do bebê é o pediatra. Em caso de dúvida urgente, ligue para o Disque-Intoxicação (0800 722 6001) ou para o 192.',
};
