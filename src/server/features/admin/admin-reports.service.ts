import { sql } from 'drizzle-orm';
import { RECENT_SUBSCRIPTIONS_LIMIT } from '../../../domain/admin/admin.schema';
import {
  ACTIVE_WITHIN_DAYS,
  CRITICAL_AFTER_DAYS,
  INACTIVE_AFTER_DAYS,
  inactivityStatus,
} from '../../../domain/admin/inactivity';
import { percentChange } from '../../../domain/admin/revenue';
import { UNNAMED_MOTHER } from '../../../domain/profile/profile.schema';
import type { Db } from '../../db/client';

// Months and years are Brazil's, as in the monthly_revenue view.
const TZ = 'America/Sao_Paulo';
const thisMonth = sql`date_trunc('month', now() at time zone ${TZ})::date`;
const lastMonth = sql`(date_trunc('month', now() at time zone ${TZ}) - interval '1 month')::date`;
const thisYear = sql`date_trunc('year', now() at time zone ${TZ})::date`;
const lastYear = sql`(date_trunc('year', now() at time zone ${TZ}) - interval '1 year')::date`;

/** Days since she last used the app, or since she signed up if she never came back. */
const inactiveDays = sql`floor(extract(epoch from now() - coalesce(a.last_activity, p.created_at)) / 86400)::int`;

/**
 * How rows arrive through both drivers (PGlite and node-postgres): `numeric` as text, turned into
 * a number once below; counts cast to int as numbers; `timestamptz` as text, since Drizzle turns
 * the drivers' date parsing off.
 */
type NumericText = string;
type TimestampText = string;

interface RevenueTotalsRow extends Record<string, unknown> {
  this_month: NumericText;
  last_month: NumericText;
  this_year: NumericText;
  last_year: NumericText;
  active_subscriptions: number;
}

async function revenueTotals(db: Db) {
  const result = await db.execute<RevenueTotalsRow>(sql`
    select
      coalesce((select total_revenue from monthly_revenue where month = ${thisMonth}), 0) as this_month,
      coalesce((select total_revenue from monthly_revenue where month = ${lastMonth}), 0) as last_month,
      coalesce((select sum(total_revenue) from monthly_revenue where month >= ${thisYear}), 0) as this_year,
      coalesce((select sum(total_revenue) from monthly_revenue where month >= ${lastYear} and month < ${thisYear}), 0) as last_year,
      (select count(*) from subscriptions where status = 'active')::int as active_subscriptions`);
  const row = result.rows[0]!;
  const month = Number(row.this_month);
  const previousMonth = Number(row.last_month);
  const year = Number(row.this_year);
  const previousYear = Number(row.last_year);
  return {
    thisMonth: month,
    lastMonth: previousMonth,
    monthChangePercent: percentChange(month, previousMonth),
    thisYear: year,
    lastYear: previousYear,
    yearChangePercent: percentChange(year, previousYear),
    activeSubscriptions: row.active_subscriptions,
  };
}

interface DashboardCountsRow extends Record<string, unknown> {
  users: number;
  active_last_7_days: number;
  inactive: number;
  critical: number;
  paid_users: number;
  posts: number;
  pending_reports: number;
  babies: number;
  care_events: number;
}

/** The eleven numbers of the admin dashboard, each one aggregate in one round trip. */
export async function adminStats(db: Db) {
  const [counts, revenue] = await Promise.all([
    db.execute<DashboardCountsRow>(sql`
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
    users: c.users,
    activeLast7Days: c.active_last_7_days,
    inactiveOver30Days: c.inactive,
    criticalOver60Days: c.critical,
    paidUsers: c.paid_users,
    posts: c.posts,
    pendingReports: c.pending_reports,
    babies: c.babies,
    careEvents: c.care_events,
    activeSubscriptions: revenue.activeSubscriptions,
    revenueThisMonth: revenue.thisMonth,
    revenueChangePercent: revenue.monthChangePercent,
  };
}

interface RecentSubscriptionRow extends Record<string, unknown> {
  id: string;
  status: 'active' | 'canceled';
  amount: NumericText;
  created_at: TimestampText;
  plan_name: string;
  plan_price: NumericText;
  /** Null once her account is deleted. */
  full_name: string | null;
  email: string | null;
}

interface RevenueMonthRow extends Record<string, unknown> {
  month: string;
  total_revenue: NumericText;
  unique_users: number;
}

export async function adminRevenue(db: Db) {
  const [totals, recent, months] = await Promise.all([
    revenueTotals(db),
    db.execute<RecentSubscriptionRow>(sql`
      select s.id, s.status, s.amount, s.created_at, pl.name as plan_name, pl.price as plan_price, p.full_name, p.email
      from subscriptions s
      join plans pl on pl.id = s.plan_id
      left join profiles p on p.id = s.user_id
      order by s.created_at desc
      limit ${RECENT_SUBSCRIPTIONS_LIMIT}`),
    db.execute<RevenueMonthRow>(
      sql`select month::text as month, total_revenue, unique_users from monthly_revenue order by month desc limit 12`,
    ),
  ]);
  return {
    ...totals,
    recent: recent.rows.map((r) => ({
      id: r.id,
      status: r.status,
      amount: Number(r.amount),
      createdAt: new Date(r.created_at).toISOString(),
      plan: { name: r.plan_name, price: Number(r.plan_price) },
      profile: {
        fullName: r.full_name ?? UNNAMED_MOTHER,
        email: r.email ?? '',
      },
    })),
    months: months.rows.map((r) => ({
      month: r.month,
      totalRevenue: Number(r.total_revenue),
      uniqueUsers: r.unique_users,
    })),
  };
}

interface ActivityCountsRow extends Record<string, unknown> {
  active: number;
  inactive: number;
  critical: number;
}

interface InactiveUserRow extends Record<string, unknown> {
  id: string;
  full_name: string;
  email: string;
  inactive_days: number;
  plan_name: string | null;
}

/** The three counters and who has gone quiet: more than 30 days, the most inactive first. */
export async function adminActivity(db: Db) {
  const [counts, inactive] = await Promise.all([
    db.execute<ActivityCountsRow>(sql`
      select
        (select count(*) from user_activity where last_activity > now() - make_interval(days => ${ACTIVE_WITHIN_DAYS}))::int as active,
        (select count(*) from profiles p left join user_activity a on a.user_id = p.id where ${inactiveDays} > ${INACTIVE_AFTER_DAYS})::int as inactive,
        (select count(*) from profiles p left join user_activity a on a.user_id = p.id where ${inactiveDays} > ${CRITICAL_AFTER_DAYS})::int as critical`),
    db.execute<InactiveUserRow>(sql`
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
    activeLast7Days: c.active,
    inactiveOver30Days: c.inactive,
    criticalOver60Days: c.critical,
    inactiveUsers: inactive.rows.map((r) => ({
      id: r.id,
      fullName: r.full_name,
      email: r.email,
      inactiveDays: r.inactive_days,
      status: inactivityStatus(r.inactive_days),
      planName: r.plan_name,
    })),
  };
}
