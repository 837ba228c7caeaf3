import type { Context } from 'hono';
import { Hono } from 'hono';
import { CLOSED_LINK_PAGES, type ClosedLink } from '../../../domain/reports/report-link';
import { createAuthThrottle, type ThrottleHit, type ThrottleRule } from '../../auth/auth-throttle';
import { clientAddress } from '../../http/client-ip';
import type { AppDeps } from '../../http/types';
import { isReportLink, openReportLink } from './report-links.service';
import { reportModelOf } from './report-model';
import { closedLinkPage, messagePage, reportPage } from './report-page';
import { pdfResponse } from './report-pdf-response';

/**
 * Wrong tokens per client address: a guesser is stopped long before a hit (a token is 128 bits),
 * and what she tries never counts against a real link opened from the same address (a clinic).
 */
export const WRONG_TOKENS_RULE: ThrottleRule = { max: 20, windowSeconds: 10 * 60 };

/** Opens of one link, page and PDF, from anywhere: a doctor reloads, a leaked link cannot be hammered. */
export const LINK_OPENS_RULE: ThrottleRule = { max: 60, windowSeconds: 10 * 60 };

const closed = (c: Context, why: ClosedLink, limit?: ThrottleHit) => {
  if (limit) c.header('Retry-After', String(limit.retryAfterSeconds));
  return c.html(closedLinkPage(why), CLOSED_LINK_PAGES[why].status);
};

/**
 * "Compartilhar com o pediatra": /r/:token, for anyone holding the link, signed in or not. Never
 * indexed, never cached, and no address of it leaves as a referrer. Its counters are in the
 * database (`auth_throttles`), so every process of the install shares them.
 */
export function createSharedReportRoutes({ database, clock, config, secret, reportPdfs }: AppDeps) {
  const { db } = database;
  const throttle = createAuthThrottle(db, secret);

  /** The closed page the request gets before any report is built, or null to go on. */
  async function refusal(c: Context, token: string) {
    if (await isReportLink(db, token)) {
      const opens = await throttle.hit(throttle.key('report-link', token), LINK_OPENS_RULE);
      return opens.allowed ? null : closed(c, 'busy', opens);
    }
    const address = clientAddress(c, config.TRUST_PROXY);
    const wrong = await throttle.hit(throttle.key('report-address', address), WRONG_TOKENS_RULE);
    return wrong.allowed ? closed(c, 'missing') : closed(c, 'limited', wrong);
  }

  return new Hono()
    .use(async (c, next) => {
      c.header('X-Robots-Tag', 'noindex, nofollow');
      c.header('Referrer-Policy', 'no-referrer');
      c.header('Cache-Control', 'private, no-store');
      await next();
    })
    .get('/:token', async (c) => {
      const token = c.req.param('token');
      const refused = await refusal(c, token);
      if (refused) return refused;
      const opened = await openReportLink(db, clock, token);
      if (opened.closed) return closed(c, opened.closed);
      return c.html(reportPage(reportModelOf(opened.data), `/r/${token}/pdf`));
    })
    .get('/:token/pdf', async (c) => {
      const token = c.req.param('token');
      const refused = await refusal(c, token);
      if (refused) return refused;
      const opened = await openReportLink(db, clock, token);
      if (opened.closed) return closed(c, opened.closed);
      const model = reportModelOf(opened.data);
      return pdfResponse(
        c,
        model,
        () => reportPdfs.pdfOf(model, { babyId: opened.data.baby.id, owner: `link:${token}` }),
        (message) => messagePage('Relatório indisponível agora', message),
      );
    });
}
