/**
 * The cells of a CSV text, line by line: quoted or bare cells, `""` inside quotes, commas and line
 * breaks inside quotes, and `\n`, `\r\n` or `\r` between lines. Each record keeps the line it
 * started on, so a problem can name it.
 */
export function csvRecords(text: string): CsvRecord[] {
  return [...csvRecordsOf(text)];
}

export interface CsvRecord {
  line: number;
  cells: string[];
}

/** The same records, one at a time: a large file is read in parts, without holding the event loop. */
export function* csvRecordsOf(text: string): Generator<CsvRecord> {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  // Whether the cell so far is only spaces: a quote opens a quoted cell only there. Kept as a flag
  // (not `cell.trim()` at each quote), so a cell of a million quotes is read in linear time.
  let blank = true;
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endCell = () => {
    cells.push(cell);
    cell = '';
    blank = true;
  };
  const endRecord = () => {
    endCell();
    if (cells.some((c) => c.trim() !== '')) records.push({ line: recordLine, cells });
    cells = [];
  };
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else {
          quoted = false;
          blank = cell.trim() === '';
        }
      } else {
        if (ch === '\n' || (ch === '\r' && body[i + 1] !== '\n')) line += 1;
        cell += ch;
      }
    } else if (ch === '"' && blank) {
      cell = '';
      quoted = true;
    } else if (ch === ',') endCell();
    else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && body[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
      if (records.length > 0) yield* records.splice(0);
    } else {
      if (blank && ch.trim() !== '') blank = false;
      cell += ch;
    }
  }
  endRecord();
  yield* records;
}
