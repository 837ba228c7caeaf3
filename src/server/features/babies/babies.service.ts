import { and, desc, eq, type Placeholder, sql } from 'drizzle-orm';
import type { BabyInput } from '../../../domain/baby/baby.schema';
import type { Db } from '../../db/client';
import { oncePerDb } from '../../db/prepared';
import { babies } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';
import { deleteMediaByUrl, storeUpload, type MediaDeps } from '../media/media.service';
import type { PhotoUpload } from '../../http/photo-upload';

export type Baby = typeof babies.$inferSelect;

/** A transaction or the database: the vaccine onboarding marks the baby inside its own transaction. */
type Executor = Pick<Db, 'update'>;

/**
 * The one answer to "which babies may this mother see and change": today, the ones she
 * registered. Family sharing changes this line, and every feature that takes a baby follows.
 */
const visibleTo = (userId: string | Placeholder) => eq(babies.userId, userId);

/** Newest birth date first, as the spec says: the first is the active baby. */
const newestFirst = [desc(babies.birthDate), desc(babies.createdAt)];

export function babiesVisibleTo(db: Db, userId: string): Promise<Baby[]> {
  return db
    .select()
    .from(babies)
    .where(visibleTo(userId))
    .orderBy(...newestFirst);
}

/**
 * The baby a request names (placeholder `babyId`), else, when it is null, her active baby (for
 * placeholder `userId`): a query of at most one row, for a reader that prepares it with the baby's
 * data in the same round trip (`db.$with('baby').as(...)`). Its values come from
 * `ownBabyOrActiveParams` and what it found goes to `ownBabyOrActiveFound`: the rule stays here.
 * One statement for both cases: a mother has a handful of babies, all under one index entry.
 */
export function ownBabyOrActiveQuery(db: Db) {
  const babyId = sql.placeholder('babyId');
  return db
    .select()
    .from(babies)
    .where(and(visibleTo(sql.placeholder('userId')), sql`(${babyId}::uuid is null or ${babies.id} = ${babyId})`))
    .orderBy(...newestFirst)
    .limit(1);
}

/** The values of `ownBabyOrActiveQuery`'s placeholders; a malformed id is the same 404 as another mother's baby. */
export function ownBabyOrActiveParams(userId: string, babyId: string | undefined) {
  if (babyId && !isUuid(babyId)) throw new AppError('baby_not_found');
  return { userId, babyId: babyId || null };
}

/** What `ownBabyOrActiveQuery` found: a named baby that is not hers is a 404, no active baby is null. */
export function ownBabyOrActiveFound<T>(found: T | undefined, babyId: string | undefined): T | null {
  if (!found && babyId) throw new AppError('baby_not_found');
  return found ?? null;
}

const ownBabyOrActive = oncePerDb((db) => ownBabyOrActiveQuery(db).prepare('own_baby_or_active'));

/** The active baby; null before the first one. */
export async function getActiveBaby(db: Db, userId: string): Promise<Baby | null> {
  const [baby] = await ownBabyOrActive(db).execute(ownBabyOrActiveParams(userId, undefined));
  return baby ?? null;
}

/** One of the babies she may see; anyone else's (or no such baby) is the same 404. */
export async function findOwnBaby(db: Db, userId: string, babyId: string): Promise<Baby> {
  // An empty id would mean "the active baby" to the query: here it is a 404.
  if (!isUuid(babyId)) throw new AppError('baby_not_found');
  const [baby] = await ownBabyOrActive(db).execute({ userId, babyId });
  if (!baby) throw new AppError('baby_not_found');
  return baby;
}

/** The baby a request names (404 if not hers), else her active baby (null when she has none). */
export async function findOwnBabyOrActive(db: Db, userId: string, babyId: string | undefined): Promise<Baby | null> {
  const [baby] = await ownBabyOrActive(db).execute(ownBabyOrActiveParams(userId, babyId));
  return ownBabyOrActiveFound(baby, babyId);
}

/** Whether she may see this baby (its photo, for one): the same rule, as a yes or no. */
export async function canSeeBaby(db: Db, userId: string, babyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: babies.id })
    .from(babies)
    .where(and(eq(babies.id, babyId), visibleTo(userId)))
    .limit(1);
  return rows.length > 0;
}

/** The first-access vaccine questions are answered for this baby; inside the caller's transaction. */
export async function markVaccineOnboardingDone(tx: Executor, babyId: string): Promise<void> {
  await tx.update(babies).set({ vaccineOnboardingAt: sql`now()` }).where(eq(babies.id, babyId));
}

export async function createBaby(db: Db, userId: string, input: BabyInput): Promise<Baby> {
  const [baby] = await db
    .insert(babies)
    .values({ ...input, userId })
    .returning();
  return baby!;
}

export async function updateBaby(db: Db, userId: string, babyId: string, input: BabyInput): Promise<Baby> {
  const own = await findOwnBaby(db, userId, babyId);
  const [baby] = await db
    .update(babies)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(babies.id, own.id))
    .returning();
  return baby!;
}

/** Stores the new photo, points the baby at it, then deletes the one it replaces. */
export async function setBabyPhoto(deps: MediaDeps, userId: string, babyId: string, photo: PhotoUpload) {
  const baby = await findOwnBaby(deps.db, userId, babyId);
  const stored = await storeUpload(deps, { ownerId: userId, kind: 'baby_photo', babyId: baby.id, ...photo });
  const [updated] = await deps.db
    .update(babies)
    .set({ photoUrl: stored.url, updatedAt: new Date() })
    .where(eq(babies.id, baby.id))
    .returning();
  await deleteMediaByUrl(deps, userId, baby.photoUrl);
  return updated!;
}

export type BookletList = 'allergies' | 'healthConditions';

const sameEntry = (a: string, b: string) => a.toLocaleLowerCase('pt-BR') === b.toLocaleLowerCase('pt-BR');

/** Adds an allergy or a health condition; the same entry twice is refused. */
export async function addBookletEntry(db: Db, userId: string, babyId: string, list: BookletList, value: string) {
  const baby = await findOwnBaby(db, userId, babyId);
  if (baby[list].some((entry) => sameEntry(entry, value))) {
    throw new AppError('already_listed');
  }
  const [updated] = await db
    .update(babies)
    .set({ [list]: [...baby[list], value], updatedAt: new Date() })
    .where(eq(babies.id, baby.id))
    .returning();
  return updated!;
}

export async function removeBookletEntry(db: Db, userId: string, babyId: string, list: BookletList, value: string) {
  const baby = await findOwnBaby(db, userId, babyId);
  const [updated] = await db
    .update(babies)
    .set({ [list]: baby[list].filter((entry) => !sameEntry(entry, value)), updatedAt: new Date() })
    .where(eq(babies.id, baby.id))
    .returning();
  return updated!;
}
