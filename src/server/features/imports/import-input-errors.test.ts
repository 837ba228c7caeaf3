import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mother, motherWithBaby } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { xlsxOf } from '../../test/xlsx-files';

// The probe of 2026-11-28 got ten 500s from import input; each answers a 4xx in words now.
let ctx: TestContext;
let babyBuddy: http.Server;
let babyBuddyAddress: string;
/** What the malformed Baby Buddy answers to /api/children/, by the API key asked with. */
const ANSWERS: Record<string, string> = {
  'not-json': '<html>oi</html>',
  'not-a-list': '{"results": 3}',
  'no-fields': '{"count": 1, "next": null, "results": [{"id": "x"}]}',
  'null-body': 'null',
};

beforeAll(async () => {
  ctx = await createTestContext({ IMPORT_ALLOW_PRIVATE: 'true' });
  babyBuddy = http.createServer((request, response) => {
    const key = String(request.headers.authorization ?? '').replace(/^Token /, '');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(ANSWERS[key] ?? '{}');
  });
  await new Promise<void>((resolve) => babyBuddy.listen(0, '127.0.0.1', resolve));
  babyBuddyAddress = `http://127.0.0.1:${(babyBuddy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => babyBuddy.close(resolve));
  await ctx.close();
});

const HEADER = 'Type,Start,End,Duration,Start Condition,Start Location,End Condition,Notes';
const csv = (...lines: string[]) => new TextEncoder().encode([HEADER, ...lines].join('\r\n'));

async function answerTo(response: Response) {
  const text = await response.text();
  return { status: response.status, text };
}

const upload = (mother: Mother, bytes: Uint8Array, name = 'huckleberry.csv') =>
  mother.client.upload('/api/imports/huckleberry', bytes, name, 'text/csv').then(answerTo);

describe('import input the probe answered with 500', () => {
  it('a NUL in a CSV cell or in the file name', async () => {
    const ana = await motherWithBaby(ctx);
    const cell = await upload(ana, csv('Feed,2026-03-01 07:30,,,Formula,Bottle,4 oz,boa\u0000pega'));
    expect(cell.status, cell.text).toBe(201);
    const name = await upload(ana, csv('Feed,2026-03-01 07:30,,,Formula,Bottle,4 oz,'), 'huckle\u0000berry.csv');
    expect(name.status, name.text).toBe(201);
    expect(JSON.parse(name.text).import.fileName).toBe('huckleberry.csv');
  });

  it('a character reference past Unicode in an .xlsx', async () => {
    const ana = await motherWithBaby(ctx);
    const header = HEADER.split(',')
      .map((text, i) => `<c r="${String.fromCharCode(65 + i)}1" t="inlineStr"><is><t>${text}</t></is></c>`)
      .join('');
    const inline = xlsxOf(
      `<row r="1">${header}</row><row r="2"><c r="A2" t="inlineStr"><is><t>&#99999999;</t></is></c></row>`,
    );
    const sheet = await upload(ana, inline, 'huckleberry.xlsx');
    expect(sheet.status, sheet.text).toBeLessThan(500);
    const shared = xlsxOf(
      `<row r="1">${header}</row><row r="2"><c r="A2" t="s"><v>0</v></c></row>`,
      '<si><t>&#99999999;</t></si>',
    );
    const strings = await upload(ana, shared, 'huckleberry.xlsx');
    expect(strings.status, strings.text).toBeLessThan(500);
  });

  it('an API key outside Latin-1, and Baby Buddy answers that are not what it sends', async () => {
    const ana = await motherWithBaby(ctx);
    for (const apiKey of ['chave✓', ...Object.keys(ANSWERS)]) {
      const answer = await answerTo(
        await ana.api.imports.babybuddy.$post({ json: { address: babyBuddyAddress, apiKey } }),
      );
      // A malformed answer is the other server's fault: 502, in words.
      expect(answer.status, `${apiKey}: ${answer.text}`).not.toBe(500);
      expect(answer.status, `${apiKey}: ${answer.text}`).toBeGreaterThanOrEqual(400);
      if (apiKey === 'chave✓') expect(answer.text).toContain('Chave de API inválida');
      else expect(JSON.parse(answer.text).error.code, apiKey).toMatch(/^(babybuddy_unreachable|import_empty)$/);
    }
  });
});
