import { Hono } from 'hono';
import { ReportQuerySchema } from '../../../domain/reports/report-period';
import { requireUser } from '../../auth/require-user';
import { fileSlug } from '../../http/file-slug';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateQuery } from '../../http/validate';
import { reportPdf } from './report-pdf';
import { getReportData } from './reports.service';

export function createReportsRoutes({ database, auth, clock }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>().use(requireUser(auth)).get('/pdf', validateQuery(ReportQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const data = await getReportData(db, c.get('user').id, query, clock.now());
    const pdf = await reportPdf(data);
    const name = `lumma-relatorio-${fileSlug(data.baby.name)}-${data.period.from}-a-${data.period.to}.pdf`;
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${name}"`,
    });
  });
}
