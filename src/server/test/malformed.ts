/** Values a careless or hostile client sends where a field belongs. */
export const HOSTILE_VALUES: [string, unknown][] = [
  ['null', null],
  ['a number', 123],
  ['a negative number', -1],
  ['a huge number', 1e308],
  ['a boolean', true],
  ['an array', ['a', 'b']],
  ['an object', { nested: { deeper: 'x' } }],
  ['an empty string', ''],
  ['a 100,000-character string', 'a'.repeat(100_000)],
  ['unicode and emoji', 'ação 💥🍼 \u202e\u0000 ﷽'],
  ['SQL', "'; drop table users; --"],
  ['HTML', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['an impossible date', '2026-13-45'],
  ['a path', '../../../../etc/passwd'],
];

/** Bodies that are not even the right kind of JSON, sent as raw text. */
export const BROKEN_BODIES: [string, string][] = [
  ['no body', ''],
  ['broken JSON', '{"a":'],
  ['JSON null', 'null'],
  ['a JSON array', '[1,2,3]'],
  ['a JSON string', '"texto"'],
  ['a JSON number', '42'],
  ['a 1 MB JSON string', JSON.stringify('x'.repeat(1_000_000))],
];

/** Each field of a valid body replaced by each hostile value, then removed; and one extra field. */
export function malformedBodies(valid: Record<string, unknown>, { extraField = true } = {}): [string, string][] {
  const bodies: [string, string][] = [...BROKEN_BODIES];
  for (const field of Object.keys(valid)) {
    for (const [label, value] of HOSTILE_VALUES)
      bodies.push([`${field} as ${label}`, JSON.stringify({ ...valid, [field]: value })]);
    const { [field]: _, ...without } = valid;
    bodies.push([`without ${field}`, JSON.stringify(without)]);
  }
  if (extraField) {
    const extra = JSON.stringify({ ...valid, userId: 'someone-else', isAdmin: true, role: 'admin' });
    bodies.push(['extra fields and a __proto__ key', `${extra.slice(0, -1)},"__proto__":{"polluted":true}}`]);
  }
  return bodies;
}

/** What a route parameter may be instead of an id. */
export const MALFORMED_IDS = [
  'nao-e-um-id',
  'nul\u0000byte',
  '00000000-0000-0000-0000-000000000000',
  "1' or '1'='1",
  '%2e%2e%2f%2e%2e%2fetc',
  'a'.repeat(5_000),
  'ação💥',
];

const nextYear = new Date().getUTCFullYear() + 1;

/** Days no route may take: impossible on the calendar, badly written, or out of the years the app accepts. */
export const BAD_DATES = [
  '2026-02-30',
  '2026-02-31',
  '2025-02-29',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '2026-1-5',
  '1899-12-31',
  '0001-01-01',
  `${nextYear + 1}-01-01`,
  '9999-12-31',
  '+02026-01-01',
];

/** Instants no route may take, in the shape of a good one (`…T…Z`) unless the shape is the fault. */
export const BAD_INSTANTS = [
  '2026-02-30T10:00:00.000Z',
  '2026-02-31T10:00:00Z',
  '2025-02-29T10:00:00Z',
  '2026-01-01T24:00:00Z',
  '0001-01-01T00:00:00.000Z',
  '0099-06-01T12:00:00.000Z',
  '1899-12-31T12:00:00.000Z',
  `${nextYear + 1}-06-01T00:00:00.000Z`,
  '9999-12-31T23:59:59.000Z',
  '2026-03-01T08:00:00',
  '+275760-09-13T00:00:00.000Z',
];

/** What a page cursor may hold instead of a row's time and id: each half wrong in turn. */
export const badCursorParts = (validAt: string, validId: string): [string, string][] => [
  ...BAD_INSTANTS.map((at): [string, string] => [at, validId]),
  [validAt, 'nao-e-um-id'],
  [validAt, '-'.repeat(36)],
  [validAt, '00000000-0000-0000-0000-00000000000g'],
  [validAt, ''],
  ['', validId],
];
