import { suggestionLine } from '../../../domain/chat/suggestions';
import { ageOf } from '../../../domain/chat/topics/care-topic';
import type { LuContext } from '../../platform/ai/ai';
import type { CardFinding } from './card-search';
import type { AnswerCard } from './cards/answer-card';

/**
 * Lu's offline answer from her answer cards, in plain text with "\n" as her other answers: the
 * card's answer first, then what to watch, when to seek care and the source; or, with no card
 * confident enough, an honest "outside what I know offline" with the closest cards as buttons.
 */

export const OFFLINE_OUTSIDE =
  'Essa pergunta está fora do que eu sei responder com segurança no modo offline, e eu prefiro não arriscar. Para ela, converse com o pediatra ou procure a sua UBS.';

export const CLOSEST_INTRO = 'Talvez um destes assuntos ajude:';

/** "Cólicas: como aliviar — Helena, 2 meses": whose answer it is, when the card is about the baby. */
function heading(card: AnswerCard, baby: LuContext['baby']): string {
  return card.about === 'bebe' && baby ? `${card.title} — ${baby.name}, ${ageOf(baby)}` : card.title;
}

/** On sleep, her own log comes first: the same numbers as the sleep card and /sono. */
function ownSleep(card: AnswerCard, context: LuContext): string | null {
  return card.id.startsWith('sono-') && context.sleep && context.baby
    ? `Pelo registro de ${context.baby.name}: ${context.sleep.next}.\n${context.sleep.lastDays}`
    : null;
}

export function cardAnswer(card: AnswerCard, context: LuContext): string {
  return [
    ownSleep(card, context),
    [
      heading(card, context.baby),
      card.answer,
      card.watch,
      `Quando procurar atendimento: ${card.seekCare}`,
      `Fonte: ${card.source}`,
    ].join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The reply to an ordinary question (no emergency, no crisis). */
export function answerFromCards(found: CardFinding, context: LuContext): string {
  if (!found.main) {
    const closest = found.closest.map((card) => suggestionLine(card.title));
    return [OFFLINE_OUTSIDE, ...(closest.length ? ['', CLOSEST_INTRO, ...closest] : [])].join('\n');
  }
  const answer = cardAnswer(found.main.card, context);
  if (!found.second) return answer;
  return `${answer}\n\nVocê também perguntou sobre "${found.second.card.title}":\n${suggestionLine(found.second.card.title)}`;
}
