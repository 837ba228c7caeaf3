import { notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { foodItemsByAge, motherGuides, plvFoods, recipes } from '../schema';
import { APLV_FOODS, FOODS_BY_AGE, MOTHER_GUIDES, RECIPES } from './feeding-content';

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/**
 * Makes the content tables equal to the seed, on every start: new items are added, changed ones
 * corrected, removed ones deleted. Running it twice changes nothing.
 */
export async function seedContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(foodItemsByAge)
      .values(FOODS_BY_AGE)
      .onConflictDoUpdate({
        target: foodItemsByAge.name,
        set: {
          category: excluded('category'),
          description: excluded('description'),
          icon: excluded('icon'),
          minAgeMonths: excluded('min_age_months'),
          benefits: excluded('benefits'),
          preparationTips: excluded('preparation_tips'),
        },
      });
    await tx.delete(foodItemsByAge).where(
      notInArray(
        foodItemsByAge.name,
        FOODS_BY_AGE.map((f) => f.name),
      ),
    );

    await tx
      .insert(plvFoods)
      .values(APLV_FOODS)
      .onConflictDoUpdate({
        target: plvFoods.name,
        set: {
          category: excluded('category'),
          description: excluded('description'),
          icon: excluded('icon'),
          allowed: excluded('allowed'),
          alternativeFoods: excluded('alternative_foods'),
        },
      });
    await tx.delete(plvFoods).where(
      notInArray(
        plvFoods.name,
        APLV_FOODS.map((f) => f.name),
      ),
    );

    await tx
      .insert(recipes)
      .values(RECIPES)
      .onConflictDoUpdate({
        target: recipes.title,
        set: {
          category: excluded('category'),
          difficulty: excluded('difficulty'),
          prepTimeMinutes: excluded('prep_time_minutes'),
          servings: excluded('servings'),
          isAplvFriendly: excluded('is_aplv_friendly'),
          minAgeMonths: excluded('min_age_months'),
          ingredients: excluded('ingredients'),
          instructions: excluded('instructions'),
          nutritionalInfo: excluded('nutritional_info'),
        },
      });
    await tx.delete(recipes).where(
      notInArray(
        recipes.title,
        RECIPES.map((r) => r.title),
      ),
    );

    await tx
      .insert(motherGuides)
      .values(MOTHER_GUIDES)
      .onConflictDoUpdate({
        target: motherGuides.slug,
        set: { title: excluded('title'), sections: excluded('sections') },
      });
  });
}
