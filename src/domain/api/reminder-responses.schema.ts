import { z } from 'zod';
import { REMINDER_KINDS } from '../reminders/reminder-kinds';
import { MEDICINE_ANSWERS, REMINDER_STATES } from '../reminders/reminder-states';
import { instant, nullable } from './responses.schema';

export const ReminderResponse = z.object({
  id: z.uuid(),
  kind: z.enum(REMINDER_KINDS),
  /** The list shows `sent` and `missed` (its time passed while it could not be sent). */
  status: z.enum(REMINDER_STATES),
  title: z.string(),
  body: z.string(),
  /** The app's page it opens. */
  url: z.string(),
  /** When it was due. */
  at: instant,
  sentAt: nullable(instant),
  readAt: nullable(instant),
  /** A medicine dose's answer: "Dei agora" (given) or "Pular" (skipped). */
  answer: nullable(z.enum(MEDICINE_ANSWERS)),
});

export const ReminderPageResponse = z.object({
  /** Newest first. */
  items: z.array(ReminderResponse),
  /** Send it as `before` for the next page; null on the last. */
  next: nullable(z.string()),
  unread: z.number().int(),
});

export const UnreadRemindersResponse = z.object({ unread: z.number().int() });
