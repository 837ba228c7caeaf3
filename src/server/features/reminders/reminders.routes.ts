import { Hono } from 'hono';
import { ReminderPageResponse, UnreadRemindersResponse } from '../../../domain/api/reminder-responses.schema';
import {
  deviceName,
  isAllowedPushEndpoint,
  PushSubscriptionInputSchema,
} from '../../../domain/reminders/push-subscription.schema';
import { PREFERENCE_LABELS } from '../../../domain/reminders/reminder-kinds';
import {
  DoseAnswerSchema,
  ReminderPageQuerySchema,
  RemindersOffSchema,
} from '../../../domain/reminders/reminder-requests.schema';
import { ReminderSettingsSchema, TimeZoneSchema } from '../../../domain/reminders/reminder-settings.schema';
import { requireUser } from '../../auth/require-user';
import { apiRoute, documented } from '../../http/api-doc';
import { AppError } from '../../http/app-error';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson, validateQuery } from '../../http/validate';
import { addDevice, listDevices, removeDevice } from './devices.service';
import { answerDose, listNotifications, markAllRead, unreadCount } from './notifications.service';
import { getReminderSettings, saveReminderSettings, saveTimeZone, turnOff } from './reminder-settings.service';
import { readUnsubscribeToken } from './unsubscribe-token';

export function createRemindersRoutes(deps: AppDeps) {
  const { database, auth, clock, push, config, secret } = deps;
  const { db } = database;
  const agendaDeps = { db, webhooks: deps.webhooks, realtime: deps.realtime, logger: deps.logger, clock };
  return (
    new Hono<AppEnv>()
      // The e-mail's link works without signing in: its token says who and which kind.
      .post('/off', validateJson(RemindersOffSchema), async (c) => {
        const found = readUnsubscribeToken(secret, c.req.valid('json').token);
        if (!found) throw new AppError('unsubscribe_link_invalid');
        await turnOff(db, found.userId, found.key);
        return c.json({ kind: found.key, label: PREFERENCE_LABELS[found.key] });
      })
      .use(requireUser(auth))
      .get(
        '/',
        apiRoute(db, {
          tag: 'Lembretes',
          summary: 'Os lembretes da pessoa, uma página por vez',
          response: ReminderPageResponse,
          baby: 'none',
        }),
        validateQuery(ReminderPageQuerySchema),
        async (c) => {
          const { before } = c.req.valid('query');
          const userId = c.get('user').id;
          const page = await listNotifications(db, userId, before);
          return c.json(documented(ReminderPageResponse, { ...page, unread: await unreadCount(db, userId) }));
        },
      )
      .get(
        '/unread',
        apiRoute(db, {
          tag: 'Lembretes',
          summary: 'Quantos lembretes não lidos',
          response: UnreadRemindersResponse,
          baby: 'none',
        }),
        async (c) => c.json(documented(UnreadRemindersResponse, { unread: await unreadCount(db, c.get('user').id) })),
      )
      .post('/read', async (c) => {
        await markAllRead(db, clock, c.get('user').id);
        return c.json({ unread: 0 });
      })
      .post('/:id/dose', validateJson(DoseAnswerSchema), async (c) => {
        const { answer, answeredAt } = c.req.valid('json');
        return c.json(
          await answerDose(
            agendaDeps,
            c.get('user'),
            c.req.param('id'),
            answer,
            answeredAt ? new Date(answeredAt) : undefined,
          ),
        );
      })
      .get('/settings', async (c) => {
        const userId = c.get('user').id;
        return c.json({
          settings: await getReminderSettings(db, userId),
          devices: await listDevices(db, userId),
          publicKey: push.publicKey,
        });
      })
      .put('/settings', validateJson(ReminderSettingsSchema), async (c) => {
        await saveReminderSettings(db, c.get('user').id, c.req.valid('json'));
        return c.json({ settings: await getReminderSettings(db, c.get('user').id) });
      })
      .put('/time-zone', validateJson(TimeZoneSchema), async (c) => {
        await saveTimeZone(db, c.get('user').id, c.req.valid('json').timeZone);
        return c.json({ ok: true as const });
      })
      .post('/devices', validateJson(PushSubscriptionInputSchema), async (c) => {
        const input = c.req.valid('json');
        if (!isAllowedPushEndpoint(input.endpoint, config.PUSH_EXTRA_ORIGINS))
          throw new AppError('push_endpoint_refused');
        const name = input.device || deviceName(c.req.header('user-agent') ?? '');
        return c.json({ device: await addDevice(db, c.get('user').id, input, name) }, 201);
      })
      .delete('/devices/:id', async (c) => {
        await removeDevice(db, c.get('user').id, c.req.param('id'));
        return c.json({ ok: true as const });
      })
  );
}
