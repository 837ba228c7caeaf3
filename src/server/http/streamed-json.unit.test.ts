import { describe, expect, it } from 'vitest';
import { jsonChunks, StreamedRows } from './streamed-json';

async function* pagesOf<T>(...pages: T[][]) {
  for (const page of pages) yield page;
}

async function written(value: unknown) {
  const chunks: string[] = [];
  for await (const chunk of jsonChunks(value)) chunks.push(chunk);
  return chunks.join('');
}

describe('JSON written a piece at a time', () => {
  it('writes what JSON.stringify writes, byte for byte, for the export’s kinds of values', async () => {
    const value = {
      app: 'Lumma',
      exportedAt: new Date('2026-11-01T12:00:00.000Z'),
      data: {
        profile: { fullName: 'Joana "Jô" Silva', birthDate: null, phone: undefined, notes: 'linha\nnova ☀' },
        babies: [{ id: 'b1', weight: 6.45, tags: ['a', undefined] }],
        empty: {},
        nothing: null,
        flag: false,
        count: 0,
        skipped: undefined,
        fn: () => 1,
      },
    };
    expect(await written(value)).toBe(JSON.stringify(value));
  });

  it('writes streamed rows as the array they make, pages left empty included', async () => {
    const rows = [
      { id: 1, at: new Date('2026-01-01T00:00:00.000Z'), note: 'a;b' },
      { id: 2, at: new Date('2026-01-02T00:00:00.000Z'), note: null },
      { id: 3, at: new Date('2026-01-03T00:00:00.000Z'), note: 'c' },
    ];
    const streamed = {
      agendaEvents: new StreamedRows(pagesOf([], rows.slice(0, 2), [], rows.slice(2))),
      reminders: { consultations: new StreamedRows(pagesOf()), devices: [{ device: 'Android' }] },
    };
    expect(await written(streamed)).toBe(
      JSON.stringify({ agendaEvents: rows, reminders: { consultations: [], devices: [{ device: 'Android' }] } }),
    );
    expect(JSON.parse(await written({ rows: new StreamedRows(pagesOf(rows)) })).rows).toHaveLength(3);
  });

  it('reads the next page only when the writer has taken the last one', async () => {
    let read = 0;
    async function* counted() {
      for (let page = 0; page < 3; page++) {
        read++;
        yield [{ page }];
      }
    }
    const iterator = jsonChunks(new StreamedRows(counted()));
    expect((await iterator.next()).value).toBe('[');
    expect((await iterator.next()).value).toBe('{"page":0}');
    expect(read).toBe(1);
    await iterator.return(undefined);
    expect(read).toBe(1);
  });
});
