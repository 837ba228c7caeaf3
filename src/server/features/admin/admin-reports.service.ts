import { sql } from 'drizzle-orm';
import {
  ACTIVE_WITHIN_DAYS,
  CRITICAL_AFTER_DAYS,
  INACTIVE_AFTER_DAYS,
  inactivityStatus,
} from '../../../domain/admin/inactivity';
import { RECENT_SUBSCRIPTIONS_LIMIT } from '../../../domain/admin/admin.schema';
import { percentChange } from '../../../domain/admin/revenue';
import type { Db } from '../../db/client';

// Months and years are Brazil's, as in the monthly_revenue view.
const TZ = 'America/Sao_Paulo';
const thisMonth = sql`date_trunc('month', now() at time zone ${TZ})::date`;
const lastMonth = sql`(date_trunc('month', now() at time zone ${TZ}) - interval '1 month')::date`;
const thisYear = sql`date_trunc('year', now() at time zone ${TZ})::date`;
const lastYear = sql`(date_trunc('year', now() at time zone ${TZ}) - interval '1 year')::date`;

/** Days since she last used the app, or since she signed up if she never came back. */
const inactiveDays = sql`floor(extract(epoch from now() - coalesce(a.last_activity, p.created_at)) / 86400)::int`;

const num = (value: unknown) => Number(value ?? 0);

async function revenueTotals(db: Db) {
  const result = await db.execute<Record<string, unknown>>(sql`
    select
      coalesce((select total_revenue from monthly_revenue where month = ${thisMonth}), 0) as this_month,
      coalesce((select total_revenue from monthly_revenue where month = ${lastMonth}), 0) as last_month,
      coalesce((select sum(total_revenue) from monthly_revenue where month >= ${thisYear}), 0) as this_year,
      coalesce((select sum(total_revenue) from monthly_revenue where month >= ${lastYear} and month < ${thisYear}), 0) as last_year,
      (select count(*) from subscriptions where status = 'active')::int as active_subscriptions`);
  const row = result.rows[0]!;
  const [month, previousMonth, year, previousYear] = [row.this_month, row.last_month, row.this_year, row.last_year].map(
    num,
  ) as [number, number, number, number];
  return {
    thisMonth: month,
    lastMonth: previousMonth,
    monthChangePercent: percentChange(month, previousMonth),
    thisYear: year,
    lastYear: previousYear,
    yearChangePercent: percentChange(year, previousYear),
    activeSubscriptions: num(row.active_subscriptions),
  };
}

/** The eleven numbers of the admin dashboard, each one aggregate in one round trip. */
export async function adminStats(db: Db) {
  const [counts, revenue] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`
      select
        (select count(*) from profiles)::int as users,
        (select count(*) from user_activity where last_activity > now() - make_interval(days => ${ACTIVE_WITHIN_DAYS}))::int as active_last_7_days,
        (select count(*) from profiles p left join user_activity a on a.user_id = p.id where ${inactiveDays} > ${INACTIVE_AFTER_DAYS})::int as inactive,
        (select count(*) from profiles p left join user_activity a on a.user_id = p.id where ${inactiveDays} > ${CRITICAL_AFTER_DAYS})::int as critical,
        (select count(*) from profiles where plan_id is not null)::int as paid_users,
        (select count(*) from community_posts where deleted_at is null)::int as posts,
        (select count(*) from community_reports where status = 'pending')::int as pending_reports,
        (select count(*) from babies)::int as babies,
        (select count(*) from appointments)::int as care_events`),
    revenueTotals(db),
  ]);
  const c = counts.rows[0]!;
  return {
    users: num(c.users),
    activeLast7Days: num(c.active_last_7_days),
    inactiveOver30Days: num(c.inactive),
    criticalOver60Days: num(c.critical),
    paidUsers: num(c.paid_users),
    posts: num(c.posts),
    pendingReports: num(c.pending_reports),
    babies: num(c.babies),
    careEvents: num(c.care_events),
    activeSubscriptions: revenue.activeSubscriptions,
    revenueThisMonth: revenue.thisMonth,
    revenueChangePercent: revenue.monthChangePercent,
  };
}

export async function adminRevenue(db: Db) {
  const [totals, recent, months] = await Promise.all([
    revenueTotals(db),
    db.execute<Record<string, unknown>>(sql`
      select s.id, s.status, s.amount, s.created_at, pl.name as plan_name, pl.price as plan_price, p.full_name, p.email
      from subscriptions s
      join plans pl on pl.id = s.plan_id
      left join profiles p on p.id = s.user_id
      order by s.created_at desc
      limit ${RECENT_SUBSCRIPTIONS_LIMIT}`),
    db.execute<Record<string, unknown>>(
      sql`select month::text as month, total_revenue, unique_users from monthly_revenue order by month desc limit 12`,
    ),
  ]);
  return {
    ...totals,
    recent: recent.rows.map((r) => ({
      id: String(r.id),
      status: String(r.status),
      amount: num(r.amount),
      createdAt: new Date(r.created_at as string).toISOString(),
      plan: { name: String(r.plan_name), price: num(r.plan_price) },
      profile: {
        fullName: (r.full_name as string | null) ?? 'Conta excluída',
        email: (r.email as string | null) ?? '',
      },
    })),
    months: months.rows.map((r) => ({
      month: String(r.month),
      totalRevenue: num(r.total_revenue),
      uniqueUsers: num(r.unique_users),
    })),
  };
}

/** The three counters and who has gone quiet: more than 30 days, the most inactive first. */
export async function adminActivity(db: Db) {
  const [counts, inactive] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`
      select
        (select count(*) from user_activity where last_activity > now() - make_interval(days => ${ACTIVE_WITHIN_DAYS}))::int as active,
        (select count(*) from profiles p left join user_activity a on a.user_id = p.id where ${inactiveDays} > ${INACTIVE_AFTER_DAYS})::int as inactive,
        (select count(*) from profiles p left join user_activity a on a.user_id = p.id where ${inactiveDays} > ${CRITICAL_AFTER_DAYS})::int as critical`),
    db.execute<Record<string, unknown>>(sql`
      select p.id, p.full_name, p.email, ${inactiveDays} as inactive_days, pl.name as plan_name
      from profiles p
      left join user_activity a on a.user_id = p.id
      left join plans pl on pl.id = p.plan_id
      where ${inactiveDays} > ${INACTIVE_AFTER_DAYS}
      order by inactive_days desc, p.id
      limit 200`),
  ]);
  const c = counts.rows[0]!;
  return {
    activeLast7Days: num(c.active),
    inactiveOver30Days: num(c.inactive),
    criticalOver60Days: num(c.critical),
    inactiveUsers: inactive.rows.map((r) => ({
      id: String(r.id),
      fullName: String(r.full_name),
      email: String(r.email),
      inactiveDays: num(r.inactive_days),
      status: inactivityStatus(num(r.inactive_days)),
      planName: (r.plan_name as string | null) ?? null,
    })),
  };
}
