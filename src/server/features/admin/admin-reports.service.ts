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
import { figures } from './counted-or-estimated';

// Months and years are Brazil's, as in the monthly_revenue view.
const TZ = 'America/Sao_Paulo';
const thisMonth = sql`date_trunc('month', now() at time zone ${TZ})::date`;
const lastMonth = sql`(date_trunc('month', now() at time zone ${TZ}) - interval '1 month')::date`;
const thisYear = sql`date_trunc('year', now() at time zone ${TZ})::date`;
const lastYear = sql`(date_trunc('year', now() at time zone ${TZ}) - interval '1 year')::date`;

/** Days since she last used the app (since she signed up if she never came back: migration 0031). */
const inactiveDays = sql`floor(extract(epoch from now() - a.last_activity) / 86400)::int`;

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

/** A window of days back from now, in SQL (the day counts are the domain's constants). */
const daysAgo = (days: number) => sql.raw(`now() - interval '${days} days'`);

/**
 * Who used the app in the last 7 days, and who has not for more than 30 and 60: ranges of the
 * indexed user_activity.last_activity, which every profile has from her sign-up on (migration
 * 0031). "More than 30 days" counts whole days, as the list shows them: 31 days or more.
 */
const activityFigures = {
  activeLast7Days: { table: 'user_activity', where: sql`last_activity > ${daysAgo(ACTIVE_WITHIN_DAYS)}` },
  inactiveOver30Days: { table: 'user_activity', where: sql`last_activity <= ${daysAgo(INACTIVE_AFTER_DAYS + 1)}` },
  criticalOver60Days: { table: 'user_activity', where: sql`last_activity <= ${daysAgo(CRITICAL_AFTER_DAYS + 1)}` },
};

/**
 * The eleven numbers of the admin dashboard. Each count is exact up to EXACT_COUNT_UP_TO rows
 * and PostgreSQL's estimate above it, named in `estimated` (the screen shows "≈"), so the
 * dashboard costs the same at a million babies as at a thousand.
 */
export async function adminStats(db: Db) {
  const [{ counts, estimated }, revenue] = await Promise.all([
    figures(db, {
      users: { table: 'profiles' },
      ...activityFigures,
      paidUsers: { table: 'profiles', where: sql`plan_id is not null` },
      posts: { table: 'community_posts', where: sql`deleted_at is null` },
      pendingReports: { table: 'community_reports', where: sql`status = 'pending'` },
      babies: { table: 'babies' },
      careEvents: { table: 'appointments' },
    }),
    revenueTotals(db),
  ]);
  return {
    ...counts,
    estimated,
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

interface InactiveUserRow extends Record<string, unknown> {
  id: string;
  full_name: string;
  email: string;
  inactive_days: number;
  plan_name: string | null;
}

/**
 * The three counters (exact or "≈", as on the dashboard) and who has gone quiet: more than 30
 * days, the most inactive first, read in the order of the last_activity index.
 */
export async function adminActivity(db: Db) {
  const [{ counts, estimated }, inactive] = await Promise.all([
    figures(db, activityFigures),
    db.execute<InactiveUserRow>(sql`
      select p.id, p.full_name, p.email, ${inactiveDays} as inactive_days, pl.name as plan_name
      from user_activity a
      join profiles p on p.id = a.user_id
      left join plans pl on pl.id = p.plan_id
      where a.last_activity <= ${daysAgo(INACTIVE_AFTER_DAYS + 1)}
      order by a.last_activity, p.id
      limit 200`),
  ]);
  return {
    ...counts,
    estimated,
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
