import type { CalendarDate } from '../age';
import type { EventDetails } from '../agenda/event-details';
import type { BuiltInEventType } from '../agenda/event-types';
import type { LengthPosition } from '../growth/growth-indicators';
import type { ImportChild } from './baby-match';

export const IMPORT_SOURCES = ['huckleberry', 'babybuddy'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/**
 * `reading`: a large file stored, read in the background. `failed`: the file could not be read
 * (nothing written), or writing stopped part way (what it wrote can still be undone).
 */
export const IMPORT_STATUSES = ['reading', 'preview', 'running', 'done', 'failed', 'undone'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The largest file a family may upload, and the most rows one import reads. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** An import writes this many rows at a time and counts its progress by them. */
export const IMPORT_BATCH_ROWS = 500;
/** More rows than this are written in the background while the screen shows the progress. */
export const IMPORT_INLINE_ROWS = 1000;
/** A file larger than this (about 1,000 Huckleberry rows) is read in the background. */
export const IMPORT_INLINE_BYTES = 64 * 1024;
/** "Desfazer importação" is offered for this long after the confirmation. */
export const IMPORT_UNDO_DAYS = 7;
/**
 * A note brought from another app is kept whole up to this many characters (the app's own notes
 * stop at 500): a 723-character note cut at 500 mid-word lost the rest without a word.
 */
export const IMPORTED_NOTE_MAX = 2000;
/** The app's own notes stop here: an imported note past it is counted as a long note kept whole. */
export const APP_NOTE_MAX = 500;
/** The most unread rows an import lists; past it, the count still says how many. */
export const IMPORT_MAX_LISTED = 200;

export const IMPORT_MESSAGES = {
  tooLarge: `O arquivo passa de ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Exporte um período menor e importe por partes.`,
  tooManyRows: `O arquivo tem mais de ${IMPORT_MAX_ROWS.toLocaleString('pt-BR')} linhas. Exporte um período menor e importe por partes.`,
  notHuckleberry:
    'Este arquivo não parece uma exportação do Huckleberry: a primeira linha deve ter as colunas Type, Start, End, Duration.',
  noFile: 'Escolha o arquivo exportado do Huckleberry (.csv ou .xlsx).',
  empty: 'Não encontramos nenhum registro neste arquivo.',
  tooComplex:
    'Não conseguimos ler este arquivo: ele é grande ou complexo demais. Exporte um período menor e importe por partes.',
} as const;

/** An agenda event read from another app, in Lumma's own words. */
export interface ImportedEvent {
  type: BuiltInEventType;
  title: string | null;
  notes: string | null;
  occurredAt: string;
  details: EventDetails;
}

/** A measurement read from another app. */
export interface ImportedMeasurement {
  measuredOn: string;
  weightKg: number | null;
  lengthCm: number | null;
  /** Lying or standing, set with a length (the database requires one with the other). */
  position: LengthPosition | null;
  headCm: number | null;
}

/**
 * What a row brought that Lumma has no field for: a diaper's amount and tags are kept in the
 * event's note; a measurement's note is not kept (the growth curve has no place for it).
 */
export const NOTED_KINDS = ['quantidadeFralda', 'etiquetas', 'observacaoMedida'] as const;
export type NotedKind = (typeof NOTED_KINDS)[number];
export type NotedCounts = Partial<Record<NotedKind | 'notaLonga', number>>;

/**
 * A row read, ready to write. `key` names the source row: the same key for the same baby is
 * written once, which is what makes importing a file twice add nothing. `label` names it in the
 * other app ("Mamadas #12") where it has ids; `noted` counts what it brought without a field.
 */
export type ImportRow = { key: string; line: number; label?: string; noted?: Partial<Record<NotedKind, number>> } & (
  | { event: ImportedEvent }
  | { measurement: ImportedMeasurement }
);

/** The reason a row changed in Baby Buddy since an earlier import is listed when she had edited it in Lumma. */
export const KEPT_AS_EDITED = 'Mudou no Baby Buddy, mas foi mantido como você editou';

/**
 * How many rows were left out for each reason ("Horário ilegível": 4), all of them: the listed ones
 * stop at IMPORT_MAX_LISTED. A Map while reading, since a reason may come from a file.
 */
export const countReason = (counts: Map<string, number>, reason: string) =>
  counts.set(reason, (counts.get(reason) ?? 0) + 1);

/** A row the family should look at: not imported (`imported` false), or imported with a part kept in its notes. */
export interface UnreadRow {
  line: number;
  text: string;
  reason: string;
  imported: boolean;
}

export interface ImportSummary {
  mamadas: number;
  sonos: number;
  fraldas: number;
  remedios: number;
  outros: number;
  medidas: number;
  naoEntendidas: number;
  paraConferir: number;
  /** The first day the log holds, in her time zone (absent on previews kept before it was noted). */
  firstDay?: CalendarDate | null;
  /** The child the log was kept for, when the other app says (Baby Buddy does). */
  child?: ImportChild | null;
  /** The "outros registros" by their title ("Tempo de bruços": 21); absent on older previews. */
  outrosPorTipo?: Record<string, number>;
  /** What rows brought without a field of their own, by kind; absent on older previews. */
  anotados?: NotedCounts;
  /** The rows left out, by reason; absent on older previews. */
  naoEntendidasPorMotivo?: Record<string, number>;
}

export function summarize(rows: ImportRow[], problems: UnreadRow[]): ImportSummary {
  const summary: ImportSummary = {
    mamadas: 0,
    sonos: 0,
    fraldas: 0,
    remedios: 0,
    outros: 0,
    medidas: 0,
    naoEntendidas: 0,
    paraConferir: 0,
  };
  // Maps, not objects: a title from a file may be '__proto__'.
  const others = new Map<string, number>();
  const noted = new Map<NotedKind | 'notaLonga', number>();
  const add = <K>(counts: Map<K, number>, kind: K, n = 1) => counts.set(kind, (counts.get(kind) ?? 0) + n);
  for (const row of rows) {
    for (const kind of NOTED_KINDS) if (row.noted?.[kind]) add(noted, kind, row.noted[kind]);
    if ('measurement' in row) {
      summary.medidas += 1;
      continue;
    }
    if ((row.event.notes?.length ?? 0) > APP_NOTE_MAX) add(noted, 'notaLonga');
    if (row.event.type === 'mamada') summary.mamadas += 1;
    else if (row.event.type === 'sono') summary.sonos += 1;
    else if (row.event.type === 'fralda') summary.fraldas += 1;
    else if (row.event.type === 'remedio') summary.remedios += 1;
    else {
      summary.outros += 1;
      add(others, row.event.title ?? 'Outro');
    }
  }
  summary.outrosPorTipo = Object.fromEntries(others);
  summary.anotados = Object.fromEntries(noted);
  for (const problem of problems) {
    if (problem.imported) summary.paraConferir += 1;
    else summary.naoEntendidas += 1;
  }
  return summary;
}

const counted = (n: number, one: string, many: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/** "412 mamadas, 388 sonos, 520 fraldas, 3 medidas, 6 linhas não entendidas": the kinds it found. */
export function summaryLine(s: ImportSummary): string {
  const parts = [
    counted(s.mamadas, 'mamada', 'mamadas'),
    counted(s.sonos, 'sono', 'sonos'),
    counted(s.fraldas, 'fralda', 'fraldas'),
  ];
  if (s.remedios) parts.push(counted(s.remedios, 'remédio', 'remédios'));
  if (s.outros) parts.push(counted(s.outros, 'outro registro', 'outros registros'));
  parts.push(counted(s.medidas, 'medida', 'medidas'));
  parts.push(counted(s.naoEntendidas, 'linha não entendida', 'linhas não entendidas'));
  return parts.join(', ');
}

const NOTED_WORDS: Record<NotedKind | 'notaLonga', [string, string]> = {
  quantidadeFralda: ['quantidade de fralda', 'quantidades de fralda'],
  etiquetas: ['etiqueta', 'etiquetas'],
  notaLonga: ['anotação longa', 'anotações longas'],
  observacaoMedida: ['observação de medida', 'observações de medida'],
};
const IN_THE_NOTE: (NotedKind | 'notaLonga')[] = ['quantidadeFralda', 'etiquetas', 'notaLonga'];

/**
 * What the summary line leaves in one count, in words: the "outros registros" by kind, what was
 * kept in the rows' notes, and what has no place in Lumma. Older previews have none of it.
 */
export function summaryDetails(s: ImportSummary): string[] {
  const lines: string[] = [];
  const others = Object.entries(s.outrosPorTipo ?? {}).sort(([a, n], [b, m]) => m - n || a.localeCompare(b, 'pt-BR'));
  if (others.length > 0)
    lines.push(
      `${counted(s.outros, 'outro registro', 'outros registros')}: ${others.map(([title, n]) => `${title} (${n.toLocaleString('pt-BR')})`).join(', ')}`,
    );
  const noted: NotedCounts = s.anotados ?? {};
  const kept = IN_THE_NOTE.filter((kind) => noted[kind]).map((kind) => counted(noted[kind]!, ...NOTED_WORDS[kind]));
  const one = kept.length === 1 && IN_THE_NOTE.some((kind) => noted[kind] === 1);
  if (kept.length > 0) lines.push(`${kept.join(', ')}: ${one ? 'guardada' : 'guardadas'} na nota do registro`);
  const skipped = Object.entries(s.naoEntendidasPorMotivo ?? {}).sort(
    ([a, n], [b, m]) => m - n || a.localeCompare(b, 'pt-BR'),
  );
  if (skipped.length > 0)
    lines.push(
      `${counted(s.naoEntendidas, 'linha não entendida', 'linhas não entendidas')}: ${skipped.map(([reason, n]) => `${reason} (${n.toLocaleString('pt-BR')})`).join(', ')}`,
    );
  if (noted.observacaoMedida)
    lines.push(
      `${counted(noted.observacaoMedida, ...NOTED_WORDS.observacaoMedida)}: a curva de crescimento não tem onde guardar, veja na lista abaixo`,
    );
  return lines;
}
