import './dom-in-node';
import { screen, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AdminDashboardPage from '@/features/admin/admin-dashboard-page';
import { userRoles } from '../../server/db/schema';
import { EXACT_COUNT_UP_TO } from '../../server/features/admin/counted-or-estimated';
import { motherWithBaby } from '../../server/test/factories';
import { createTestContext, type TestContext } from '../../server/test/harness';
import { browserFor, renderPage } from './page-on-the-api';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const card = (label: string) =>
  screen.getByText(label, { exact: true }).closest('a, div[class*="rounded"]') as HTMLElement;

describe('the admin dashboard', () => {
  it('shows "≈" before a figure the server estimated, and plain counts for the small tables', async () => {
    const admin = await motherWithBaby(ctx, {}, { name: 'Rita Coordenadora' });
    await ctx.db.insert(userRoles).values({ userId: admin.userId, role: 'admin' });
    await ctx.db.execute(sql`insert into appointments (baby_id, type, appointment_date)
      select ${admin.babyId}, 'outro', now() - n * interval '1 minute'
      from generate_series(1, ${EXACT_COUNT_UP_TO + 20_000}) n`);
    await ctx.db.execute(sql`analyze appointments`);

    browserFor(admin.client);
    renderPage(<AdminDashboardPage />, '/admin/dashboard');
    await screen.findByRole('region', { name: 'Estatísticas' });

    expect(within(card('Registros na agenda')).getByText(/^≈ \d{3}\.\d{3}$/)).toBeTruthy();
    expect(within(card('Bebês cadastrados')).getByText('1')).toBeTruthy();
    expect(within(card('Usuários')).getByText('1')).toBeTruthy();
    screen.getByText('≈ Estimativa do banco de dados: acima de 100 mil registros, o número não é contado um a um.');
  });
});
