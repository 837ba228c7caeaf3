import { z } from 'zod';
import { day, instant, nullable } from './responses.schema';

/** A link that shows the report to whoever has it, until it expires or is revoked. */
export const ReportLinkResponse = z.object({
  id: z.uuid(),
  periodFrom: day,
  periodTo: day,
  expiresAt: instant,
  createdAt: instant,
  /** The id of the person who shared it; null once her account is gone. */
  createdBy: nullable(z.string()),
});

export const ReportLinkListResponse = z.object({ links: z.array(ReportLinkResponse) });
