import { crc32, deflateRawSync } from 'node:zlib';
import { csvRecords } from '../../domain/imports/csv';

/** A zip of the given parts, each deflated, as an .xlsx is (no data descriptors, no zip64). */
export function zipOf(parts: Record<string, string | Uint8Array>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(parts)) {
    const data = Buffer.from(content);
    const packed = deflateRawSync(data);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const SPREADSHEET = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** An .xlsx whose first sheet is `sheetData` (rows of cells, as the sheet's XML holds them). */
export function xlsxOf(sheetData: string, sharedStrings?: string): Uint8Array {
  return zipOf({
    '[Content_Types].xml': `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0"?><worksheet xmlns="${SPREADSHEET}"><sheetData>${sheetData}</sheetData></worksheet>`,
    ...(sharedStrings === undefined
      ? {}
      : { 'xl/sharedStrings.xml': `<sst xmlns="${SPREADSHEET}">${sharedStrings}</sst>` }),
  });
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;
const DURATION = /^(\d{2}):(\d{2})$/;
const column = (index: number) => String.fromCharCode(65 + index);

/**
 * A CSV export in the .xlsx form of the fixture (huckleberry-export.xlsx): Start and End as Excel
 * serial days, Duration as a fraction of a day, the notes inline, every other text a shared string.
 */
export function xlsxOfCsv(csv: Uint8Array): Uint8Array {
  const strings = new Map<string, number>();
  const shared = (text: string) => {
    if (!strings.has(text)) strings.set(text, strings.size);
    return strings.get(text)!;
  };
  const rows = csvRecords(new TextDecoder().decode(csv)).map(({ cells }, r) => {
    const line = r + 1;
    const xml = cells.map((text, i) => {
      const ref = `${column(i)}${line}`;
      const time = WALL_TIME.exec(text);
      if (line > 1 && time && (i === 1 || i === 2)) {
        const [, y, mo, d, h, mi] = time.map(Number) as number[];
        const serial = (Date.UTC(y!, mo! - 1, d!, h!, mi!) - Date.UTC(1899, 11, 30)) / 86_400_000;
        return `<c r="${ref}" s="1"><v>${serial}</v></c>`;
      }
      const duration = DURATION.exec(text);
      if (line > 1 && duration && i === 3) {
        return `<c r="${ref}" s="2"><v>${(Number(duration[1]) * 60 + Number(duration[2])) / 1440}</v></c>`;
      }
      if (text === '') return '';
      if (i === 7) return `<c r="${ref}" t="inlineStr"><is><t>${escaped(text)}</t></is></c>`;
      return `<c r="${ref}" t="s"><v>${shared(text)}</v></c>`;
    });
    return `<row r="${line}">${xml.join('')}</row>`;
  });
  const sst = [...strings.keys()].map((text) => `<si><t>${escaped(text)}</t></si>`).join('');
  return xlsxOf(rows.join(''), sst);
}
