import { asc } from 'drizzle-orm';
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
