import { NOT_HER_LIMIT } from './sign-words';

/** Tier 1, CVV 188: wordings of not being able to go on. */
export const CRISIS_CANNOT_GO_ON_WORDINGS: RegExp[] = [
  /\bnao (estou |to |tou |consigo |ando )?(aguent\w*|suport\w*)( mais)?\b/,
  /\bnao (consigo mais|tenho mais forcas|tenho mais forca|vejo (mais )?saida|vejo (mais )?sentido)\b/,
  new RegExp(`\\b(esta|estou|estava) (sem|no) (forcas|forca|meu limite|limite)\\b${NOT_HER_LIMIT}`),
  new RegExp(`\\b(cheguei|chegando|estou) (no|ao) (meu )?limite\\b${NOT_HER_LIMIT}`),
  /\b(quero|vou|estou|to) (desistir|desistindo) de (tudo|viver|mim|ser mae)\b/,
  /\bdesisto de (tudo|viver|mim)\b/,
  /\bsem saida\b/,
];
