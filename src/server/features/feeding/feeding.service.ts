import { and, asc, desc, eq } from 'drizzle-orm';
import { SAVED_TIPS_LISTED } from '../../../domain/feeding/saved-tips';
import type { Db } from '../../db/client';
import { foodItemsByAge, motherGuides, plvFoods, recipes, savedAiTips } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';

/** Everything the guide shows that is the same for every mother, in the spec's orders. */
export async function getFeedingContent(db: Db) {
  const [foods, aplvFoods, recipeRows, guides] = await Promise.all([
    db.select().from(foodItemsByAge).orderBy(asc(foodItemsByAge.minAgeMonths), asc(foodItemsByAge.name)),
    db.select().from(plvFoods).orderBy(asc(plvFoods.name)),
    db.select().from(recipes).orderBy(asc(recipes.minAgeMonths), asc(recipes.title)),
    db.select().from(motherGuides),
  ]);
  return { foods, aplvFoods, recipes: recipeRows, motherGuides: guides };
}

/** A tip Lu gave in the chat, kept in the feeding guide's saved tips. */
export async function saveTip(db: Db, userId: string, content: string) {
  const [tip] = await db
    .insert(savedAiTips)
    .values({ userId, tipContent: content, tipCategory: 'alimentacao' })
    .returning();
  return tip!;
}

/** Her newest saved tips, at most SAVED_TIPS_LISTED, and whether older ones were left out. */
export async function listTips(db: Db, userId: string) {
  const found = await db
    .select()
    .from(savedAiTips)
    .where(eq(savedAiTips.userId, userId))
    .orderBy(desc(savedAiTips.createdAt), desc(savedAiTips.id))
    .limit(SAVED_TIPS_LISTED + 1);
  return { tips: found.slice(0, SAVED_TIPS_LISTED), olderNotShown: found.length > SAVED_TIPS_LISTED };
}

export async function deleteTip(db: Db, userId: string, tipId: string) {
  if (!isUuid(tipId)) throw new AppError('tip_not_found');
  const deleted = await db
    .delete(savedAiTips)
    .where(and(eq(savedAiTips.id, tipId), eq(savedAiTips.userId, userId)))
    .returning({ id: savedAiTips.id });
  if (deleted.length === 0) throw new AppError('tip_not_found');
}
