import pg from 'pg';

/** A note of 220 characters, as long as a busy mother writes. */
export const LONG_NOTE = `${'Mamou bem, arrotou, dormiu no colo e acordou chorando; '.repeat(4)}fim`.slice(0, 220);

/**
 * A year of a busy log by SQL, in one statement: 366 days of 25 events a day (feedings by side and
 * bottle, diapers, sleeps with their ends, 2 doses of one of 40 medicines), every one with `note`:
 * 9,150 events, each ending 55 minutes apart back from now.
 */
export async function seedFullYear(databaseUrl: string, babyId: string, note = LONG_NOTE): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into appointments (user_id, baby_id, type, appointment_date, ended_at, feeding, left_seconds,
         right_seconds, bottle_ml, milk, diaper, medicine, dose, description)
       select b.user_id, b.id, e.type, e.at,
         case when e.type = 'sono' then e.at + interval '50 minutes' end,
         case when e.type = 'mamada' then (array['peito_esquerdo', 'peito_direito', 'mamadeira'])[1 + e.k % 3] end,
         case when e.type = 'mamada' and e.k % 3 < 2 then 600 end,
         case when e.type = 'mamada' and e.k % 3 < 2 then 300 end,
         case when e.type = 'mamada' and e.k % 3 = 2 then 120 end,
         case when e.type = 'mamada' and e.k % 3 = 2 then 'formula' end,
         case when e.type = 'fralda' then (array['xixi', 'coco', 'xixi_e_coco'])[1 + e.k % 3] end,
         case when e.type = 'remedio' then 'Vitamina D ' || (e.d % 40) end,
         case when e.type = 'remedio' then '2 gotas' end,
         $2
       from babies b, (
         select d, k, now() - d * interval '1 day' - (k + 1) * interval '55 minutes' as at,
           case when k % 5 in (0, 3) then 'mamada' when k % 5 in (1, 4) then 'fralda'
             when k % 5 = 2 and k < 15 then 'sono' else 'remedio' end as type
         from generate_series(0, 365) d, generate_series(0, 24) k
       ) e
       where b.id = $1`,
      [babyId, note],
    );
    await client.query('analyze appointments');
    const { rows } = await client.query('select count(*)::int as n from appointments where baby_id = $1', [babyId]);
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}
