/**
 * The keyword matcher that picks one of Lu's offline topics (./topics, one file each) for a
 * question. Questions and keywords are read the same way: folded and with plurals stripped.
 */
import { foldText, stem } from '../text';
import { CARE_TOPICS } from './topics';
import type { CareTopic } from './topics/care-topic';

export { CARE_TOPICS } from './topics';
export type { BabyFacts, CareTopic } from './topics/care-topic';

function stemmedWords(text: string): string[] {
  return foldText(text)
    .split(' ')
    .filter((w) => w.length > 0)
    .map(stem);
}

interface Phrase {
  text: string;
  words: number;
}

const MATCHERS: { topic: CareTopic; phrases: Phrase[] }[] = CARE_TOPICS.map((topic) => {
  const unique = new Set(topic.keywords.map((k) => stemmedWords(k).join(' ')).filter((k) => k.length > 0));
  return { topic, phrases: [...unique].map((text) => ({ text, words: text.split(' ').length })) };
});

/**
 * The topic whose keywords best match the question. Each keyword found (as whole words, in
 * order) adds its number of words to the score, so phrases weigh more than single words. Ties
 * go to the topic with the longest matching keyword, then to the first in CARE_TOPICS.
 */
export function findTopic(question: string): { topic: CareTopic; score: number } | null {
  const words = stemmedWords(question);
  if (words.length === 0) return null;
  const haystack = ` ${words.join(' ')} `;
  let best: { topic: CareTopic; score: number; longest: number } | null = null;
  for (const { topic, phrases } of MATCHERS) {
    let score = 0;
    let longest = 0;
    for (const phrase of phrases) {
      if (haystack.includes(` ${phrase.text} `)) {
        score += phrase.words;
        longest = Math.max(longest, phrase.words);
      }
    }
    if (score === 0) continue;
    if (!best || score > best.score || (score === best.score && longest > best.longest)) {
      best = { topic, score, longest };
    }
  }
  return best ? { topic: best.topic, score: best.score } : null;
}
