import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf } from '../../../domain/agenda/local-days';
import { addDays } from '../../../domain/reminders/zoned-time';
import { reportLinks } from '../../db/schema';
import { registeredBaby, signedUpMother } from '../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('a share link’s period', () => {
  it('ends on the day the link is made, on the sharer’s clock, at the latest', async () => {
    const mother = await signedUpMother(ctx);
    const baby = await registeredBaby(mother, { name: 'Helena', birthDate: '2026-01-10' });
    const share = (from: string, to: string, tz: string) =>
      mother.api.reports.links.$post({ json: { babyId: baby.id, from, to, tz } });
    const refusal = {
      code: 'validation',
      message: 'O link só pode mostrar dias até hoje. Escolha uma data final que já chegou.',
    };

    // The year 9999 is no real date for a report (decision 022), before it ends in the future.
    const farAway = await share('9999-01-01', '9999-12-31', 'America/Sao_Paulo');
    expect(farAway.status).toBe(400);
    expect((await errorOf(farAway)).code).toBe('validation');
    // Tomorrow on her clock.
    const today = localDateOf(new Date(), 'America/Sao_Paulo');
    const tomorrow = await share(addDays(today, -6), addDays(today, 1), 'America/Sao_Paulo');
    expect(await errorOf(tomorrow)).toEqual(refusal);
    expect(await ctx.db.select().from(reportLinks).where(eq(reportLinks.babyId, baby.id))).toEqual([]);

    expect((await share(addDays(today, -6), today, 'America/Sao_Paulo')).status).toBe(201);
  });
});
