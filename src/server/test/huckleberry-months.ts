import fs from 'node:fs';

const FIXTURE = new URL('../../test/fixtures/huckleberry-export.csv', import.meta.url);

/**
 * A Huckleberry export of `rows` rows: the fixture's months over and over, each copy 100 days
 * earlier than the one before, so every row is a different event (a large, real-looking file).
 * `laterBy` moves the whole file that many days later (the fixture runs from August 1 to September
 * 30, 2026).
 */
export function huckleberryMonths(rows: number, { laterBy = 0 } = {}): Uint8Array {
  const [header, ...lines] = fs.readFileSync(FIXTURE, 'utf8').split('\r\n').filter(Boolean);
  const earlier = (line: string, days: number) =>
    line.replace(/(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/g, (_, day: string, time: string) => {
      const shifted = new Date(`${day}T00:00:00Z`);
      shifted.setUTCDate(shifted.getUTCDate() - days);
      return `${shifted.toISOString().slice(0, 10)} ${time}`;
    });
  const out = [header!];
  for (let copy = 0; out.length <= rows; copy += 1)
    for (const line of lines.slice(0, rows + 1 - out.length)) out.push(earlier(line, copy * 100 - laterBy));
  return new TextEncoder().encode(out.join('\r\n'));
}
