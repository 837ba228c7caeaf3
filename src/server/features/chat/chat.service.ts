import { and, count, desc, eq, gte } from 'drizzle-orm';
import { CHAT_HISTORY_LIMIT, CHAT_MESSAGES_PER_MINUTE } from '../../../domain/chat/chat';
import { detectUrgency, raisedByOpinion } from '../../../domain/safety/urgency';
import { urgentOpening } from '../../../domain/safety/urgent-openings';
import type { Db } from '../../db/client';
import { aiChatMessages } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/types';
import { AiError, type ChatMessage, type ChatModel } from '../../platform/ai/ai';
import { luCards } from './lu-cards';
import { buildLuContext, luSystemPrompt } from './lu-context';
import { ownLogAnswer } from './own-log-answers';

export type ChatRow = typeof aiChatMessages.$inferSelect;

export const listChatMessages = async (db: Db, userId: string, limit = 200) =>
  (
    await db
      .select()
      .from(aiChatMessages)
      .where(eq(aiChatMessages.userId, userId))
      .orderBy(desc(aiChatMessages.createdAt))
      .limit(limit)
  ).reverse();

/**
 * Starts Lu's answer: checks the rate, saves the mother's message, and waits for the first piece
 * of the reply, so a provider that refuses answers with a proper status (and her message is
 * taken back). The rest streams from the returned iterator; `finish` stores the reply.
 */
export async function startReply(
  db: Db,
  model: ChatModel,
  user: SessionUser,
  input: { message: string; day: { start: Date; end: Date }; now: Date },
  signal: AbortSignal,
) {
  const [recent] = await db
    .select({ total: count() })
    .from(aiChatMessages)
    .where(
      and(
        eq(aiChatMessages.userId, user.id),
        eq(aiChatMessages.role, 'user'),
        gte(aiChatMessages.createdAt, new Date(Date.now() - 60_000)),
      ),
    );
  if ((recent?.total ?? 0) >= CHAT_MESSAGES_PER_MINUTE) {
    throw new AppError('chat_rate_limited');
  }

  // The model's second opinion runs beside everything else, bounded by its own short timeout.
  const opinion = model.judgeSafety?.(input.message, signal) ?? Promise.resolve(null);
  const [lu, ownLog] = await Promise.all([
    buildLuContext(db, user, input.day),
    ownLogAnswer(db, user.id, { question: input.message, day: input.day, now: input.now }),
  ]);
  const context = { ...lu, ownLog };
  const history = (await listChatMessages(db, user.id, CHAT_HISTORY_LIMIT)).map<ChatMessage>((m) => ({
    role: m.role,
    content: m.message,
  }));
  // The same cards answer offline and ground a configured model.
  const cards = luCards.find({
    question: input.message,
    previous: history.findLast((m) => m.role === 'user')?.content ?? null,
    baby: context.baby,
  });
  const messages: ChatMessage[] = [
    { role: 'system', content: luSystemPrompt(context, cards) },
    ...history,
    { role: 'user', content: input.message },
  ];
  const [saved] = await db
    .insert(aiChatMessages)
    .values({ userId: user.id, role: 'user', message: input.message })
    .returning();
  const takeBack = () => db.delete(aiChatMessages).where(eq(aiChatMessages.id, saved!.id));

  const heard = raisedByOpinion(detectUrgency(input.message, context.baby), await opinion);
  // A question about her own records ("quantos xixis hoje?") tells of no sign now: a tier-2 line would cry wolf.
  const onlyPossibleDanger =
    heard &&
    heard.emergencies.length === 0 &&
    heard.crises.length === 0 &&
    !heard.possibleCrisis &&
    !heard.medicineDose;
  const urgency = ownLog && onlyPossibleDanger ? null : heard;
  const opening = urgency ? urgentOpening(urgency, context.baby) : '';
  const iterator = model
    .reply({ messages, context, question: input.message, cards, urgency, signal })
    [Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await iterator.next();
  } catch (error) {
    await takeBack();
    if (error instanceof AiError) throw new AppError(...error.args);
    throw error;
  }

  async function* pieces() {
    if (opening) yield `${opening}\n\n`;
    if (!first.done) yield first.value;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }

  return {
    userMessageId: saved!.id,
    pieces: pieces(),
    async finish(reply: string) {
      const [row] = await db
        .insert(aiChatMessages)
        .values({ userId: user.id, role: 'assistant', message: reply })
        .returning();
      return row!;
    },
    takeBack,
  };
}
