import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './care-log-csv';

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
});
