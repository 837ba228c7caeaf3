import fs from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AnswerCard, answerCardSchema } from './cards/answer-card';

/**
 * Lu's answer cards as shipped in ./cards: beside the bundle (dist-server/cards, copied by
 * scripts/build-server.mjs), or in the repository when the server runs from source.
 */
const FOLDER = fileURLToPath(new URL('./cards/', import.meta.url));

/** Every card of every JSON file of `folder`, each checked against the schema: a bad card stops the start. */
export function loadCards(folder: string = FOLDER): AnswerCard[] {
  const files = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return files.flatMap((file) => {
    const raw = JSON.parse(fs.readFileSync(join(folder, file), 'utf8')) as unknown;
    const parsed = answerCardSchema.array().safeParse(raw);
    if (!parsed.success) throw new Error(`Lu's card file ${file} is invalid: ${parsed.error.message}`);
    return parsed.data;
  });
}
