import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { toCalendarDate } from '../../../domain/age';
import { dayBounds } from '../../../domain/agenda/day-periods';
import { ChatInputSchema } from '../../../domain/chat/chat';
import { splitSuggestions } from '../../../domain/chat/suggestions';
import { TipInputSchema } from '../../../domain/chat/tip.schema';
import { CLIENT_ERRORS } from '../../../domain/errors';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson } from '../../http/validate';
import { saveTip } from '../feeding/feeding.service';
import { type ChatRow, listChatMessages, startReply } from './chat.service';

/** A message as the page shows it: Lu's suggested subjects apart, as the buttons under her reply. */
const toMessageJson = (m: ChatRow) => {
  const { text, suggestions } = splitSuggestions(m.message);
  return {
    id: m.id,
    role: m.role,
    message: m.role === 'assistant' ? text : m.message,
    suggestions: m.role === 'assistant' ? suggestions : [],
    createdAt: m.createdAt.toISOString(),
  };
};

export function createChatRoutes({ database, auth, ai, logger, clock }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/messages', async (c) =>
      c.json({ messages: (await listChatMessages(db, c.get('user').id)).map(toMessageJson) }),
    )
    .post('/', validateJson(ChatInputSchema), async (c) => {
      const { message, dayStart, dayEnd } = c.req.valid('json');
      const day =
        dayStart && dayEnd
          ? { start: new Date(dayStart), end: new Date(dayEnd) }
          : dayBounds(toCalendarDate(new Date()));
      const reply = await startReply(db, ai, c.get('user'), { message, day, now: clock.now() }, c.req.raw.signal);
      return streamSSE(c, async (stream) => {
        let text = '';
        try {
          for await (const piece of reply.pieces) {
            text += piece;
            await stream.writeSSE({ event: 'delta', data: JSON.stringify({ text: piece }) });
          }
          const saved = await reply.finish(text);
          await stream.writeSSE({ event: 'done', data: JSON.stringify(toMessageJson(saved)) });
        } catch (error) {
          // A reply cut in the middle is not kept, nor the question it answered.
          logger.warn('chat reply failed', { error });
          await reply.takeBack();
          await stream.writeSSE({
            event: 'error',
            data: JSON.stringify({ message: CLIENT_ERRORS.interrupted.message }),
          });
        }
      });
    })
    .post('/tips', validateJson(TipInputSchema), async (c) => {
      const tip = await saveTip(db, c.get('user').id, c.req.valid('json').content);
      return c.json(
        {
          tip: {
            id: tip.id,
            content: tip.tipContent,
            category: tip.tipCategory,
            createdAt: tip.createdAt.toISOString(),
          },
        },
        201,
      );
    });
}
