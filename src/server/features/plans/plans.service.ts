import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';

export type Plan = typeof plans.$inferSelect;

export const toPlanJson = (p: Plan) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  price: p.price,
  originalPrice: p.originalPrice,
  billingPeriod: p.billingPeriod,
  features: p.features,
  highlight: p.highlight,
  isPopular: p.isPopular,
});

export const listPlans = (db: Db) => db.select().from(plans).orderBy(asc(plans.price));

export async function findPlan(db: Db, planId: string): Promise<Plan | null> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  return plan ?? null;
}
