import { and, eq, notExists, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { plans, profiles, subscriptions } from '../schema';

type SeedPlan = Omit<typeof plans.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const FREE_FEATURES = [
  'Agenda de mamadas, sonecas, fraldas e remédios',
  'Carteira de vacinas do bebê',
  'Guia de primeiros socorros',
];
const ESSENTIAL_FEATURES = [
  'Tudo do plano Gratuito',
  'Guia de alimentação com receitas',
  'Exercícios para o bebê e para o pós-parto',
  'Caderneta do bebê com relatórios',
];
const PREMIUM_FEATURES = ['Tudo do plano Essencial', 'Lu, a assistente virtual', 'Comunidade de mães'];

const PREMIUM_MONTHLY_PRICE = 29.9;

/**
 * The plans /plano shows: three monthly ones for the monthly view, and the annual premium plan,
 * which takes the monthly premium's place in the annual view. The annual price is 35% below
 * twelve monthly payments, as the "Economize 35%" badge says.
 */
export const PLANS: SeedPlan[] = [
  {
    name: 'Gratuito',
    description: 'O básico para organizar o dia a dia do bebê.',
    price: 0,
    originalPrice: null,
    billingPeriod: 'monthly',
    features: FREE_FEATURES,
    highlight: false,
    isPopular: false,
  },
  {
    name: 'Essencial',
    description: 'Mais apoio para acompanhar cada fase do bebê.',
    price: 14.9,
    originalPrice: null,
    billingPeriod: 'monthly',
    features: ESSENTIAL_FEATURES,
    highlight: false,
    isPopular: false,
  },
  {
    name: 'Premium Mensal',
    description: 'A Lumma completa, pagando mês a mês.',
    price: PREMIUM_MONTHLY_PRICE,
    originalPrice: null,
    billingPeriod: 'monthly',
    features: PREMIUM_FEATURES,
    highlight: true,
    isPopular: false,
  },
  {
    name: 'Premium Anual',
    description: 'A Lumma completa por 12 meses, pagando menos.',
    price: 233.2,
    originalPrice: Math.round(PREMIUM_MONTHLY_PRICE * 12 * 100) / 100,
    billingPeriod: 'annual',
    features: PREMIUM_FEATURES,
    highlight: true,
    isPopular: true,
  },
];

const excluded = (column: string) => sql.raw(`excluded."${column}"`);
const SEEDED_COLUMNS = [
  'description',
  'price',
  'original_price',
  'billing_period',
  'features',
  'highlight',
  'is_popular',
];

/**
 * Makes the plans equal to the seed on every start; running it twice changes nothing. A plan
 * dropped from the seed is deleted only while no mother and no subscription refers to it.
 */
export async function seedPlans(db: Db): Promise<void> {
  const seeded = sql.raw(SEEDED_COLUMNS.map((c) => `"plans"."${c}"`).join(', '));
  const incoming = sql.raw(SEEDED_COLUMNS.map((c) => `excluded."${c}"`).join(', '));
  await db.transaction(async (tx) => {
    await tx
      .insert(plans)
      .values(PLANS)
      .onConflictDoUpdate({
        target: plans.name,
        set: {
          description: excluded('description'),
          price: excluded('price'),
          originalPrice: excluded('original_price'),
          billingPeriod: excluded('billing_period'),
          features: excluded('features'),
          highlight: excluded('highlight'),
          isPopular: excluded('is_popular'),
          updatedAt: sql`now()`,
        },
        // Untouched rows keep their updated_at.
        setWhere: sql`(${seeded}) is distinct from (${incoming})`,
      });
    await tx.delete(plans).where(
      and(
        notInArray(
          plans.name,
          PLANS.map((p) => p.name),
        ),
        notExists(tx.select({ one: sql`1` }).from(profiles).where(eq(profiles.planId, plans.id))),
        notExists(tx.select({ one: sql`1` }).from(subscriptions).where(eq(subscriptions.planId, plans.id))),
      ),
    );
  });
}
