import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { localDateOf } from '../../../domain/agenda/local-days';
import { LIMITS } from '../../../domain/limits';
import {
  type ClosedLink,
  isReportToken,
  linkPeriodEndsInTime,
  REPORT_LINK_DAYS,
} from '../../../domain/reports/report-link';
import type { ReportQuery } from '../../../domain/reports/report-period';
import type { Db, Tx } from '../../db/client';
import { lockCount } from '../../db/count-lock';
import { reportLinks } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';
import type { Clock } from '../../platform/clock';
import { findBabyRecord, findOwnBaby, removableEntry } from '../babies/babies.service';
import { reportBabyOf, reportOfBaby, reportPeriodOf } from './reports.service';

const DAY_MS = 86_400_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

const linkColumns = {
  id: reportLinks.id,
  periodFrom: reportLinks.periodFrom,
  periodTo: reportLinks.periodTo,
  expiresAt: reportLinks.expiresAt,
  createdAt: reportLinks.createdAt,
  createdBy: reportLinks.createdBy,
};

/** "Compartilhar com o pediatra": a new link to this report, open for 7 days. The token is shown once. */
export async function createReportLink(db: Db, clock: Clock, userId: string, query: ReportQuery) {
  const baby = await reportBabyOf(db, userId, query.babyId);
  if (!linkPeriodEndsInTime(query.to, localDateOf(clock.now(), query.tz))) throw new AppError('report_link_future');
  const period = reportPeriodOf(baby, query);
  const token = randomBytes(16).toString('base64url');
  const now = clock.now();
  const link = await db.transaction(async (tx) => {
    await lockCount(tx, 'active-report-links', baby.id);
    const open = and(eq(reportLinks.babyId, baby.id), isNull(reportLinks.revokedAt), gt(reportLinks.expiresAt, now));
    if ((await tx.$count(reportLinks, open)) >= LIMITS.activeReportLinks) throw new AppError('report_link_limit');
    const [inserted] = await tx
      .insert(reportLinks)
      .values({
        babyId: baby.id,
        createdBy: userId,
        tokenHash: hashOf(token),
        periodFrom: period.from,
        periodTo: period.to,
        timeZone: query.tz,
        expiresAt: new Date(now.getTime() + REPORT_LINK_DAYS * DAY_MS),
      })
      .returning(linkColumns);
    return inserted!;
  });
  return { link, token };
}

/** The baby's links still open, newest first, for anyone of its family to see and revoke. */
export async function activeReportLinks(db: Db, clock: Clock, userId: string, babyId: string) {
  const baby = await findOwnBaby(db, userId, babyId);
  return db
    .select(linkColumns)
    .from(reportLinks)
    .where(and(eq(reportLinks.babyId, baby.id), isNull(reportLinks.revokedAt), gt(reportLinks.expiresAt, clock.now())))
    .orderBy(desc(reportLinks.createdAt));
}

/** "Revogar": who shared it, or a Responsável. The doctor's next visit gets "Este link foi revogado". */
export async function revokeReportLink(db: Db, clock: Clock, userId: string, linkId: string) {
  if (!isUuid(linkId)) throw new AppError('report_link_not_found');
  const [found] = await db
    .select({ id: reportLinks.id, babyId: reportLinks.babyId, writtenBy: reportLinks.createdBy })
    .from(reportLinks)
    .where(eq(reportLinks.id, linkId));
  const link = await removableEntry(db, userId, found, 'report_link_not_found');
  await db
    .update(reportLinks)
    .set({ revokedAt: clock.now() })
    .where(and(eq(reportLinks.id, link.id), isNull(reportLinks.revokedAt)));
}

/** Her links to the baby close as she leaves its family, or is removed from it (decision 016). */
export async function revokeLinksOf(tx: Tx, babyId: string, userId: string) {
  await tx
    .update(reportLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(reportLinks.babyId, babyId), eq(reportLinks.createdBy, userId), isNull(reportLinks.revokedAt)));
}

/** What a link's holder sees: the report, or why not. */
export async function openReportLink(
  db: Db,
  clock: Clock,
  token: string,
): Promise<{ closed: ClosedLink } | { closed: null; data: Awaited<ReturnType<typeof reportOfBaby>> }> {
  if (!isReportToken(token)) return { closed: 'missing' };
  const [link] = await db
    .select()
    .from(reportLinks)
    .where(eq(reportLinks.tokenHash, hashOf(token)));
  if (!link) return { closed: 'missing' };
  if (link.revokedAt) return { closed: 'revoked' };
  const now = clock.now();
  if (link.expiresAt <= now) return { closed: 'expired' };
  const baby = await findBabyRecord(db, link.babyId);
  if (!baby) return { closed: 'missing' };
  const data = await reportOfBaby(db, baby, { from: link.periodFrom, to: link.periodTo, tz: link.timeZone }, now);
  return { closed: null, data };
}

/** Whether a token is a link's (open or not): the shared page counts a link's opens apart from wrong tokens. */
export async function isReportLink(db: Db, token: string): Promise<boolean> {
  if (!isReportToken(token)) return false;
  const [link] = await db
    .select({ id: reportLinks.id })
    .from(reportLinks)
    .where(eq(reportLinks.tokenHash, hashOf(token)));
  return link !== undefined;
}
