import { firstAidFor } from '../../../domain/chat/topics';
import { answerFromCards } from '../../features/chat/card-answer';
import type { ChatModel } from './ai';

export const OFFLINE_NOTE = '(Modo offline: respondo com os conteúdos do Lumma.)';

/** After the CVV line: what a mother in crisis reads instead of a card. */
export const OFFLINE_CRISIS =
  'Cuidar de um bebê pode ser exaustivo, e sentir-se assim não faz de você uma mãe pior. Você merece apoio agora: conte a alguém de confiança como está se sentindo e peça ajuda com o bebê. A equipe da UBS e o seu médico podem cuidar de você; tristeza profunda depois do parto tem tratamento. Eu continuo aqui para conversar.';

/** After the 192 line, when no first-aid guide fits the emergency. */
export const OFFLINE_EMERGENCY =
  'O passo a passo de desengasgo, reanimação e quedas está na tela SOS do Lumma, e os números de emergência também.';

/** Words go out one by one, so the offline answer appears as a model's would. */
const WORD_DELAY_MS = 8;

/**
 * The default Lu when no model is configured. After the 192 line only first aid helps: the guide
 * for the emergency the safety net heard, or the SOS screen. A mother in crisis gets words for her.
 * Any other question is answered from the answer card the search found for it, or honestly not
 * at all, with the closest cards offered (./card-answer.ts).
 */
export function createOfflineAnswerer(): ChatModel {
  return {
    kind: 'offline',
    async *reply({ context, cards, urgency, signal }) {
      const emergencies = urgency?.emergencies ?? [];
      const crisis = (urgency?.crises.length ?? 0) > 0;
      // Her own records answer a question about them; an emergency or a crisis keeps its care answer.
      const ownLog = emergencies.length > 0 || crisis ? null : (context.ownLog ?? null);
      const baby = context.baby ? { name: context.baby.name, ageMonths: context.baby.ageMonths } : null;
      const firstAid = firstAidFor(emergencies);
      const body = [
        emergencies.length > 0
          ? (firstAid?.answer(baby) ?? OFFLINE_EMERGENCY)
          : crisis
            ? null
            : answerFromCards(cards, context),
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
