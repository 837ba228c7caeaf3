/**
 * Lu's offline answers to a set of ordinary questions, for the reader who judges them by
 * RUBRIC.md: `npx tsx bench/lu/answer-set.ts SET.json OUT.json`. Each question is asked alone, as
 * the first message of a conversation, by a mother whose baby "Bia" has the question's age; the
 * answer is what the chat route sends: the safety net's opening, then the offline answerer's.
 * It also counts what the rubric leaves to a script: an emergency line, a full alarm, "não sei".
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { detectUrgency } from '../../src/domain/safety/urgency';
import { CALL_192_LINE, CRISIS_LINE, urgentOpening } from '../../src/domain/safety/urgent-openings';
import { OFFLINE_OUTSIDE } from '../../src/server/features/chat/card-answer';
import { luCards } from '../../src/server/features/chat/lu-cards';
import { createOfflineAnswerer } from '../../src/server/platform/ai/offline-answerer';
import { contextWithBaby } from '../../src/server/test/lu-context';

interface Question {
  id: string;
  topic: string;
  babyAgeMonths: number;
  message: string;
}

const [setFile, outFile] = process.argv.slice(2);
if (!setFile || !outFile) {
  console.error('usage: npx tsx bench/lu/answer-set.ts SET.json OUT.json');
  process.exit(2);
}
const questions = (JSON.parse(readFileSync(setFile, 'utf8')) as { questions: Question[] }).questions;
const model = createOfflineAnswerer();

const contextFor = (ageMonths: number) => contextWithBaby('Bia', ageMonths);

async function answer(question: Question) {
  const context = contextFor(question.babyAgeMonths);
  const urgency = detectUrgency(question.message, context.baby);
  const opening = urgency ? urgentOpening(urgency, context.baby) : '';
  const cards = luCards.find({ question: question.message, previous: null, baby: context.baby });
  let reply = '';
  for await (const piece of model.reply({
    messages: [{ role: 'user', content: question.message }],
    context,
    question: question.message,
    cards,
    urgency,
    signal: new AbortController().signal,
  }))
    reply += piece;
  const text = opening ? `${opening}\n\n${reply}` : reply;
  return {
    ...question,
    answer: text,
    emergencyLine: /\b(192|188)\b/.test(text),
    fullAlarm: text.startsWith(CALL_192_LINE) || text.startsWith(CRISIS_LINE),
    naoSei: reply.includes(OFFLINE_OUTSIDE),
  };
}

const answers = [];
for (const question of questions) answers.push(await answer(question));
writeFileSync(outFile, `${JSON.stringify(answers, null, 2)}\n`);
const share = (n: number) => `${n}/${answers.length} (${((n / answers.length) * 100).toFixed(1)} %)`;
console.log(`answers: ${answers.length}, written to ${outFile}`);
console.log(`emergency line: ${share(answers.filter((a) => a.emergencyLine).length)}`);
console.log(`full alarm:     ${share(answers.filter((a) => a.fullAlarm).length)}`);
console.log(`não sei:        ${share(answers.filter((a) => a.naoSei).length)}`);
