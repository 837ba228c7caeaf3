import { findTopic } from '../../../domain/chat/care-topics';
import type { ChatModel } from './ai';

export const OFFLINE_NOTE = '(Modo offline: respondo com os conteúdos do Lumma.)';

export const OFFLINE_UNKNOWN =
  'Essa eu ainda não sei responder com segurança no modo offline. Posso ajudar com alimentação e café da manhã, introdução alimentar, APLV, cólicas, sono, choro, dentição, banho, fraldas, amamentação, febre, engasgo, quedas e exercícios. Para outras dúvidas, converse com o pediatra ou procure a sua UBS.';

/** After the CVV line: what a mother in crisis reads instead of a care topic. */
export const OFFLINE_CRISIS =
  'Cuidar de um bebê pode ser exaustivo, e sentir-se assim não faz de você uma mãe pior. Você merece apoio agora: conte a alguém de confiança como está se sentindo e peça ajuda com o bebê. A equipe da UBS e o seu médico podem cuidar de você; tristeza profunda depois do parto tem tratamento. Eu continuo aqui para conversar.';

/** After the 192 line, when no care topic fits the emergency. */
export const OFFLINE_EMERGENCY =
  'O passo a passo de desengasgo, reanimação e quedas está na tela SOS do Lumma, e os números de emergência também.';

const FIRST_AID_TOPICS = new Set(['engasgo', 'quedas', 'febre']);

/** Words go out one by one, so the offline answer appears as a model's would. */
const WORD_DELAY_MS = 8;

/**
 * The default Lu when no model is configured: it picks the care topic that matches the question
 * (accents, plurals and synonyms handled) and answers from the app's own content, by the baby's
 * name and age; when nothing matches, it says so. A mother in crisis gets words for her, not a
 * care topic.
 */
export function createOfflineAnswerer(): ChatModel {
  return {
    kind: 'offline',
    async *reply({ question, context, urgency, signal }) {
      const emergency = (urgency?.emergencies.length ?? 0) > 0;
      const crisis = (urgency?.crises.length ?? 0) > 0;
      // Her own records answer a question about them; an emergency or a crisis keeps its care answer.
      const ownLog = emergency || crisis ? null : (context.ownLog ?? null);
      const found = crisis && !emergency ? null : findTopic(question);
      // After the 192 line only a first-aid topic helps; bath tips after a drowning would not.
      const match = emergency && found && !FIRST_AID_TOPICS.has(found.topic.id) ? null : found;
      const baby = context.baby ? { name: context.baby.name, ageMonths: context.baby.ageMonths } : null;
      // On sleep, her own log first: the same numbers as the card and /sono.
      const ownSleep =
        match?.topic.id === 'sono' && context.sleep && context.baby
          ? `Pelo registro de ${context.baby.name}: ${context.sleep.next}.\n${context.sleep.lastDays}`
          : null;
      const body = [
        ownSleep,
        match ? match.topic.answer(baby) : emergency ? OFFLINE_EMERGENCY : crisis ? null : OFFLINE_UNKNOWN,
        crisis ? OFFLINE_CRISIS : null,
      ]
        .filter(Boolean)
        .join('\n\n');
      const answer = `${OFFLINE_NOTE}\n\n${ownLog ?? body}`;
      const words = answer.split(/(?<=\s)/);
      for (const word of words) {
        if (signal.aborted) return;
        yield word;
        await new Promise((resolve) => setTimeout(resolve, WORD_DELAY_MS));
      }
    },
  };
}
