import { type MatchPayload, RegExpMatcher } from 'obscenity';
import {
  FLOOD_REASON,
  LINK_REASON,
  type ModerationInput,
  type ModerationResult,
  type Moderator,
  OFFENSIVE_REASON,
  REPEATED_REASON,
  SELLING_REASON,
} from './moderation';
import { normalize } from './normalize';
import { createOffensiveWords, REASSURANCE_LEAD } from './pt-br-words';
import { hasUnknownLink, isContactOrSelling, isFlooding, isRepeated } from './spam';

const offensiveWords = createOffensiveWords();

/*
 * Built once: compiling a few hundred patterns per post would be wasted work. The text is
 * normalize()d before it gets here, so obscenity needs no transformers of its own (its
 * skip-non-alphabetic one would glue words together and break "sua vaca" and "|cu|").
 */
const matcher = new RegExpMatcher({ ...offensiveWords.build() });

function refused(reason: string): ModerationResult {
  return { approved: false, reason };
}

function isOffensive(content: string): boolean {
  const normalized = normalize(content);
  return matcher.getAllMatches(normalized).some((match) => !isExcused(match, normalized));
}

function isExcused(match: MatchPayload, normalized: string): boolean {
  const { phraseMetadata } = offensiveWords.getPayloadWithPhraseMetadata(match);
  return phraseMetadata?.kind === 'name-calling' && REASSURANCE_LEAD.test(normalized.slice(0, match.startIndex));
}

function decide({ kind, content, recent, now = new Date() }: ModerationInput): ModerationResult {
  if (isOffensive(content)) return refused(OFFENSIVE_REASON);
  if (isContactOrSelling(content)) return refused(SELLING_REASON);
  if (hasUnknownLink(content)) return refused(LINK_REASON);
  if (isRepeated(content, recent, now)) return refused(REPEATED_REASON);
  if (isFlooding(kind, recent, now)) return refused(FLOOD_REASON);
  return { approved: true, reason: null };
}

/** The default moderator: our own word lists and spam rules, no outside service, same answer every time. */
export function createTextModerator(): Moderator {
  return {
    async moderate(input) {
      return decide(input);
    },
  };
}
