import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodItemsByAge, savedAiTips } from '../../db/schema';
import { seedContent } from '../../db/seed/seed-content';
import { signedUpMother } from '../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../test/harness';
import { okJson } from '../../test/typed-client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const sortedBy = <T>(items: T[], key: (t: T) => string | number) =>
  [...items].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return typeof ka === 'number' && typeof kb === 'number' ? ka - kb : String(ka).localeCompare(String(kb));
  });

describe('feeding guide content', () => {
  it('lists foods by minimum age, APLV foods by name and recipes by minimum age', async () => {
    const response = await ctx.client().api.feeding.content.$get();
    expect(response.status).toBe(200);
    const content = await okJson(response);
    expect(content.foods.length).toBeGreaterThanOrEqual(30);
    expect(content.aplvFoods.length).toBeGreaterThanOrEqual(20);
    expect(content.recipes.length).toBeGreaterThanOrEqual(12);
    expect(content.motherGuides.map((g) => g.slug).sort()).toEqual(['aplv-mom', 'milk-production', 'recovery']);

    const ages = content.foods.map((f) => f.minAgeMonths);
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
    expect(content.recipes.map((r) => r.minAgeMonths)).toEqual(
      sortedBy(content.recipes, (r) => r.minAgeMonths).map((r) => r.minAgeMonths),
    );
    const names = content.aplvFoods.map((f) => f.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(content.aplvFoods.some((f) => f.allowed)).toBe(true);
    expect(content.aplvFoods.some((f) => !f.allowed)).toBe(true);
  });

  it('seeds idempotently and puts back content that was changed by hand', async () => {
    const before = (await ctx.db.select().from(foodItemsByAge)).length;
    await ctx.db.delete(foodItemsByAge);
    await seedContent(ctx.db);
    await seedContent(ctx.db);
    expect((await ctx.db.select().from(foodItemsByAge)).length).toBe(before);
  });
});

describe('saved tips', () => {
  it('lists her own tips newest first and deletes only her own', async () => {
    const { api: ana, userId: anaId } = await signedUpMother(ctx);
    const { api: bia, userId: biaId } = await signedUpMother(ctx);
    const [older] = await ctx.db
      .insert(savedAiTips)
      .values({ userId: anaId, tipContent: 'Ofereça água nas refeições.', createdAt: new Date('2026-11-01T10:00:00Z') })
      .returning();
    await ctx.db.insert(savedAiTips).values({
      userId: anaId,
      tipContent: 'Banana amassada é ótima aos 6 meses.',
      createdAt: new Date('2026-11-02T10:00:00Z'),
    });
    const [biaTip] = await ctx.db.insert(savedAiTips).values({ userId: biaId, tipContent: 'Dica da Bia' }).returning();

    const { tips } = await okJson(ana.feeding.tips.$get());
    expect(tips.map((t) => t.content)).toEqual(['Banana amassada é ótima aos 6 meses.', 'Ofereça água nas refeições.']);
    expect(tips[0]?.category).toBe('alimentacao');

    const stranger = await ana.feeding.tips[':id'].$delete({ param: { id: biaTip!.id } });
    expect(stranger.status).toBe(404);
    expect((await errorOf(stranger)).message).toBe('Dica não encontrada.');
    expect((await okJson(bia.feeding.tips.$get())).tips).toHaveLength(1);

    expect((await ana.feeding.tips[':id'].$delete({ param: { id: older!.id } })).status).toBe(200);
    expect((await okJson(ana.feeding.tips.$get())).tips).toHaveLength(1);
    expect((await ctx.client().api.feeding.tips.$get()).status).toBe(401);
  });

  it('lists the newest 200 and says older ones are left out; the data export keeps all', async () => {
    const { api: ana, userId: anaId } = await signedUpMother(ctx);
    const tipsSaved = (count: number, from: number) =>
      ctx.db.insert(savedAiTips).values(
        Array.from({ length: count }, (_, i) => ({
          userId: anaId,
          tipContent: `Dica ${from + i}`,
          createdAt: new Date(Date.UTC(2026, 0, 1) + (from + i) * 60_000),
        })),
      );
    await tipsSaved(200, 1);
    const exactly = await okJson(ana.feeding.tips.$get());
    expect(exactly.tips).toHaveLength(200);
    expect(exactly).not.toHaveProperty('olderNotShown');

    await tipsSaved(1, 0);
    await tipsSaved(1, 201);
    const capped = await okJson(ana.feeding.tips.$get());
    expect(capped.tips).toHaveLength(200);
    expect(capped.tips[0]!.content).toBe('Dica 201');
    expect(capped.tips.at(-1)!.content).toBe('Dica 2');
    expect(capped.olderNotShown).toBe(true);

    // The export is streamed: its answer has no type.
    const exported = (await (await ana.account.export.$get()).json()) as { data: { savedTips: unknown[] } };
    expect(exported.data.savedTips).toHaveLength(202);
  });
});
