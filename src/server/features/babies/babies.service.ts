import { and, desc, eq, getTableColumns, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { BabyInput } from '../../../domain/baby/baby.schema';
import { type BabyRole, managesFamily, mayRemoveEntry } from '../../../domain/family/baby-role';
import { firstMeasurementDay } from '../../../domain/growth/measurement-rules';
import { LIMITS } from '../../../domain/limits';
import type { BookletList } from '../../../domain/vaccines/vaccine-record.schema';
import type { Db, Tx } from '../../db/client';
import { lockCount } from '../../db/count-lock';
import { oncePerDb } from '../../db/prepared';
import { babies, babyMembers, bookletEntries } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { PhotoUpload } from '../../http/photo-upload';
import { isUuid } from '../../http/request-values';
import { recordFormMeasurement, todayInBrazil } from '../growth/form-measurement.service';
import { deleteMediaByUrl, type MediaDeps, storeUpload } from '../media/media.service';

/** A baby as one person sees it: its registration and her role in its family. */
export type Baby = typeof babies.$inferSelect & { role: BabyRole; allergies: string[]; healthConditions: string[] };

/** A transaction or the database: the vaccine onboarding marks the baby inside its own transaction. */
type Executor = Pick<Db, 'update'>;

/**
 * The one answer to "which babies may this person see": the ones whose family she belongs to
 * (`baby_members`), as Responsável or Cuidador(a). Every query that takes a baby joins on this.
 */
const memberOf = (userId: string | Placeholder) =>
  and(eq(babyMembers.babyId, babies.id), eq(babyMembers.userId, userId));

/**
 * One list of the booklet, in the order its items were added. The baby's id is named with its
 * table: in a query of babies alone drizzle writes a bare "id", which inside this subquery would
 * be the entry's own.
 */
const bookletList = (list: BookletList) =>
  sql<
    string[]
  >`array(select ${bookletEntries.value} from ${bookletEntries} where ${bookletEntries.babyId} = "babies"."id" and ${bookletEntries.list} = ${list} order by ${bookletEntries.createdAt}, ${bookletEntries.id})`;

/** A baby's registration and its booklet's lists. */
const babyRecord = {
  ...getTableColumns(babies),
  allergies: bookletList('allergies').as('allergies'),
  healthConditions: bookletList('healthConditions').as('health_conditions'),
};
export type BabyRecord = Omit<Baby, 'role'>;

/** A baby by its id, for a reader the caller has already let in (a shared report's link). */
export async function findBabyRecord(db: Db, babyId: string): Promise<BabyRecord | null> {
  const [baby] = await db.select(babyRecord).from(babies).where(eq(babies.id, babyId));
  return baby ?? null;
}

/** A baby as she sees it: its registration, its booklet's lists, her role. */
const babyWithRole = { ...babyRecord, role: babyMembers.role };

/** Newest birth date first, as the spec says. */
const newestFirst = [desc(babies.birthDate), desc(babies.createdAt)];

/** Her active baby: the one she chose last, else the spec's first (newest birth date). */
const activeFirst = [sql`${babyMembers.selectedAt} desc nulls last`, ...newestFirst];

export function babiesVisibleTo(db: Db, userId: string): Promise<Baby[]> {
  return db
    .select(babyWithRole)
    .from(babies)
    .innerJoin(babyMembers, memberOf(userId))
    .orderBy(...newestFirst);
}

/**
 * The baby a request names (placeholder `babyId`), else, when it is null, her active baby (for
 * placeholder `userId`): a query of at most one row, for a reader that prepares it with the baby's
 * data in the same round trip (`db.$with('baby').as(...)`). Its values come from
 * `ownBabyOrActiveParams` and what it found goes to `ownBabyOrActiveFound`: the rule stays here.
 * One statement for both cases: a person has a handful of babies, all under one index entry.
 */
export function ownBabyOrActiveQuery(db: Db) {
  const babyId = sql.placeholder('babyId');
  return db
    .select(babyWithRole)
    .from(babies)
    .innerJoin(babyMembers, memberOf(sql.placeholder('userId')))
    .where(sql`(${babyId}::uuid is null or ${babies.id} = ${babyId})`)
    .orderBy(...activeFirst)
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

/**
 * A baby whose family or registration she changes: a stranger gets the 404, a Cuidador(a), who
 * sees the baby, is told that only a Responsável may.
 */
export async function findBabyToManage(db: Db, userId: string, babyId: string): Promise<Baby> {
  const baby = await findOwnBaby(db, userId, babyId);
  if (!managesFamily(baby.role)) throw new AppError('responsible_only');
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
    .innerJoin(babyMembers, memberOf(userId))
    .where(eq(babies.id, babyId))
    .limit(1);
  return rows.length > 0;
}

/** Her role in this baby's family, or null when she is not in it. */
export async function roleFor(db: Pick<Db, 'select'>, userId: string, babyId: string): Promise<BabyRole | null> {
  const [member] = await db
    .select({ role: babyMembers.role })
    .from(babyMembers)
    .where(and(eq(babyMembers.babyId, babyId), eq(babyMembers.userId, userId)));
  return member?.role ?? null;
}

/**
 * The entry of a baby she asks to remove (an agenda event, a vaccine record), if she may: outside
 * the baby's family it is `notFound`, as if it did not exist; a Cuidador(a) removes only what she
 * wrote (`writtenBy`), and is told so.
 */
export async function removableEntry<T extends { babyId: string; writtenBy: string | null }>(
  db: Pick<Db, 'select'>,
  userId: string,
  entry: T | undefined,
  notFound:
    | 'event_not_found'
    | 'vaccine_not_found'
    | 'measurement_not_found'
    | 'consultation_not_found'
    | 'schedule_not_found'
    | 'report_link_not_found',
): Promise<T> {
  const role = entry ? await roleFor(db, userId, entry.babyId) : null;
  if (!entry || !role) throw new AppError(notFound);
  if (!mayRemoveEntry(role, entry.writtenBy, userId)) throw new AppError('entry_not_yours');
  return entry;
}

/** Makes this baby her active one, on every device: the agenda, the card and Lu follow it. */
export async function selectBaby(db: Db, userId: string, babyId: string): Promise<Baby> {
  const baby = await findOwnBaby(db, userId, babyId);
  await db
    .update(babyMembers)
    .set({ selectedAt: sql`clock_timestamp()` })
    .where(and(eq(babyMembers.babyId, baby.id), eq(babyMembers.userId, userId)));
  return baby;
}

/** The first-access vaccine questions are answered for this baby; inside the caller's transaction. */
export async function markVaccineOnboardingDone(tx: Executor, babyId: string): Promise<void> {
  await tx.update(babies).set({ vaccineOnboardingAt: sql`now()` }).where(eq(babies.id, babyId));
}

/** The person who registers a baby is its first Responsável; the form's weight and height are its first measurement. */
export async function createBaby(db: Db, userId: string, input: BabyInput): Promise<Baby> {
  const { weight, height, ...registration } = input;
  return db.transaction(async (tx) => {
    await lockCount(tx, 'babies', userId);
    if ((await tx.$count(babies, eq(babies.userId, userId))) >= LIMITS.babiesPerAccount)
      throw new AppError('baby_limit');
    const [inserted] = await tx
      .insert(babies)
      .values({ ...registration, userId })
      .returning();
    await tx.insert(babyMembers).values({ babyId: inserted!.id, userId, role: 'responsavel' });
    const day = firstMeasurementDay(inserted!.birthDate, todayInBrazil(), { weightKg: weight, lengthCm: height });
    await recordFormMeasurement(tx, userId, inserted!, { weight, height }, day);
    const [baby] = await tx.select().from(babies).where(eq(babies.id, inserted!.id));
    return { ...baby!, allergies: [], healthConditions: [], role: 'responsavel' as const };
  });
}

/** A weight or height changed in the form is a measurement of today; the card shows the latest. */
export async function updateBaby(db: Db, userId: string, babyId: string, input: BabyInput): Promise<Baby> {
  const own = await findBabyToManage(db, userId, babyId);
  const { weight, height, ...registration } = input;
  return db.transaction(async (tx) => {
    await tx
      .update(babies)
      .set({ ...registration, updatedAt: new Date() })
      .where(eq(babies.id, own.id));
    await recordFormMeasurement(tx, userId, own, { weight, height }, todayInBrazil());
    const [baby] = await tx.select().from(babies).where(eq(babies.id, own.id));
    return { ...own, ...baby! };
  });
}

/** Stores the new photo, points the baby at it, then deletes the one it replaces. */
export async function setBabyPhoto(deps: MediaDeps, userId: string, babyId: string, photo: PhotoUpload) {
  const baby = await findBabyToManage(deps.db, userId, babyId);
  const stored = await storeUpload(deps, { ownerId: userId, kind: 'baby_photo', babyId: baby.id, ...photo });
  const [updated] = await deps.db
    .update(babies)
    .set({ photoUrl: stored.url, updatedAt: new Date() })
    .where(eq(babies.id, baby.id))
    .returning();
  await deleteMediaByUrl(deps, userId, baby.photoUrl);
  return { ...baby, ...updated! };
}

const sameEntry = (a: string, b: string) => a.toLocaleLowerCase('pt-BR') === b.toLocaleLowerCase('pt-BR');

/**
 * Changes one list of the booklet under the baby's row lock, so two people of the family adding
 * or removing at the same moment each see the other's change; answers the baby as it is after.
 */
async function changeBookletList(
  db: Db,
  userId: string,
  baby: Baby,
  list: BookletList,
  change: (tx: Tx, entries: { id: string; value: string }[]) => Promise<void>,
): Promise<Baby> {
  await db.transaction(async (tx) => {
    await tx.select({ id: babies.id }).from(babies).where(eq(babies.id, baby.id)).for('update');
    const entries = await tx
      .select({ id: bookletEntries.id, value: bookletEntries.value })
      .from(bookletEntries)
      .where(and(eq(bookletEntries.babyId, baby.id), eq(bookletEntries.list, list)));
    await change(tx, entries);
    await tx.update(babies).set({ updatedAt: new Date() }).where(eq(babies.id, baby.id));
  });
  return findOwnBaby(db, userId, baby.id);
}

/** Adds an allergy or a health condition (any member of the family, remembered as hers); the same entry twice is refused. */
export async function addBookletEntry(db: Db, userId: string, babyId: string, list: BookletList, value: string) {
  const baby = await findOwnBaby(db, userId, babyId);
  return changeBookletList(db, userId, baby, list, async (tx, entries) => {
    if (entries.some((entry) => sameEntry(entry.value, value))) throw new AppError('already_listed');
    if ((await tx.$count(bookletEntries, eq(bookletEntries.babyId, baby.id))) >= LIMITS.bookletEntries)
      throw new AppError('booklet_limit');
    await tx.insert(bookletEntries).values({ babyId: baby.id, list, value, recordedBy: userId });
  });
}

/** Removing from the booklet is deleting the baby's data: a Responsável's. */
export async function removeBookletEntry(db: Db, userId: string, babyId: string, list: BookletList, value: string) {
  const baby = await findBabyToManage(db, userId, babyId);
  return changeBookletList(db, userId, baby, list, async (tx, entries) => {
    const removed = entries.filter((entry) => sameEntry(entry.value, value)).map((entry) => entry.id);
    if (removed.length > 0) await tx.delete(bookletEntries).where(inArray(bookletEntries.id, removed));
  });
}
