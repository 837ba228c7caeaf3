import { type Context, Hono } from 'hono';
import { AgendaEventEditSchema, AgendaEventInputSchema } from '../../../domain/agenda/agenda-event.schema';
import { DayQuerySchema, ExportQuerySchema, SummaryQuerySchema } from '../../../domain/agenda/agenda-query.schema';
import { TimerSidesSchema, TimerStartSchema } from '../../../domain/agenda/care-timer.schema';
import { AgendaGlanceResponse, AgendaSummaryResponse } from '../../../domain/api/agenda-overview-responses.schema';
import {
  AgendaDayResponse,
  OkResponse,
  OneEventResponse,
  OneTimerResponse,
} from '../../../domain/api/responses.schema';
import { firstName } from '../../../domain/family/baby-role';
import { SleepForecastQuerySchema, SleepPageQuerySchema } from '../../../domain/sleep/sleep-query.schema';
import { requireUser } from '../../auth/require-user';
import { appointments, careTimers } from '../../db/schema';
import { apiRoute, documented } from '../../http/api-doc';
import { AppError, errorBody, errorResponse } from '../../http/app-error';
import { clientAddress } from '../../http/client-ip';
import { fileSlug } from '../../http/file-slug';
import { liveStream } from '../../http/live-stream';
import { createStreamRegistry, LIVE_STREAM_CAPS } from '../../http/stream-caps';
import { streamedBody } from '../../http/streamed-body';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson, validateQuery } from '../../http/validate';
import { babyOfEntry } from '../access-tokens/entry-baby.service';
import { babiesVisibleTo } from '../babies/babies.service';
import {
  AGENDA_CHANNEL,
  type AgendaNotice,
  addAgendaEvent,
  type DayEvent,
  dayEventOf,
  deleteAgendaEvent,
  EventChangedError,
  editAgendaEvent,
  getAgendaDay,
} from './agenda.service';
import { exportCareLog, getCareSummary } from './care-reports.service';
import { discardTimer, setTimerSides, startTimer, timerJson } from './care-timers.service';
import { getAgendaGlance } from './glance.service';
import { getSleepForecast, getSleepPage } from './sleep.service';

/**
 * An event as the agenda shows it to `viewerId`: `writtenBy` is the first name of another member
 * of the family who logged it, null for her own (and for an account deleted since).
 */
const toEventJson = ({ userId, authorName, ...e }: DayEvent, viewerId: string) => ({
  ...e,
  writtenBy: userId && userId !== viewerId ? firstName(authorName) || null : null,
  /** Hers: she may remove it whatever her role. */
  mine: userId === viewerId,
});

/** The version in an `If-Match` header (`"3"`, `W/"3"` or `3`); undefined without one, null when unreadable. */
function seenVersion(header: string | undefined): number | undefined | null {
  if (header === undefined) return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  return match ? Number(match[1]) : null;
}

/** 409 "event_changed" with the event as it is now, so the phone shows both versions. */
const changed = (c: Context<AppEnv>, error: EventChangedError, userId: string) =>
  c.json({ ...errorBody('event_changed'), current: toEventJson(error.current, userId) }, 409);

export function createAgendaRoutes({ database, auth, webhooks, realtime, logger, config }: AppDeps) {
  const { db } = database;
  const agenda = { db, webhooks, realtime, logger };
  const liveStreams = createStreamRegistry(LIVE_STREAM_CAPS);
  return (
    new Hono<AppEnv>()
      .use(requireUser(auth))
      .get(
        '/day',
        apiRoute(db, {
          tag: 'Agenda',
          summary: 'O dia (ou um intervalo) de um bebê: eventos e contagens',
          response: AgendaDayResponse,
          baby: 'query',
        }),
        validateQuery(DayQuerySchema),
        async (c) => {
          const { start, end, babyId } = c.req.valid('query');
          const userId = c.get('user').id;
          const day = await getAgendaDay(db, userId, { start: new Date(start), end: new Date(end), babyId });
          return c.json(
            documented(AgendaDayResponse, {
              baby: day.baby && { id: day.baby.id, name: day.baby.name, role: day.baby.role },
              events: day.events.map((e) => toEventJson(e, userId)),
              summary: day.summary,
            }),
          );
        },
      )
      .post(
        '/events',
        apiRoute(db, {
          tag: 'Agenda',
          summary: 'Registra um evento (mamada, sono, fralda, remédio, outro)',
          response: OneEventResponse,
          status: 201,
          baby: 'body',
        }),
        validateJson(AgendaEventInputSchema),
        async (c) => {
          const user = c.get('user');
          const { event, created } = await addAgendaEvent(agenda, user, c.req.valid('json'));
          return c.json(
            documented(OneEventResponse, { event: toEventJson(dayEventOf(event), user.id) }),
            created ? 201 : 200,
          );
        },
      )
      .patch(
        '/events/:id',
        apiRoute(db, {
          tag: 'Agenda',
          summary: 'Edita um evento',
          response: OneEventResponse,
          baby: babyOfEntry(appointments),
        }),
        validateJson(AgendaEventEditSchema),
        async (c) => {
          const userId = c.get('user').id;
          const seen = seenVersion(c.req.header('if-match'));
          if (seen === null) return errorResponse(c, 'if_match_invalid');
          try {
            const event = await editAgendaEvent(agenda, userId, c.req.param('id'), c.req.valid('json'), seen);
            return c.json(documented(OneEventResponse, { event: toEventJson(dayEventOf(event), userId) }));
          } catch (error) {
            if (error instanceof EventChangedError) return changed(c, error, userId);
            throw error;
          }
        },
      )
      .delete(
        '/events/:id',
        apiRoute(db, {
          tag: 'Agenda',
          summary: 'Apaga um evento',
          response: OkResponse,
          baby: babyOfEntry(appointments),
        }),
        async (c) => {
          const userId = c.get('user').id;
          const seen = seenVersion(c.req.header('if-match'));
          if (seen === null) return errorResponse(c, 'if_match_invalid');
          try {
            await deleteAgendaEvent(agenda, userId, c.req.param('id'), seen);
            return c.json({ ok: true as const });
          } catch (error) {
            if (error instanceof EventChangedError) return changed(c, error, userId);
            throw error;
          }
        },
      )
      // "Resumo": the last 7 or 30 of her local days, counted by SQL.
      .get(
        '/summary',
        apiRoute(db, {
          tag: 'Agenda',
          summary: 'Resumo dos últimos 7 ou 30 dias',
          response: AgendaSummaryResponse,
          baby: 'query',
        }),
        validateQuery(SummaryQuerySchema),
        async (c) => {
          const { days, tz, babyId } = c.req.valid('query');
          const summary = await getCareSummary(db, c.get('user').id, { days, timeZone: tz, babyId });
          return c.json(documented(AgendaSummaryResponse, summary));
        },
      )
      .get(
        '/export',
        apiRoute(db, {
          tag: 'Agenda',
          summary: 'Exporta toda a agenda do bebê em CSV',
          file: 'text/csv',
          baby: 'query',
        }),
        validateQuery(ExportQuerySchema),
        async (c) => {
          const { tz, babyId } = c.req.valid('query');
          const exported = await exportCareLog(db, c.get('user').id, { timeZone: tz, babyId });
          if (!exported) throw new AppError('no_baby');
          const today = new Date().toISOString().slice(0, 10);
          return c.body(await streamedBody(exported.csv, logger), 200, {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="lumma-agenda-${fileSlug(exported.baby.name)}-${today}.csv"`,
            'cache-control': 'no-store',
          });
        },
      )
      // The dashboard's answers at a glance: running timers, the last of each kind, the day's counts.
      .get(
        '/glance',
        apiRoute(db, {
          tag: 'Agenda',
          summary: 'O painel: cronômetros, o último de cada tipo, as contagens do dia',
          response: AgendaGlanceResponse,
          baby: 'query',
        }),
        validateQuery(DayQuerySchema),
        async (c) => {
          const { start, end, babyId } = c.req.valid('query');
          const range = { start: new Date(start), end: new Date(end), babyId };
          return c.json(documented(AgendaGlanceResponse, await getAgendaGlance(db, c.get('user').id, range)));
        },
      )
      // Sono: the next nap window for the dashboard's and the agenda's card, and the /sono page.
      .get('/sleep/forecast', validateQuery(SleepForecastQuerySchema), async (c) => {
        const { tz, babyId } = c.req.valid('query');
        return c.json(await getSleepForecast(db, c.get('user').id, { timeZone: tz, babyId }));
      })
      .get('/sleep', validateQuery(SleepPageQuerySchema), async (c) => {
        const { tz, babyId, days } = c.req.valid('query');
        return c.json(await getSleepPage(db, c.get('user').id, { timeZone: tz, babyId, days }));
      })
      .post(
        '/timers',
        apiRoute(db, {
          tag: 'Cronômetros',
          summary: 'Inicia um cronômetro de mamada ou sono',
          response: OneTimerResponse,
          status: 201,
          baby: 'body',
        }),
        validateJson(TimerStartSchema),
        async (c) => {
          const { timer, created } = await startTimer(agenda, c.get('user'), c.req.valid('json'));
          return c.json(documented(OneTimerResponse, { timer: timerJson(timer) }), created ? 201 : 200);
        },
      )
      .put(
        '/timers/:id',
        apiRoute(db, {
          tag: 'Cronômetros',
          summary: 'Troca o peito ou corrige os tempos de um cronômetro',
          response: OneTimerResponse,
          baby: babyOfEntry(careTimers),
        }),
        validateJson(TimerSidesSchema),
        async (c) => {
          const timer = await setTimerSides(agenda, c.get('user').id, c.req.param('id'), c.req.valid('json'));
          return c.json(documented(OneTimerResponse, { timer: timerJson(timer) }));
        },
      )
      .delete(
        '/timers/:id',
        apiRoute(db, {
          tag: 'Cronômetros',
          summary: 'Descarta um cronômetro sem registrar',
          response: OkResponse,
          baby: babyOfEntry(careTimers),
        }),
        async (c) => {
          await discardTimer(agenda, c.get('user').id, c.req.param('id'));
          return c.json({ ok: true as const });
        },
      )
      // A stream of "this baby's agenda changed" for the babies of her family when it opens, until
      // she leaves a family or is removed from it: her screens hear that last notice, then nothing
      // more of that baby.
      .get('/live', async (c) => {
        const userId = c.get('user').id;
        const babyIds = new Set((await babiesVisibleTo(db, userId)).map((baby) => baby.id));
        return liveStream(c, {
          realtime,
          streams: liveStreams,
          session: c.get('sessionId'),
          address: clientAddress(c, config.TRUST_PROXY),
          channel: AGENDA_CHANNEL,
          accept: (notice) => {
            const { babyId, left } = notice as AgendaNotice;
            return left === userId ? babyIds.delete(babyId) : babyIds.has(babyId);
          },
        });
      })
  );
}
