import {
  type Diaper,
  type EventDetails,
  eventDetailsProblem,
  MAX_BOTTLE_ML,
  MAX_DOSE_LENGTH,
  MAX_MEDICINE_LENGTH,
  type Milk,
  NO_DETAILS,
} from '../agenda/event-details';
import { isSensibleDate } from '../dates';
import { MEASUREMENT_LIMITS } from '../growth/measurement-limits';
import { instantAt, wallClockOf } from '../reminders/zoned-time';
import {
  countReason,
  IMPORT_MAX_LISTED,
  IMPORTED_NOTE_MAX,
  type ImportedEvent,
  type ImportRow,
  type UnreadRow,
} from './import-rows';
import { doseTextInPortuguese, inPortuguese, portugueseWord } from './imported-values';

/** 1 oz and 1 lb, as Huckleberry's own conversions use them. */
export const ML_PER_OZ = 29.5735;
export const GRAMS_PER_LB = 453.592;

const COLUMNS = ['type', 'start', 'end', 'duration', 'start condition', 'start location', 'end condition', 'notes'];

/** Whether the first record is Huckleberry's header (quoted or not, any case, with or without "Logged By"). */
export const isHuckleberryHeader = (cells: string[]) =>
  COLUMNS.every((name, i) => (cells[i] ?? '').trim().toLowerCase() === name);

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}):(\d{2})(?::\d{2})?$/;

/** "2026-03-01 07:30" on the family's clock, as an instant; null when it is not such a time. */
export function wallTimeToInstant(text: string, timeZone: string): Date | null {
  const match = WALL_TIME.exec(text.trim());
  if (!match) return null;
  const [, day, hours, minutes] = match;
  const h = Number(hours);
  const m = Number(minutes);
  if (h > 23 || m > 59) return null;
  // A day the calendar lacks ("2026-02-31") would move to March: refuse it instead.
  if (!isSensibleDate(day!)) return null;
  return instantAt(day!, h * 60 + m, timeZone);
}

/** "01:30" or "1:30" → 5400 seconds; null when it is not an hours:minutes duration. */
export function durationToSeconds(text: string): number | null {
  const match = /^(\d{1,3}):(\d{2})$/.exec(text.trim());
  if (!match || Number(match[2]) > 59) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60;
}

/** "00:10R" → 600, for the side `side`; null when empty or not that side's minutes. */
export function breastSeconds(text: string, side: 'L' | 'R'): number | null {
  const match = /^(\d{1,3}):(\d{2})\s*([LR])$/i.exec(text.trim());
  if (!match || match[3]!.toUpperCase() !== side) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60;
}

/** "120ml", "3 oz", "0.25oz", "3,5 oz" → millilitres, rounded; null when no amount with a volume unit. */
export function amountToMl(text: string): number | null {
  const match = /^(\d+(?:[.,]\d+)?)\s*(ml|oz|fl\.? ?oz)$/i.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]!.replace(',', '.'));
  return Math.round(match[2]!.toLowerCase() === 'ml' ? value : value * ML_PER_OZ);
}

/** "3.62 kg", "3620 g", "8 lb", "8 lb 4 oz" → kilograms with 3 decimals; null otherwise. */
export function weightToKg(text: string): number | null {
  const t = text.trim().toLowerCase().replace(',', '.');
  let match = /^(\d+(?:\.\d+)?)\s*kg$/.exec(t);
  if (match) return round3(Number(match[1]));
  match = /^(\d+(?:\.\d+)?)\s*g$/.exec(t);
  if (match) return round3(Number(match[1]) / 1000);
  match = /^(\d+(?:\.\d+)?)\s*(?:lb|lbs)(?:\s+(\d+(?:\.\d+)?)\s*oz)?$/.exec(t);
  if (match) return round3((Number(match[1]) * GRAMS_PER_LB + Number(match[2] ?? 0) * (GRAMS_PER_LB / 16)) / 1000);
  return null;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Pee, Poo, both: what a diaper held, as Lumma says it; null when the words say neither. */
export function diaperOf(text: string): Diaper | null {
  const t = text.toLowerCase();
  const pee = /\bpee\b|\bwet\b/.test(t);
  const poo = /\bpoo\b|\bpoop\b|\bdirty\b/.test(t);
  if (/\bboth\b/.test(t) || (pee && poo)) return 'xixi_e_coco';
  if (pee) return 'xixi';
  if (poo) return 'coco';
  return null;
}

const MILK_WORDS: Record<string, Milk> = { 'breast milk': 'materno', formula: 'formula' };

const joinNotes = (...parts: (string | null | undefined)[]) => {
  const text = parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' · ');
  return text ? text.slice(0, IMPORTED_NOTE_MAX) : null;
};

const minutesText = (seconds: number) => `${Math.round(seconds / 60)} min`;

interface Cells {
  type: string;
  start: string;
  end: string;
  duration: string;
  startCondition: string;
  startLocation: string;
  endCondition: string;
  notes: string;
}

type Reading =
  | { row: Omit<Extract<ImportRow, { event: unknown }>, 'key' | 'line'>; check?: string }
  | { row: Omit<Extract<ImportRow, { measurement: unknown }>, 'key' | 'line'>; check?: string }
  | { unread: string };

/**
 * Reads a Huckleberry export: its records (the CSV's or the .xlsx's cells, header first) become
 * Lumma's events and measurements on the family's clock. Nothing is guessed: a row it cannot read
 * is listed and left out; an amount it cannot read stays in the event's notes and is listed too.
 */
export function readHuckleberry(
  records: { line: number; cells: string[] }[],
  timeZone: string,
  now: Date = new Date(),
): { rows: ImportRow[]; problems: UnreadRow[]; unreadCount: number; skipped: Record<string, number> } {
  const reader = huckleberryReader(timeZone, now);
  reader.read(records.slice(1));
  return reader.result();
}

/**
 * The same reading, given the records (header left out) a part at a time: a large file is read in
 * the background in parts, so the server answers other requests in between.
 */
export function huckleberryReader(timeZone: string, now: Date = new Date()) {
  const rows: ImportRow[] = [];
  const problems: UnreadRow[] = [];
  const seen = new Map<string, number>();
  let unreadCount = 0;
  const skipped = new Map<string, number>();
  const list = (problem: UnreadRow) => {
    if (!problem.imported) {
      unreadCount += 1;
      countReason(skipped, problem.reason);
    }
    if (problems.length < IMPORT_MAX_LISTED) problems.push(problem);
  };
  return {
    read(records: { line: number; cells: string[] }[]) {
      for (const { line, cells } of records) {
        const text = cells.join(',').slice(0, 300);
        const [
          type = '',
          start = '',
          end = '',
          duration = '',
          startCondition = '',
          startLocation = '',
          endCondition = '',
          notes = '',
        ] = cells.map((c) => c.trim());
        const reading = readRow(
          { type, start, end, duration, startCondition, startLocation, endCondition, notes },
          timeZone,
          now,
        );
        if ('unread' in reading) {
          list({ line, text, reason: reading.unread, imported: false });
          continue;
        }
        // The same row twice in a file is two feedings: the second copy gets its own key.
        // The eight cells, trimmed and padded: the same row keys the same whether it came from CSV or .xlsx.
        const base = [
          'huckleberry',
          type,
          start,
          end,
          duration,
          startCondition,
          startLocation,
          endCondition,
          notes,
        ].join('\u001f');
        const copy = seen.get(base) ?? 0;
        seen.set(base, copy + 1);
        rows.push({ ...reading.row, key: `${base}\u001f${copy}`, line } as ImportRow);
        if (reading.check) list({ line, text, reason: reading.check, imported: true });
      }
    },
    result: () => ({ rows, problems, unreadCount, skipped: Object.fromEntries(skipped) }),
  };
}

function readRow(cells: Cells, timeZone: string, now: Date): Reading {
  const kind = cells.type.toLowerCase();
  if (!kind) return { unread: 'Linha sem tipo' };
  const start = wallTimeToInstant(cells.start, timeZone);
  if (!start) return { unread: 'Data de início ilegível' };
  const end = cells.end ? wallTimeToInstant(cells.end, timeZone) : null;
  if (cells.end && !end) return { unread: 'Data de fim ilegível' };

  if (kind === 'growth') return readGrowth(cells, start, timeZone, now);
  const event = eventOf(kind, cells, start, end);
  if ('unread' in event) return event;
  const problem = eventDetailsProblem(event.event.type, start, event.event.details, now);
  if (problem) return { unread: problem };
  return { row: { event: event.event }, check: event.check };
}

function eventOf(
  kind: string,
  cells: Cells,
  start: Date,
  end: Date | null,
): { event: ImportedEvent; check?: string } | { unread: string } {
  const occurredAt = start.toISOString();
  const endedAt = end && end.getTime() > start.getTime() ? end.toISOString() : null;
  const event = (type: ImportedEvent['type'], details: Partial<EventDetails>, notes: string | null, title = null) => ({
    type,
    title,
    notes,
    occurredAt,
    details: { ...NO_DETAILS, ...details },
  });

  if (kind === 'feed' || kind.startsWith('feed ')) {
    const location = cells.startLocation.toLowerCase();
    if (location === 'bottle' || kind.includes('bottle')) {
      const ml = amountToMl(cells.endCondition);
      const milk = MILK_WORDS[cells.startCondition.toLowerCase()] ?? null;
      const readable = ml !== null && ml >= 1 && ml <= MAX_BOTTLE_ML;
      const kept = [!readable && cells.endCondition, !milk && cells.startCondition];
      return {
        event: event(
          'mamada',
          { feeding: 'mamadeira', bottleMl: readable ? ml : null, milk, endedAt },
          joinNotes(...kept.map((k) => k || null), cells.notes),
        ),
        check:
          cells.endCondition && !readable
            ? 'Quantidade não entendida: ficou nas observações'
            : cells.startCondition && !milk
              ? 'Tipo de leite não entendido: ficou nas observações'
              : undefined,
      };
    }
    const right = breastSeconds(cells.startCondition, 'R');
    const left = breastSeconds(cells.endCondition, 'L');
    const unreadSides = (cells.startCondition && right === null) || (cells.endCondition && left === null);
    // Only the minutes say the side; with both, the left (Huckleberry's end column) is the side it ended on.
    const feeding = left ? 'peito_esquerdo' : right ? 'peito_direito' : null;
    if (!feeding) {
      if (!endedAt) return { unread: 'Mamada sem peito nem mamadeira' };
      return {
        event: event('mamada', { feeding: null, endedAt }, joinNotes('Peito', cells.notes)),
      };
    }
    return {
      event: event(
        'mamada',
        { feeding, leftSeconds: left, rightSeconds: right, endedAt },
        joinNotes(unreadSides ? `${cells.startCondition} ${cells.endCondition}` : null, cells.notes),
      ),
      check: unreadSides ? 'Minutos por peito não entendidos: ficaram nas observações' : undefined,
    };
  }
  if (kind === 'sleep') {
    return {
      event: event('sono', { endedAt }, joinNotes(cells.startCondition, cells.endCondition, cells.notes)),
      check: cells.end ? undefined : 'Sono sem fim: importado só com o início',
    };
  }
  if (kind === 'diaper') {
    const diaper = diaperOf(cells.endCondition);
    const colour =
      cells.duration && !durationToSeconds(cells.duration) ? `cor: ${inPortuguese('colour', cells.duration)}` : null;
    const consistency = cells.startCondition
      ? `consistência: ${inPortuguese('consistency', cells.startCondition)}`
      : null;
    return {
      event: event(
        'fralda',
        { diaper },
        joinNotes(diaper ? null : cells.endCondition, consistency, colour, cells.notes),
      ),
      check: diaper ? undefined : 'Conteúdo da fralda não entendido: ficou nas observações',
    };
  }
  if (kind === 'medication' || kind === 'medicine') {
    if (!cells.startCondition) return { unread: 'Remédio sem nome' };
    const medicine = cells.startCondition.slice(0, MAX_MEDICINE_LENGTH);
    const dose = cells.endCondition ? doseTextInPortuguese(cells.endCondition).slice(0, MAX_DOSE_LENGTH) : null;
    const form = cells.startLocation ? inPortuguese('medicineForm', cells.startLocation) : null;
    return { event: event('remedio', { medicine, dose }, joinNotes(form, cells.notes)) };
  }
  if (kind === 'pump') {
    const ml = amountToMl(cells.endCondition);
    const amount = ml !== null ? `${ml} ml` : cells.endCondition;
    return {
      event: {
        ...event('outro', {}, joinNotes(amount, durationNote(cells.duration), cells.notes)),
        title: inPortuguese('activity', 'pump'),
      },
      check: cells.endCondition && ml === null ? 'Quantidade não entendida: ficou nas observações' : undefined,
    };
  }
  if (kind === 'solids') {
    return {
      event: {
        ...event(
          'outro',
          {},
          joinNotes(
            cells.startCondition,
            cells.endCondition ? inPortuguese('reaction', cells.endCondition) : null,
            cells.notes,
          ),
        ),
        title: inPortuguese('activity', 'solids'),
      },
    };
  }
  // Bath, Potty, Tummy Time and the family's own activities: a custom type with its duration in the notes.
  const title = portugueseWord('activity', kind) ?? cells.type.slice(0, 30);
  return {
    event: {
      ...event(
        'outro',
        {},
        joinNotes(durationNote(cells.duration), cells.startCondition, cells.endCondition, cells.notes),
      ),
      title,
    },
  };
}

const durationNote = (duration: string) => {
  const seconds = durationToSeconds(duration);
  return seconds ? `Duração: ${minutesText(seconds)}` : null;
};

function readGrowth(cells: Cells, start: Date, timeZone: string, now: Date): Reading {
  if (start.getTime() > now.getTime()) return { unread: 'A data da medida está no futuro' };
  const weightKg = weightToKg(cells.startCondition);
  const { min, max } = MEASUREMENT_LIMITS.weightKg;
  if (weightKg === null) return { unread: 'Peso não entendido' };
  if (weightKg < min || weightKg > max) return { unread: `Peso fora do possível (${min} a ${max} kg)` };
  const measuredOn = wallClockOf(start, timeZone).day;
  const otherWords = [cells.endCondition, cells.notes].filter(Boolean).join(' ');
  return {
    row: { measurement: { measuredOn, weightKg, lengthCm: null, position: null, headCm: null } },
    check: otherWords ? `Só o peso foi importado; confira: ${otherWords.slice(0, 80)}` : undefined,
  };
}
