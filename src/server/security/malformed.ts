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
