import { and, eq, sql } from 'drizzle-orm';
import type { MilestoneMarkInput } from '../../../domain/development/milestone-mark.schema';
import { milestoneById } from '../../../domain/development/milestones';
import type { Db } from '../../db/client';
import { oncePerDb } from '../../db/prepared';
import { milestoneMarks } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { findOwnBabyOrActive } from '../babies/babies.service';
import { todayInBrazil } from '../growth/form-measurement.service';
import { growthAgeOn, latestHeadZ } from '../growth/growth.service';

const marksOf = oncePerDb((db) =>
  db
    .select({ milestoneId: milestoneMarks.milestoneId, mark: milestoneMarks.mark, markedOn: milestoneMarks.markedOn })
    .from(milestoneMarks)
    .where(eq(milestoneMarks.babyId, sql.placeholder('babyId')))
    .prepare('milestone_marks_of_baby'),
);

/** A baby's marks, for whoever already knows she may read them (a report). */
export const marksOfBaby = (db: Db, babyId: string) => marksOf(db).execute({ babyId });

/** "Marcos do desenvolvimento": the baby, the age its milestones are read at, and its marks. */
export async function getDevelopment(db: Db, userId: string, babyId: string | undefined) {
  const baby = await findOwnBabyOrActive(db, userId, babyId);
  if (!baby) return { baby: null, age: null, marks: [], headZ: null };
  return {
    baby: { id: baby.id, name: baby.name, birthDate: baby.birthDate, gestationalWeeks: baby.gestationalWeeks },
    age: growthAgeOn(baby, todayInBrazil()),
    marks: await marksOf(db).execute({ babyId: baby.id }),
    /** The latest head circumference's z: beyond ±2 it joins the classification (Caderneta). */
    headZ: await latestHeadZ(db, baby),
  };
}

/** Marks a milestone "Já faz" or "Ainda não", or unmarks it: any member of the baby's family. */
export async function setMilestoneMark(db: Db, userId: string, milestoneId: string, input: MilestoneMarkInput) {
  if (!milestoneById(milestoneId)) throw new AppError('milestone_not_found');
  const baby = await findOwnBabyOrActive(db, userId, input.babyId);
  if (!baby) throw new AppError('no_baby');
  if (input.markedOn < baby.birthDate) throw new AppError('mark_before_birth');
  const key = and(eq(milestoneMarks.babyId, baby.id), eq(milestoneMarks.milestoneId, milestoneId));
  if (input.mark === null) {
    await db.delete(milestoneMarks).where(key);
    return null;
  }
  const values = { mark: input.mark, markedOn: input.markedOn, recordedBy: userId };
  const [saved] = await db
    .insert(milestoneMarks)
    .values({ babyId: baby.id, milestoneId, ...values })
    .onConflictDoUpdate({ target: [milestoneMarks.babyId, milestoneMarks.milestoneId], set: values })
    .returning({
      milestoneId: milestoneMarks.milestoneId,
      mark: milestoneMarks.mark,
      markedOn: milestoneMarks.markedOn,
    });
  return saved!;
}
