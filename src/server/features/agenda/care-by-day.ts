import { type SQL, sql } from 'drizzle-orm';

/**
 * The care of a baby by local day, as SQL for the summary ("Resumo") and the pediatrician's report
 * alike: the days come as arrays of their dates and their first and next-day instants (computed
 * in domain/agenda/local-days.ts, so daylight saving is the runtime's business, not the
 * database's); the events of the period are read once by the baby's date index, each given its day
 * by `width_bucket` over the days' starts, counted and summed per day, and a sleep counts its part
 * inside each day it touches (one that began the evening before counts in the first day). It
 * answers a row per day, in order, with every count; each caller selects what it shows.
 */
export function careByDay({ babyId, days, starts, ends }: { babyId: SQL; days: SQL; starts: SQL; ends: SQL }) {
  return sql`
    with days as (
      select * from unnest(${days}, ${starts}, ${ends}) with ordinality as d(day, day_start, day_end, i)),
    events as (
      select a.type, a.appointment_date, a.ended_at, a.diaper, a.bottle_ml, a.left_seconds, a.right_seconds,
        a.medicine, width_bucket(a.appointment_date, ${starts}) as i
      from appointments a
      where a.baby_id = ${babyId}
        and a.appointment_date >= (${starts})[1] - interval '24 hours'
        and a.appointment_date < (select max(day_end) from days)),
    counted as (
      select e.i,
        count(*) filter (where e.type = 'mamada') as feedings,
        sum(e.left_seconds) filter (where e.type = 'mamada') as left_seconds,
        sum(e.right_seconds) filter (where e.type = 'mamada') as right_seconds,
        count(e.bottle_ml) filter (where e.type = 'mamada') as bottles,
        sum(e.bottle_ml) filter (where e.type = 'mamada') as bottle_ml,
        count(*) filter (where e.type = 'fralda') as diapers,
        count(*) filter (where e.type = 'fralda' and e.diaper in ('xixi', 'xixi_e_coco')) as wet,
        count(*) filter (where e.type = 'fralda' and e.diaper in ('coco', 'xixi_e_coco')) as dirty,
        count(*) filter (where e.type = 'remedio') as medicines,
        array_agg(distinct e.medicine) filter (where e.type = 'remedio' and e.medicine is not null)
          as medicine_names
      from events e
      where e.i > 0
      group by e.i),
    slept as (
      select d.i, sum(extract(epoch from least(e.ended_at, d.day_end) - greatest(e.appointment_date, d.day_start)))
        as sleep_seconds
      from events e
      cross join lateral generate_series(greatest(e.i, 1), width_bucket(e.ended_at, ${starts})) b(i)
      join days d on d.i = b.i
      where e.type = 'sono' and e.ended_at > (${starts})[1]
        and least(e.ended_at, d.day_end) > greatest(e.appointment_date, d.day_start)
      group by d.i)
    select d.i, d.day,
      coalesce(c.feedings, 0)::int as feedings,
      coalesce(c.left_seconds, 0)::int as left_seconds,
      coalesce(c.right_seconds, 0)::int as right_seconds,
      coalesce(c.bottles, 0)::int as bottles,
      coalesce(c.bottle_ml, 0)::int as bottle_ml,
      round(coalesce(s.sleep_seconds, 0))::int as sleep_seconds,
      coalesce(c.diapers, 0)::int as diapers,
      coalesce(c.wet, 0)::int as wet,
      coalesce(c.dirty, 0)::int as dirty,
      coalesce(c.medicines, 0)::int as medicines,
      coalesce(c.medicine_names, '{}') as medicine_names
    from days d left join counted c on c.i = d.i left join slept s on s.i = d.i`;
}
