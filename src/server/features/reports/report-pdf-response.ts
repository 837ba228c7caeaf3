import type { Context } from 'hono';
import { AppError } from '../../http/app-error';
import type { ReportModel } from './report-model';
import { PDF_RETRY_AFTER_SECONDS } from './report-pdfs';

/** A refusal that passes once the reports being made are done: the client may try again soon. */
const PASSING = new Set(['report_busy', 'report_queue_full', 'report_failed']);

/**
 * The report's PDF as a download; a busy or failed one says when to try again, as the API's JSON
 * error or, given `page`, as a page of its own (a doctor's browser opens a shared link's PDF).
 */
export async function pdfResponse(
  c: Context,
  model: ReportModel,
  make: () => Promise<Uint8Array>,
  page?: (message: string) => string,
) {
  try {
    const pdf = await make();
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${model.fileName}"`,
    });
  } catch (error) {
    if (!(error instanceof AppError && PASSING.has(error.key))) throw error;
    c.header('Retry-After', String(PDF_RETRY_AFTER_SECONDS));
    if (!page) throw error;
    return c.html(page(error.message), error.status);
  }
}
