import { and, desc, eq } from 'drizzle-orm';
import type { BabyInput } from '../../../domain/baby/baby.schema';
import type { Db } from '../../db/client';
import { babies } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';
import { deleteMediaByUrl, storeUpload, type MediaDeps } from '../media/media.service';
import type { PhotoUpload } from '../photos/photo-upload';

export type Baby = typeof babies.$inferSelect;

const NOT_FOUND = () => new AppError(404, 'baby_not_found', 'Bebê não encontrado.');

/** Newest birth date first: the first is the active baby. */
export function listBabies(db: Db, userId: string): Promise<Baby[]> {
  return db
    .select()
    .from(babies)
    .where(eq(babies.userId, userId))
    .orderBy(desc(babies.birthDate), desc(babies.createdAt));
}

/** One of the user's babies; anyone else's (or no such baby) is the same 404. */
export async function getOwnBaby(db: Db, userId: string, babyId: string): Promise<Baby> {
  if (!isUuid(babyId)) throw NOT_FOUND();
  const [baby] = await db
    .select()
    .from(babies)
    .where(and(eq(babies.id, babyId), eq(babies.userId, userId)))
    .limit(1);
  if (!baby) throw NOT_FOUND();
  return baby;
}

export async function createBaby(db: Db, userId: string, input: BabyInput): Promise<Baby> {
  const [baby] = await db
    .insert(babies)
    .values({ ...input, userId })
    .returning();
  return baby!;
}

export async function updateBaby(db: Db, userId: string, babyId: string, input: BabyInput): Promise<Baby> {
  await getOwnBaby(db, userId, babyId);
  const [baby] = await db
    .update(babies)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(babies.id, babyId), eq(babies.userId, userId)))
    .returning();
  return baby!;
}

/** Stores the new photo, points the baby at it, then deletes the one it replaces. */
export async function setBabyPhoto(deps: MediaDeps, userId: string, babyId: string, photo: PhotoUpload) {
  const baby = await getOwnBaby(deps.db, userId, babyId);
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
  const baby = await getOwnBaby(db, userId, babyId);
  if (baby[list].some((entry) => sameEntry(entry, value))) {
    throw new AppError(409, 'already_listed', 'Este item já está na lista.');
  }
  const [updated] = await db
    .update(babies)
    .set({ [list]: [...baby[list], value], updatedAt: new Date() })
    .where(eq(babies.id, baby.id))
    .returning();
  return updated!;
}

export async function removeBookletEntry(db: Db, userId: string, babyId: string, list: BookletList, value: string) {
  const baby = await getOwnBaby(db, userId, babyId);
  const [updated] = await db
    .update(babies)
    .set({ [list]: baby[list].filter((entry) => !sameEntry(entry, value)), updatedAt: new Date() })
    .where(eq(babies.id, baby.id))
    .returning();
  return updated!;
}
