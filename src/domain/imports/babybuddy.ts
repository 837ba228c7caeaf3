import {
  type Diaper,
  type EventDetails,
  eventDetailsProblem,
  MAX_BOTTLE_ML,
  NO_DETAILS,
} from '../agenda/event-details';
import { ageInDays } from '../growth/growth-age';
import { MEASUREMENT_LIMITS } from '../growth/measurement-limits';
import { defaultPosition } from '../growth/measurement-rules';
import {
  countReason,
  IMPORT_MAX_LISTED,
  IMPORTED_NOTE_MAX,
  type ImportedEvent,
  type ImportedMeasurement,
  type ImportRow,
  type UnreadRow,
} from './import-rows';
import { doseInPortuguese, inPortuguese } from './imported-values';

/**
 * The lists Lumma reads from a Baby Buddy (v2.10), by their path under /api/. Each answers
 * `{count, next, previous, results}`; times are UTC instants, `date`s plain days.
 */
export const BABY_BUDDY_LISTS = [
  'feedings',
  'sleep',
  'changes',
  'tummy-times',
  'temperature',
  'weight',
  'height',
  'head-circumference',
  'medication',
  'notes',
  'pumping',
] as const;
export type BabyBuddyList = (typeof BABY_BUDDY_LISTS)[number];

export interface BabyBuddyChild {
  id: number;
  first_name: string;
  last_name: string;
  birth_date: string;
  /** Baby Buddy's own name for the child in its addresses (v2 sends it). */
  slug?: string;
}

/**
 * The child as Baby Buddy knows it: its id, slug and birth date there, not the address she typed
 * (`http://localhost:18700` and `http://127.0.0.1:18700` are one server; keyed by the address,
 * the second read added every row again).
 */
export const babyBuddyChildIdentity = (child: BabyBuddyChild) => `${child.id}:${child.slug ?? ''}:${child.birth_date}`;

/** A row of any list, as its fields come; each reader takes the ones its list has. */
export type BabyBuddyRow = Record<string, unknown> & { id: number; child: number };

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/**
 * Whether a text starts with a day of the calendar, in years a baby's log can hold: Date.parse
 * rolls 2025-02-30 over to March 2, and the database refuses year 0 or 10000 (the probe's rows of
 * impossible dates failed the whole write).
 */
const realDay = (v: string) => {
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (year < 1900 || year > 2200) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
const instant = (v: unknown) => {
  const t = typeof v === 'string' && realDay(v) ? Date.parse(v) : Number.NaN;
  return Number.isNaN(t) ? null : new Date(t);
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const decimal = (n: number) => String(n).replace('.', ',');
const notesOf = (...parts: (string | null | undefined)[]) => {
  const joined = parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' · ');
  return joined ? joined.slice(0, IMPORTED_NOTE_MAX) : null;
};
const tagList = (row: BabyBuddyRow) => (Array.isArray(row.tags) ? row.tags.map(text).filter(Boolean) : []);
/** Baby Buddy's tags on a row, as "etiquetas: banho, vovó". */
const tagsOf = (row: BabyBuddyRow) => {
  const tags = tagList(row);
  return tags.length > 0 ? `etiquetas: ${tags.join(', ')}` : '';
};
/** Two rows' counts of what they brought without a field, added. */
const addNoted = (a: Noted, b: Noted): Noted => {
  if (!a || !b) return a ?? b;
  const sum = { ...a };
  for (const [kind, n] of Object.entries(b) as [keyof typeof sum, number][]) sum[kind] = (sum[kind] ?? 0) + n;
  return sum;
};
const minutes = (start: Date, end: Date | null) =>
  end ? `Duração: ${Math.round((end.getTime() - start.getTime()) / 60_000)} min` : null;

const MILK: Record<string, 'materno' | 'formula'> = {
  'breast milk': 'materno',
  'fortified breast milk': 'materno',
  formula: 'formula',
};

type Noted = ImportRow['noted'];
type Read =
  | { event: ImportedEvent; check?: string; noted?: Noted }
  | { measurement: ImportedMeasurement; check?: string; noted?: Noted }
  | { unread: string };

function event(
  type: ImportedEvent['type'],
  at: Date,
  details: Partial<EventDetails>,
  notes: string | null,
  title: string | null = null,
): { event: ImportedEvent } {
  return { event: { type, title, notes, occurredAt: at.toISOString(), details: { ...NO_DETAILS, ...details } } };
}

function readFeeding(row: BabyBuddyRow): Read {
  const start = instant(row.start);
  if (!start) return { unread: 'Horário ilegível' };
  const end = instant(row.end);
  const endedAt = end && end > start ? end.toISOString() : null;
  const seconds = end ? Math.round((end.getTime() - start.getTime()) / 1000) : null;
  const kind = text(row.type);
  const method = text(row.method);
  const notes = text(row.notes);
  if (kind === 'solid food')
    return event('outro', start, {}, notesOf(notes, minutes(start, end)), inPortuguese('feedingType', kind));
  if (method === 'bottle') {
    const amount = num(row.amount);
    const ml = amount === null ? null : Math.round(amount);
    const readable = ml !== null && ml >= 1 && ml <= MAX_BOTTLE_ML;
    return {
      ...event(
        'mamada',
        start,
        { feeding: 'mamadeira', bottleMl: readable ? ml : null, milk: MILK[kind] ?? null, endedAt },
        notesOf(
          kind === 'fortified breast milk' ? inPortuguese('feedingType', kind) : null,
          amount !== null && !readable ? `${amount}` : null,
          notes,
        ),
      ),
      check: amount !== null && !readable ? 'Quantidade fora do possível: ficou nas observações' : undefined,
    };
  }
  if (method === 'left breast')
    return event('mamada', start, { feeding: 'peito_esquerdo', leftSeconds: seconds, endedAt }, notesOf(notes));
  if (method === 'right breast')
    return event('mamada', start, { feeding: 'peito_direito', rightSeconds: seconds, endedAt }, notesOf(notes));
  // Both breasts: Baby Buddy does not say how long each side took, so neither side is guessed.
  return event('mamada', start, { endedAt }, notesOf(method ? inPortuguese('feedingMethod', method) : null, notes));
}

function readChange(row: BabyBuddyRow): Read {
  const at = instant(row.time);
  if (!at) return { unread: 'Horário ilegível' };
  const diaper: Diaper | null = row.wet && row.solid ? 'xixi_e_coco' : row.wet ? 'xixi' : row.solid ? 'coco' : null;
  const colour = text(row.color);
  const amount = num(row.amount);
  return {
    ...event(
      'fralda',
      at,
      { diaper },
      notesOf(
        diaper ? null : 'Seca',
        colour ? `cor: ${inPortuguese('colour', colour)}` : null,
        amount === null ? null : `quantidade: ${decimal(amount)}`,
        text(row.notes),
      ),
    ),
    noted: amount === null ? undefined : { quantidadeFralda: 1 },
  };
}

function readMeasurement(
  row: BabyBuddyRow,
  list: 'weight' | 'height' | 'head-circumference',
  child: BabyBuddyChild,
  now: Date,
): Read {
  const day = text(row.date);
  if (!DAY.test(day) || !realDay(day) || Date.parse(day) > now.getTime()) return { unread: 'Data ilegível' };
  const field = list === 'weight' ? 'weight' : list === 'height' ? 'height' : 'head_circumference';
  const value = num(row[field]);
  const range =
    list === 'weight'
      ? MEASUREMENT_LIMITS.weightKg
      : list === 'height'
        ? MEASUREMENT_LIMITS.lengthCm
        : MEASUREMENT_LIMITS.headCm;
  if (value === null || value < range.min || value > range.max)
    return { unread: `Valor fora do possível (${range.min} a ${range.max})` };
  const untold = [text(row.notes), tagsOf(row)].filter(Boolean).join(' · ');
  return {
    check: untold ? `A curva não guarda observações; esta medida tinha: ${untold.slice(0, 120)}` : undefined,
    noted: untold ? { observacaoMedida: 1 } : undefined,
    measurement: {
      measuredOn: day,
      weightKg: list === 'weight' ? Math.round(value * 1000) / 1000 : null,
      lengthCm: list === 'height' ? Math.round(value * 10) / 10 : null,
      headCm: list === 'head-circumference' ? Math.round(value * 10) / 10 : null,
      // Baby Buddy does not say how a height was taken: WHO's rule by the child's age does.
      position:
        list !== 'height'
          ? null
          : DAY.test(child.birth_date)
            ? defaultPosition(ageInDays(child.birth_date, day))
            : 'lying',
    },
  };
}

const END_BEFORE_START = 'Fim antes do início: importado sem o fim';

/**
 * A row whose end comes before its start (a clock set wrong, a typo in Baby Buddy's form) is read
 * without its end, and said so: a negative length is no feeding, and would fail the whole write.
 */
function readRow(list: BabyBuddyList, row: BabyBuddyRow, child: BabyBuddyChild, now: Date): Read {
  const start = instant(row.start);
  const end = instant(row.end);
  if (start && end && end <= start) {
    const read = readListRow(list, { ...row, end: null }, child, now);
    return 'event' in read ? { ...read, check: read.check ?? END_BEFORE_START } : read;
  }
  return readListRow(list, row, child, now);
}

function readListRow(list: BabyBuddyList, row: BabyBuddyRow, child: BabyBuddyChild, now: Date): Read {
  switch (list) {
    case 'feedings':
      return readFeeding(row);
    case 'sleep': {
      const start = instant(row.start);
      if (!start) return { unread: 'Horário ilegível' };
      const end = instant(row.end);
      return event(
        'sono',
        start,
        { endedAt: end && end > start ? end.toISOString() : null },
        notesOf(row.nap ? 'Soneca' : null, text(row.notes)),
      );
    }
    case 'changes':
      return readChange(row);
    case 'tummy-times': {
      const start = instant(row.start);
      if (!start) return { unread: 'Horário ilegível' };
      return event(
        'outro',
        start,
        {},
        notesOf(minutes(start, instant(row.end)), text(row.milestone)),
        'Tempo de bruços',
      );
    }
    case 'temperature': {
      const at = instant(row.time);
      const degrees = num(row.temperature);
      if (!at || degrees === null) return { unread: 'Temperatura ilegível' };
      return event('outro', at, {}, notesOf(`${decimal(degrees)} °C`, text(row.notes)), 'Temperatura');
    }
    case 'weight':
    case 'height':
    case 'head-circumference':
      return readMeasurement(row, list, child, now);
    case 'medication': {
      const at = instant(row.time);
      const name = text(row.name);
      if (!at || !name) return { unread: 'Remédio sem nome ou horário' };
      const dosage = num(row.dosage);
      const dose = dosage === null ? null : doseInPortuguese(dosage, text(row.dosage_unit)).slice(0, 40);
      return event('remedio', at, { medicine: name.slice(0, 80), dose }, notesOf(text(row.notes)));
    }
    case 'notes': {
      const at = instant(row.time);
      if (!at) return { unread: 'Horário ilegível' };
      return event('outro', at, {}, notesOf(text(row.note)), 'Anotação');
    }
    case 'pumping': {
      const start = instant(row.start);
      if (!start) return { unread: 'Horário ilegível' };
      const amount = num(row.amount);
      return event(
        'outro',
        start,
        {},
        notesOf(amount === null ? null : `${Math.round(amount)} ml`, minutes(start, instant(row.end)), text(row.notes)),
        'Ordenha',
      );
    }
  }
}

/** A measurement's own values: the ones it was taken with, not null. */
const valuesOf = (m: ImportedMeasurement): Partial<ImportedMeasurement> =>
  Object.fromEntries(Object.entries(m).filter(([field, value]) => field !== 'measuredOn' && value !== null));

/** Whether a measurement of the same day has room for all of another's values (no second weight). */
const takesAll = (day: ImportedMeasurement, other: ImportedMeasurement) =>
  Object.keys(valuesOf(other)).every((field) => day[field as keyof ImportedMeasurement] === null);

/**
 * Reads one child's lists from a Baby Buddy as Lumma's events and measurements. A row's key is the
 * child's identity there with the row's list and id, so reading the account again, by any address,
 * adds nothing.
 */
export function readBabyBuddy(
  child: BabyBuddyChild,
  lists: Partial<Record<BabyBuddyList, BabyBuddyRow[]>>,
  now: Date = new Date(),
): { rows: ImportRow[]; problems: UnreadRow[]; unreadCount: number; skipped: Record<string, number> } {
  const rows: ImportRow[] = [];
  const problems: UnreadRow[] = [];
  let unreadCount = 0;
  const skipped = new Map<string, number>();
  let line = 0;
  const identity = babyBuddyChildIdentity(child);
  // Weight, length and head measured the same day are one measurement, as Lumma's form takes them.
  const measuredOn = new Map<string, Extract<ImportRow, { measurement: unknown }>>();
  for (const list of BABY_BUDDY_LISTS) {
    for (const row of lists[list] ?? []) {
      if (row.child !== child.id) continue;
      line += 1;
      const key = `babybuddy\u001f${identity}\u001f${list}\u001f${row.id}`;
      const label = `${inPortuguese('list', list)} #${row.id}`;
      const read = readRow(list, row, child, now);
      if ('unread' in read) {
        unreadCount += 1;
        countReason(skipped, read.unread);
        if (problems.length < IMPORT_MAX_LISTED)
          problems.push({ line, text: label, reason: read.unread, imported: false });
        continue;
      }
      if ('measurement' in read) {
        const sameDay = measuredOn.get(read.measurement.measuredOn);
        if (sameDay && takesAll(sameDay.measurement, read.measurement)) {
          Object.assign(sameDay.measurement, valuesOf(read.measurement));
          const noted = addNoted(sameDay.noted, read.noted);
          if (noted) sameDay.noted = noted;
        } else {
          const measured = {
            key,
            line,
            label,
            measurement: { ...read.measurement },
            ...(read.noted && { noted: read.noted }),
          };
          if (!sameDay) measuredOn.set(measured.measurement.measuredOn, measured);
          rows.push(measured);
        }
        if (read.check && problems.length < IMPORT_MAX_LISTED)
          problems.push({ line, text: label, reason: read.check, imported: true });
        continue;
      }
      const problem = eventDetailsProblem(read.event.type, new Date(read.event.occurredAt), read.event.details, now);
      if (problem) {
        unreadCount += 1;
        countReason(skipped, problem);
        if (problems.length < IMPORT_MAX_LISTED) problems.push({ line, text: label, reason: problem, imported: false });
        continue;
      }
      const tags = tagsOf(row);
      const event = tags ? { ...read.event, notes: notesOf(read.event.notes, tags) } : read.event;
      const noted = addNoted(read.noted, tags ? { etiquetas: tagList(row).length } : undefined);
      rows.push({ key, line, label, event, ...(noted && { noted }) });
      if (read.check && problems.length < IMPORT_MAX_LISTED)
        problems.push({ line, text: label, reason: read.check, imported: true });
    }
  }
  return { rows, problems, unreadCount, skipped: Object.fromEntries(skipped) };
}
