import pg from 'pg';

/**
 * Two years of a busy family, written by bulk SQL into the database of a running server: what a
 * mother who logs everything leaves behind, with every value within the API's limits. Tests that
 * call history-sized endpoints (exports, summaries, reports) start from it.
 */
export const BUSY_DAYS = 730;
export const EVENTS_PER_DAY = 25;
export const NOTE_LENGTH = 220;
export const MEASUREMENTS = 105;
export const VACCINE_RECORDS = 30;
export const CHAT_MESSAGES_PER_DAY = 6;
export const MEDICINE_DOSES_PER_DAY = 4;

/** 220 characters of a mother's note, accents, a quote and a semicolon included, as the CSV must keep them. */
export const BUSY_NOTE = 'Mamou bem; arrotou duas vezes e dormiu "tranquila" no colo da vovó. '
  .repeat(4)
  .slice(0, NOTE_LENGTH);

/** The first day of the history: the baby's birthday, two years before `today` (YYYY-MM-DD, UTC). */
export function historyStart(today = new Date()) {
  return new Date(today.getTime() - BUSY_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Fills the history of `babyId`, written by `userId`, from `historyStart()` to yesterday: care
 * events (feedings, diapers, sleeps, medicines, custom ones) every hour or so, a weekly
 * measurement, vaccines, a chat with Lu, medicine reminders and their answers, consultations.
 */
export async function seedBusyHistory(databaseUrl: string, userId: string, babyId: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const start = historyStart();
  try {
    await client.query('begin');
    await client.query('update babies set birth_date = $1, gender = $2 where id = $3', [start, 'F', babyId]);
    await client.query(
      `insert into appointments (user_id, baby_id, type, title, description, appointment_date, created_at,
         ended_at, feeding, left_seconds, right_seconds, bottle_ml, milk, diaper, medicine, dose)
       select $1, $2, t.type, case when t.type = 'outro' then 'Banho de sol' end, $4, at, at,
         case when t.type = 'sono' then at + interval '50 minutes' end,
         case when t.type = 'mamada' then (array['peito_esquerdo', 'mamadeira', 'peito_direito'])[1 + n % 3] end,
         case when t.type = 'mamada' and n % 3 = 0 then 600 end,
         case when t.type = 'mamada' and n % 3 = 2 then 540 end,
         case when t.type = 'mamada' and n % 3 = 1 then 120 end,
         case when t.type = 'mamada' and n % 3 = 1 then 'formula' end,
         case when t.type = 'fralda' then (array['xixi', 'coco', 'xixi_e_coco'])[1 + n % 3] end,
         case when t.type = 'remedio' then 'Paracetamol' end,
         case when t.type = 'remedio' then '5 gotas' end
       from generate_series(0, $3::int - 1) n
       cross join lateral (select $5::date::timestamptz + n * interval '57 minutes 36 seconds' as at) a
       cross join lateral (select (array['mamada', 'fralda', 'sono', 'mamada', 'fralda', 'remedio', 'outro'])[1 + n % 7]
         as type) t`,
      [userId, babyId, BUSY_DAYS * EVENTS_PER_DAY, BUSY_NOTE, start],
    );
    await client.query(
      `insert into growth_measurements (baby_id, recorded_by, measured_on, weight_kg, length_cm, position, head_cm, created_at)
       select $1, $2, $3::date + w * 7, round((3.3 + w * 0.08)::numeric, 3), round((50 + w * 0.3)::numeric, 1),
         case when w < 100 then 'lying' else 'standing' end, round((35 + w * 0.1)::numeric, 1),
         $3::date + w * 7
       from generate_series(0, $4::int - 1) w`,
      [babyId, userId, start, MEASUREMENTS],
    );
    await client.query(
      `insert into vaccines (baby_id, vaccine_name, dose_number, application_date, notes, recorded_by)
       select $1, 'Vacina ' || v, 1, $3::date + v * 20, $4, $2 from generate_series(1, $5::int) v`,
      [babyId, userId, start, BUSY_NOTE, VACCINE_RECORDS],
    );
    await client.query(
      `insert into ai_chat_messages (user_id, role, message, created_at)
       select $1, case when n % 2 = 0 then 'user' else 'assistant' end,
         case when n % 2 = 0 then 'Lu, ela mamou pouco hoje; é normal?' else repeat($2, 6) end,
         $3::date::timestamptz + n * interval '4 hours'
       from generate_series(0, $4::int - 1) n`,
      [userId, BUSY_NOTE, start, BUSY_DAYS * CHAT_MESSAGES_PER_DAY],
    );
    const {
      rows: [schedule],
    } = await client.query<{ id: string }>(
      `insert into medicine_schedules (baby_id, user_id, medicine, dose, every_hours, first_dose_at, ends_at, stopped_at)
       values ($1, $2, 'Paracetamol', '5 gotas', 6, $3::date, $3::date + interval '${BUSY_DAYS} days',
         $3::date + interval '${BUSY_DAYS} days') returning id`,
      [babyId, userId, start],
    );
    await client.query(
      `insert into reminders (user_id, baby_id, kind, subject, occurrence, due_at, expires_at, title, body, url,
         status, sent_at, read_at, schedule_id, answer)
       select $1, $2, 'medicine', $3::text, n::text, due, due + interval '2 hours', 'Hora do remédio',
         'Paracetamol, 5 gotas, para a bebê', '/agenda', 'sent', due, due + interval '5 minutes', $3::uuid,
         case when n % 5 = 0 then 'skipped' else 'given' end
       from generate_series(0, $5::int - 1) n
       cross join lateral (select $4::date::timestamptz + n * interval '6 hours' as due) d`,
      [userId, babyId, schedule!.id, start, BUSY_DAYS * MEDICINE_DOSES_PER_DAY],
    );
    await client.query(
      `insert into consultations (baby_id, user_id, title, starts_at, place, notes, remind)
       select $1, $2, 'Consulta de puericultura', $3::date + m * interval '1 month' + interval '13 hours',
         'UBS Centro', $4, 'day-before'
       from generate_series(0, 23) m`,
      [babyId, userId, start, BUSY_NOTE],
    );
    await client.query('commit');
    // What autovacuum would soon do after such a load: the planner then knows the tables' sizes.
    await client.query('analyze');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}
