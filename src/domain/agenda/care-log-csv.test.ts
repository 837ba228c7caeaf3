import { describe, expect, it } from 'vitest';
import { type CsvRow, csvChunks, csvField, toCsv } from './care-log-csv';

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

  it('starts with the byte-order mark and ends each line with CRLF, a line break inside a field kept quoted', () => {
    const csv = toCsv(
      ['tipo', 'observacao'],
      [
        ['Mamada', 'chorou;\r\nmamou de novo'],
        ['Fralda', null],
      ],
    );
    expect(csv).toBe('\uFEFFtipo;observacao\r\nMamada;"chorou;\r\nmamou de novo"\r\nFralda;\r\n');
  });

  it('writes page by page the very file toCsv writes whole, pages left empty included', async () => {
    const header = ['tipo', 'observacao'];
    const rows: CsvRow[] = [
      ['Mamada', 'chorou;\r\nmamou'],
      ['Fralda', null],
      ['Sono', '=1+1'],
      ['Remédio', 5],
    ];
    async function* pages() {
      yield rows.slice(0, 2);
      yield [];
      yield rows.slice(2);
    }
    const chunks: string[] = [];
    for await (const chunk of csvChunks(header, pages())) chunks.push(chunk);
    expect(chunks).toHaveLength(4);
    expect(chunks.join('')).toBe(toCsv(header, rows));
  });

  it('writes the header alone for a log with no rows', async () => {
    async function* none(): AsyncGenerator<CsvRow[]> {}
    const chunks: string[] = [];
    for await (const chunk of csvChunks(['tipo'], none())) chunks.push(chunk);
    expect(chunks.join('')).toBe(toCsv(['tipo'], []));
  });
});
