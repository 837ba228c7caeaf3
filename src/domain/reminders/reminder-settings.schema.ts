import { z } from 'zod';
import { isTimeZone } from '../agenda/local-days';

export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
/** The hour of the day's reminders (vaccines, milestones) when she has not chosen one. */
export const DEFAULT_DAILY_TIME = '09:00';

const clock = (message: string) => z.string({ error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

/** When the reminders may ring: quiet hours and the hour of the daily ones, on her clock. */
export const ReminderSettingsSchema = z.object({
  quietStart: clock('Informe o início do horário de silêncio'),
  quietEnd: clock('Informe o fim do horário de silêncio'),
  dailyTime: clock('Informe o horário dos lembretes do dia'),
});
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

/** The browser's IANA zone, kept with her profile so reminders follow her clock. */
export const TimeZoneSchema = z.object({
  timeZone: z.string({ error: 'Fuso horário inválido' }).max(64, 'Fuso horário inválido').refine(isTimeZone, {
    message: 'Fuso horário inválido',
  }),
});
