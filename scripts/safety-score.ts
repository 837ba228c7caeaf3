/**
 * Scores the safety net over a set of phrasings: `npm run safety:score -- SET`, SET being a set's
 * name in datasets/safety (`2026-11-26ab`, `dev/2026-11-26ab`) or the path of any file holding
 * [{ text, urgent, expect: "192" | "188" | "both" | null, category }]. It prints numbers only;
 * --list prints the misses to read, and is refused for a blind set (datasets/safety/README.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { type SafetyCase, scoreSafetySet } from './safety/score-set';
import { kindOf, setPath } from './safety/sets';

const USAGE = 'usage: npm run safety:score -- <set name or file.json> [--list]';
const arg = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!arg) {
  console.error(USAGE);
  process.exit(2);
}
const list = process.argv.includes('--list');
const name = arg.replace(/^(train|dev|blind)\//, '').replace(/\.json$/, '');
const kind = kindOf(name);
const file = kind ? setPath(kind, name) : arg;
if (!existsSync(file)) {
  console.error(`no set named ${arg} in datasets/safety, and no such file\n${USAGE}`);
  process.exit(2);
}
if (list && kind === 'blind') {
  console.error(`${name} is a blind set: scored with numbers only. To read it, move it to dev first.`);
  process.exit(2);
}

const cases = JSON.parse(readFileSync(file, 'utf8')) as SafetyCase[];
const s = scoreSafetySet(cases);
const percent = (part: number, whole: number) =>
  `${whole === 0 ? '-' : ((part / whole) * 100).toFixed(1)} % (${part}/${whole})`;

console.log(`${kind ? `${kind}/${name}` : file}${kind === 'train' ? ' (trained on: a tuned figure)' : ''}`);
console.log(`urgent heard (tier 1 or 2): ${percent(s.heard, s.urgent)}`);
console.log(`right number among heard:   ${percent(s.rightNumber, s.heard)}`);
console.log(`calm with a tier-1 alarm:   ${percent(s.calmTier1, s.calm)}`);
console.log(`calm with a tier-2 line:    ${percent(s.calmTier2, s.calm)}`);
if (list) {
  for (const [title, lines] of [
    ['missed', s.misses],
    ['wrong number', s.wrongNumbers],
    ['calm tier-1 alarms', s.calmAlarms],
  ] as const) {
    if (lines.length > 0) console.log(`\n${title}:\n${lines.join('\n')}`);
  }
}
