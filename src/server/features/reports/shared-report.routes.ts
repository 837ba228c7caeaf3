import { Hono } from 'hono';
import { CLOSED_LINK_PAGES } from '../../../domain/reports/report-link';
import { clientAddress } from '../../http/client-ip';
import type { AppDeps } from '../../http/types';
import { createWindowLimiter } from '../../http/window-limiter';
import { closedLinkPage, messagePage, reportPage } from './report-page';
import { reportModelOf } from './report-model';
import { pdfResponse } from './report-pdf-response';
import { openReportLink } from './report-links.service';

/** A doctor opens the page and perhaps its PDF; a guesser trying tokens is stopped well before a hit. */
const OPENS_PER_MINUTE = 30;

/**
 * "Compartilhar com o pediatra": /r/:token, for anyone holding the link, signed in or not. Never
 * indexed, never cached, and no address of it leaves as a referrer.
 */
export function createSharedReportRoutes({ database, clock, config, reportPdfs }: AppDeps) {
  const { db } = database;
  const limiter = createWindowLimiter(OPENS_PER_MINUTE, 60_000);
  return new Hono()
    .use(async (c, next) => {
      c.header('X-Robots-Tag', 'noindex, nofollow');
      c.header('Referrer-Policy', 'no-referrer');
      c.header('Cache-Control', 'private, no-store');
      if (!limiter.allow(clientAddress(c, config.TRUST_PROXY))) {
        return c.html(closedLinkPage('limited'), CLOSED_LINK_PAGES.limited.status);
      }
      await next();
    })
    .get('/:token', async (c) => {
      const opened = await openReportLink(db, clock, c.req.param('token'));
      if (opened.closed) return c.html(closedLinkPage(opened.closed), CLOSED_LINK_PAGES[opened.closed].status);
      return c.html(reportPage(reportModelOf(opened.data), `/r/${c.req.param('token')}/pdf`));
    })
    .get('/:token/pdf', async (c) => {
      const opened = await openReportLink(db, clock, c.req.param('token'));
      if (opened.closed) return c.html(closedLinkPage(opened.closed), CLOSED_LINK_PAGES[opened.closed].status);
      const model = reportModelOf(opened.data);
      return pdfResponse(
        c,
        model,
        () => reportPdfs.pdfOf(model, { babyId: opened.data.baby.id, owner: `link:${c.req.param('token')}` }),
        (message) => messagePage('Relatório indisponível agora', message),
      );
    });
}
