import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const foodItemsByAge = pgTable(
  'food_items_by_age',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    icon: text('icon').notNull(),
    minAgeMonths: integer('min_age_months').notNull(),
    benefits: text('benefits').notNull(),
    preparationTips: text('preparation_tips').notNull(),
  },
  (t) => [index('food_items_by_age_min_age_idx').on(t.minAgeMonths)],
);

export const plvFoods = pgTable('plv_foods', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  category: text('category').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  allowed: boolean('allowed').notNull(),
  alternativeFoods: text('alternative_foods').array().notNull().default(sql`'{}'::text[]`),
});

export const recipes = pgTable(
  'recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull().unique(),
    category: text('category').notNull(),
    difficulty: text('difficulty').notNull(),
    prepTimeMinutes: integer('prep_time_minutes').notNull(),
    servings: integer('servings').notNull(),
    isAplvFriendly: boolean('is_aplv_friendly').notNull(),
    minAgeMonths: integer('min_age_months').notNull(),
    ingredients: text('ingredients').array().notNull(),
    instructions: text('instructions').array().notNull(),
    nutritionalInfo: text('nutritional_info'),
  },
  (t) => [index('recipes_min_age_idx').on(t.minAgeMonths)],
);

/** The "Para a Mãe" texts. */
export const motherGuides = pgTable('mother_guides', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  sections: jsonb('sections').$type<{ heading: string; paragraphs: string[] }[]>().notNull(),
});

export const savedAiTips = pgTable(
  'saved_ai_tips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipContent: text('tip_content').notNull(),
    tipCategory: text('tip_category').notNull().default('alimentacao'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_ai_tips_user_created_idx').on(t.userId, t.createdAt)],
);
