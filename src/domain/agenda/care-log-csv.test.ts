import { describe, expect, it } from 'vitest';
import { type CsvRow, csvChunks, csvField } from './care-log-csv';

async function* pagesOf(...pages: CsvRow[][]) {
  for (const page of pages) yield page;
}

async function fileOf(header: string[], pages: AsyncIterable<CsvRow[]>) {
  const chunks: string[] = [];
  for await (const chunk of csvChunks(header, pages)) chunks.push(chunk);
  return chunks;
}

describe('the care log CSV', () => {
  it('leaves plain fields as they are, and empty ones empty', () => {
    expect(csvField('Mamada')).toBe('Mamada');
    expect(csvField(120)).toBe('120');
    expect(csvField(null)).toBe('');
  });

  it('quotes fields with quotes, separators and line breaks, doubling the quotes', () => {
    expect(csvField('disse "chega"')).toBe('"disse ""chega"""');
    expect(csvField('peito; depois mamadeira')).toBe('"peito; depois mamadeira"');
    expect(csvField('arrotou,\ndormiu')).toBe('"arrotou,\ndormiu"');
    expect(csvField('uma, duas, três')).toBe('uma, duas, três');
  });

  it('keeps a text a spreadsheet would run as a formula as text', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('-tomou tudo')).toBe("'-tomou tudo");
  });

  it('starts with the byte-order mark and ends each line with CRLF, a line break inside a field kept quoted', async () => {
    const csv = await fileOf(
      ['tipo', 'observacao'],
      pagesOf([
        ['Mamada', 'chorou;\r\nmamou de novo'],
        ['Fralda', null],
      ]),
    );
    expect(csv.join('')).toBe('\uFEFFtipo;observacao\r\nMamada;"chorou;\r\nmamou de novo"\r\nFralda;\r\n');
  });

  it('writes one chunk per page, the header with the first, the same file however the rows are paged', async () => {
    const header = ['tipo', 'observacao'];
    const rows: CsvRow[] = [
      ['Mamada', 'chorou;\r\nmamou'],
      ['Fralda', null],
      ['Sono', '=1+1'],
      ['Remédio', 5],
    ];
    const whole = await fileOf(header, pagesOf(rows));
    const paged = await fileOf(header, pagesOf(rows.slice(0, 2), [], rows.slice(2)));
    expect(paged).toHaveLength(2);
    expect(paged[0]!.startsWith('\uFEFFtipo;observacao\r\nMamada;')).toBe(true);
    expect(paged.join('')).toBe(whole.join(''));
  });

  it('writes the header alone for a log with no rows', async () => {
    expect((await fileOf(['tipo'], pagesOf())).join('')).toBe('\uFEFFtipo\r\n');
  });
});
