/** Rows handed over a page at a time (db/keyset-pages.ts), written into a JSON answer as one array. */
export class StreamedRows {
  constructor(readonly pages: AsyncIterable<unknown[]>) {}
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value)) &&
  !('toJSON' in value);

/** What JSON.stringify leaves out of an object. */
const omitted = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/**
 * `value` as JSON.stringify writes it, byte for byte, a piece at a time: a StreamedRows anywhere
 * in its plain objects becomes an array written a page at a time, so the answer's size is not
 * the server's memory.
 */
export async function* jsonChunks(value: unknown): AsyncGenerator<string> {
  if (value instanceof StreamedRows) {
    let first = true;
    yield '[';
    for await (const rows of value.pages) {
      if (rows.length === 0) continue;
      yield `${first ? '' : ','}${rows.map((row) => JSON.stringify(row) ?? 'null').join(',')}`;
      first = false;
    }
    yield ']';
  } else if (isPlainObject(value)) {
    let first = true;
    yield '{';
    for (const [key, item] of Object.entries(value)) {
      if (omitted(item)) continue;
      yield `${first ? '' : ','}${JSON.stringify(key)}:`;
      yield* jsonChunks(item);
      first = false;
    }
    yield '}';
  } else {
    yield JSON.stringify(value);
  }
}
