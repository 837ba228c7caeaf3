import { ageInMonths, toCalendarDate } from '@domain/age';
import { detectUrgency, urgencyTier } from '@domain/safety/urgency';
import { urgentOpening } from '@domain/safety/urgent-openings';
import { EmergencyActions } from '@/components/emergency-actions';
import { MessageBubble } from './message-bubble';

type ActiveBaby = { name: string; birthDate: string; gender: string | null };

export const WAITING_NOTE = 'Vou responder quando a conexão voltar.';

/**
 * A question she asked with no connection, as it waits in the outbox. The safety net runs here
 * too: an emergency gets the lines Lu's answer would open with (192 first, CVV 188) at once, read
 * with her active baby as the session knows it, without waiting for the server.
 */
export function WaitingQuestion({
  question,
  baby,
  refusal,
}: {
  question: string;
  baby: ActiveBaby | null;
  /** The server's words when it refused the question (no credits…): kept in the outbox for her to discard. */
  refusal?: string;
}) {
  const known = baby && {
    name: baby.name,
    gender: baby.gender,
    ageMonths: ageInMonths(baby.birthDate, toCalendarDate(new Date())),
  };
  const urgency = detectUrgency(question, known);
  const opening = urgency && urgencyTier(urgency) !== null ? urgentOpening(urgency, known) : '';
  const calls192 = opening.includes('192');
  return (
    <>
      <MessageBubble role="user" text={question} />
      <li className="-mt-2 text-right text-xs font-bold text-accent">
        {refusal ? 'Não enviada' : 'Pendente: será enviada quando a conexão voltar'}
      </li>
      <li role={opening ? 'alert' : undefined} className="flex justify-start">
        <div className="max-w-[85%] rounded-3xl rounded-bl-md bg-surface px-4 py-3 text-ink shadow-sm">
          <p className="mb-1 text-xs font-extrabold text-accent">Lu</p>
          {opening && <p className="mb-2 whitespace-pre-line text-[0.95rem] font-bold leading-relaxed">{opening}</p>}
          <p className="text-[0.95rem] leading-relaxed">{refusal ?? WAITING_NOTE}</p>
          {calls192 && <EmergencyActions />}
        </div>
      </li>
    </>
  );
}
