/**
 * Writes what the safety net answers to every message of the given sets, one JSON line a message,
 * so a change to the rules can be proved to change nothing: run it before and after, and diff.
 *
 *   node --import tsx scripts/safety-outputs.ts [file-or-folder…] > outputs.jsonl
 *
 * Folders are read for `*.json` and `*.ts` message sets (the learned model's file is not one); a
 * message is any object with a `text`, with its `babyName` and `babyAgeMonths` when it has them.
 * With no argument it reads every set in `datasets/safety`.
 * The lines are sorted, and name no file, so moving or renaming a set leaves the output the same.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { safetyCardFor } from '../src/domain/safety/safety-card';
import { detectUrgency, isEmergencySearch, urgencyTier } from '../src/domain/safety/urgency';
import { openingNumbers, urgentOpening } from '../src/domain/safety/urgent-openings';

interface Message {
  text: string;
  babyName?: string;
  babyAgeMonths?: number | null;
}

const DEFAULT_PLACES = ['datasets/safety'];
const isSetFile = (file: string) =>
  (file.endsWith('.json') && !path.basename(file).startsWith('danger-model')) ||
  (file.endsWith('.ts') && !file.endsWith('.test.ts') && path.basename(file).includes('corpus'));

function setFilesIn(place: string): string[] {
  if (!statSync(place).isDirectory()) return [place];
  return readdirSync(place, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(place, entry.name);
      return entry.isDirectory() ? setFilesIn(full) : isSetFile(full) ? [full] : [];
    })
    .sort();
}

/** Every object with a `text` inside a set, whatever its shape (a list, or lists by category). */
function messagesIn(value: unknown): Message[] {
  if (Array.isArray(value)) return value.flatMap(messagesIn);
  if (value === null || typeof value !== 'object') return [];
  if (typeof (value as Message).text === 'string') return [value as Message];
  return Object.values(value).flatMap(messagesIn);
}

async function readSet(file: string): Promise<Message[]> {
  if (file.endsWith('.json')) return messagesIn(JSON.parse(readFileSync(file, 'utf8')));
  return messagesIn(await import(pathToFileURL(path.resolve(file)).href));
}

function answerTo(message: Message): string {
  const baby = {
    name: message.babyName ?? null,
    ageMonths: message.babyAgeMonths ?? null,
  };
  const urgency = detectUrgency(message.text, baby);
  const tier = urgencyTier(urgency);
  return JSON.stringify({
    text: message.text,
    baby,
    tier,
    urgency,
    numbers: urgency ? openingNumbers(urgency) : [],
    opening: urgency && tier !== null ? urgentOpening(urgency, { name: baby.name }) : '',
    card: safetyCardFor(message.text),
    search: isEmergencySearch(message.text),
  });
}

const places = process.argv.slice(2);
const files = (places.length > 0 ? places : DEFAULT_PLACES.filter((p) => existsSync(p))).flatMap(setFilesIn);
const messages = (await Promise.all(files.map(readSet))).flat();
const lines = messages.map(answerTo).sort();
process.stdout.write(`${lines.join('\n')}\n`);
console.error(`${messages.length} messages from ${files.length} sets`);
