import { Hono } from 'hono';
import { ReportLinkListResponse } from '../../../domain/api/report-responses.schema';
import { NamedBabyQuerySchema } from '../../../domain/baby/baby-query.schema';
import { ReportQuerySchema } from '../../../domain/reports/report-period';
import { requireUser } from '../../auth/require-user';
import { apiRoute, documented } from '../../http/api-doc';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson, validateQuery } from '../../http/validate';
import { activeReportLinks, createReportLink, revokeReportLink } from './report-links.service';
import { reportModelOf } from './report-model';
import { pdfResponse } from './report-pdf-response';
import { reportBabyOf, reportOfBaby } from './reports.service';

export function createReportsRoutes({ database, auth, clock, reportPdfs }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get(
      '/pdf',
      apiRoute(db, {
        tag: 'Relatórios',
        summary: 'O relatório do período em PDF',
        file: 'application/pdf',
        baby: 'query',
      }),
      validateQuery(ReportQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const userId = c.get('user').id;
        const baby = await reportBabyOf(db, userId, query.babyId);
        const model = reportModelOf(await reportOfBaby(db, baby, query, clock.now()));
        return pdfResponse(c, model, () => reportPdfs.pdfOf(model, { babyId: baby.id, owner: `user:${userId}` }));
      },
    )
    .post('/links', validateJson(ReportQuerySchema), async (c) => {
      const { link, token } = await createReportLink(db, clock, c.get('user').id, c.req.valid('json'));
      return c.json({ link, path: `/r/${token}` }, 201);
    })
    .get(
      '/links',
      apiRoute(db, {
        tag: 'Relatórios',
        summary: 'Os links de relatório ativos do bebê',
        response: ReportLinkListResponse,
        baby: 'query',
      }),
      validateQuery(NamedBabyQuerySchema),
      async (c) => {
        const links = await activeReportLinks(db, clock, c.get('user').id, c.req.valid('query').babyId);
        return c.json(documented(ReportLinkListResponse, { links }));
      },
    )
    .delete('/links/:id', async (c) => {
      await revokeReportLink(db, clock, c.get('user').id, c.req.param('id'));
      return c.json({ ok: true as const });
    });
}
