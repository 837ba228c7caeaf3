import { findTopic } from '../../../domain/chat/care-topics';
import type { ChatModel } from './ai';

export const OFFLINE_NOTE = '(Modo offline: respondo com os conteúdos do Lumma.)';

export const OFFLINE_UNKNOWN =
  'Essa eu ainda não sei responder com segurança no modo offline. Posso ajudar com alimentação e café da manhã, introdução alimentar, APLV, cólicas, sono, choro, dentição, banho, fraldas, amamentação, febre, engasgo, quedas e exercícios. Para outras dúvidas, converse com o pediatra ou procure a sua UBS.';

/** Words go out one by one, so the offline answer appears as a model's would. */
const WORD_DELAY_MS = 8;

/**
 * The default Lu when no model is configured: it picks the care topic that matches the question
 * (accents, plurals and synonyms handled) and answers from the app's own content, by the baby's
 * name and age; when nothing matches, it says so.
 */
export function createOfflineAnswerer(): ChatModel {
  return {
    kind: 'offline',
    async *reply({ question, context, signal }) {
      const match = findTopic(question);
      const baby = context.baby ? { name: context.baby.name, ageMonths: context.baby.ageMonths } : null;
      const answer = match ? `${OFFLINE_NOTE}\n\n${match.topic.answer(baby)}` : `${OFFLINE_NOTE}\n\n${OFFLINE_UNKNOWN}`;
      const words = answer.split(/(?<=\s)/);
      for (const word of words) {
        if (signal.aborted) return;
        yield word;
        await new Promise((resolve) => setTimeout(resolve, WORD_DELAY_MS));
      }
    },
  };
}
