/**
 * Scores the safety net over a set of phrasings written apart from it:
 * `node --import tsx scripts/safety-score.ts <file.json>`, the file holding
 * [{ text, urgent, expect: "192" | "188" | "both" | null, category }].
 */
import { readFileSync } from 'node:fs';
import { type SafetyCase, scoreSafetySet } from '../src/domain/safety/safety-score';

const file = process.argv[2];
if (!file) {
  console.error('usage: node --import tsx scripts/safety-score.ts <file.json>');
  process.exit(2);
}
const cases = JSON.parse(readFileSync(file, 'utf8')) as SafetyCase[];
const s = scoreSafetySet(cases);
const percent = (part: number, whole: number) =>
  `${whole === 0 ? '-' : ((part / whole) * 100).toFixed(1)} % (${part}/${whole})`;

console.log(`urgent heard (tier 1 or 2): ${percent(s.heard, s.urgent)}`);
console.log(`right number among heard:   ${percent(s.rightNumber, s.heard)}`);
console.log(`calm with a tier-1 alarm:   ${percent(s.calmTier1, s.calm)}`);
console.log(`calm with a tier-2 line:    ${percent(s.calmTier2, s.calm)}`);
if (process.argv.includes('--list')) {
  for (const [title, lines] of [
    ['missed', s.misses],
    ['wrong number', s.wrongNumbers],
    ['calm tier-1 alarms', s.calmAlarms],
  ] as const) {
    if (lines.length > 0) console.log(`\n${title}:\n${lines.join('\n')}`);
  }
}
