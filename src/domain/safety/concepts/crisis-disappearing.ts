import { near, WISH } from './sign-words';

/** Tier 1, CVV 188: wordings of wanting to disappear or run away for good. */
export const CRISIS_DISAPPEARING_WORDINGS: RegExp[] = [
  near(
    WISH,
    '(?<!vai |vao |fazer |faz |demora pra |demora para |demorar pra |demorar para )(sumir|desaparecer|nao existir|deixar de existir|evaporar|fugir e nunca mais voltar|ir embora pra sempre|ir embora para sempre)',
    8,
  ),
  /\b(sumir|desaparecer) (do mapa|do mundo|de vez|pra sempre|para sempre|de tudo)\b/,
  /\bnao (queria|quero) (mais )?existir\b/,
  /\b(nunca mais (aparecer|voltar)|sumir (\w+ )?pra sempre)\b/,
];
