import { ANNUAL_SAVING_BADGE, planSavingPercent, plansForView } from '@domain/plans/plan-pricing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, profiles, subscriptions } from '../../db/schema';
import { seedPlans } from '../../db/seed/plans';
import { signedUpMother } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { okJson } from '../../test/typed-client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const listPlans = async () => {
  const response = await ctx.client().api.plans.$get();
  expect(response.status).toBe(200);
  return (await okJson(response)).plans;
};
const allRows = () => ctx.db.select().from(plans).orderBy(asc(plans.name));

describe('GET /api/plans', () => {
  it('answers the seeded plans, cheapest first, to a visitor without a session', async () => {
    const list = await listPlans();
    expect(list.map((p) => [p.name, p.price, p.billingPeriod])).toEqual([
      ['Gratuito', 0, 'monthly'],
      ['Essencial', 14.9, 'monthly'],
      ['Premium Mensal', 29.9, 'monthly'],
      ['Premium Anual', 233.2, 'annual'],
    ]);
    for (const plan of list) {
      expect(plan.description).not.toBe('');
      expect(plan.features.length).toBeGreaterThan(0);
    }
  });

  it('gives each view of /plano three plans, with the annual premium as the popular one', async () => {
    const list = await listPlans();
    expect(plansForView(list, 'monthly').map((p) => p.name)).toEqual(['Gratuito', 'Essencial', 'Premium Mensal']);
    expect(plansForView(list, 'annual').map((p) => p.name)).toEqual(['Gratuito', 'Essencial', 'Premium Anual']);
    expect(list.filter((p) => p.isPopular).map((p) => p.name)).toEqual(['Premium Anual']);
  });

  it('prices the annual premium as the badge says: 35% less than twelve monthly payments', async () => {
    const list = await listPlans();
    const monthly = list.find((p) => p.name === 'Premium Mensal')!;
    const annual = list.find((p) => p.name === 'Premium Anual')!;
    expect(annual.originalPrice).toBeCloseTo(monthly.price * 12, 2);
    expect(`Economize ${planSavingPercent(annual)}%`).toBe(ANNUAL_SAVING_BADGE);
  });
});

describe('seedPlans', () => {
  it('changes nothing when it runs again', async () => {
    const before = await allRows();
    await seedPlans(ctx.db);
    await seedPlans(ctx.db);
    expect(await allRows()).toEqual(before);
  });

  it('puts back a plan changed or deleted by hand, keeping its id', async () => {
    const [essential] = await ctx.db.select().from(plans).where(eq(plans.name, 'Essencial'));
    await ctx.db.update(plans).set({ price: 1, features: [] }).where(eq(plans.name, 'Essencial'));
    await ctx.db.delete(plans).where(eq(plans.name, 'Gratuito'));
    await seedPlans(ctx.db);
    const [restored] = await ctx.db.select().from(plans).where(eq(plans.name, 'Essencial'));
    expect(restored).toMatchObject({ id: essential!.id, price: 14.9, features: essential!.features });
    expect((await allRows()).map((p) => p.name)).toEqual(['Essencial', 'Gratuito', 'Premium Anual', 'Premium Mensal']);
  });

  it('deletes a plan no longer in the seed unless a mother or a subscription refers to it', async () => {
    const { userId } = await signedUpMother(ctx);
    const [unused, onProfile, onSubscription] = await ctx.db
      .insert(plans)
      .values([
        { name: 'Plano Antigo', price: 9.9, billingPeriod: 'monthly' },
        { name: 'Plano de uma Mãe', price: 19.9, billingPeriod: 'monthly' },
        { name: 'Plano Vendido', price: 99, billingPeriod: 'annual' },
      ])
      .returning();
    await ctx.db.update(profiles).set({ planId: onProfile!.id }).where(eq(profiles.id, userId));
    await ctx.db.insert(subscriptions).values({ userId, planId: onSubscription!.id, amount: 99, status: 'canceled' });

    await seedPlans(ctx.db);
    const names = (await allRows()).map((p) => p.name);
    expect(names).not.toContain(unused!.name);
    expect(names).toEqual(expect.arrayContaining(['Plano de uma Mãe', 'Plano Vendido']));
  });
});
