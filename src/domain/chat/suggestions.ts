/**
 * The subjects Lu offers as buttons under a reply: lines of the stored reply that start with the
 * mark, so they stay in the conversation as the reply was written, and a tap sends the subject as
 * the next question.
 */
export const SUGGESTION_MARK = '» ';

/** One subject's line in a reply. */
export const suggestionLine = (subject: string): string => `${SUGGESTION_MARK}${subject}`;

/** The reply's text without its subjects' lines, and the subjects in order. */
export function splitSuggestions(message: string): { text: string; suggestions: string[] } {
  const lines = message.split('\n');
  const suggestions = lines
    .filter((line) => line.startsWith(SUGGESTION_MARK))
    .map((line) => line.slice(SUGGESTION_MARK.length).trim());
  const text = lines
    .filter((line) => !line.startsWith(SUGGESTION_MARK))
    .join('\n')
    .trimEnd();
  return { text, suggestions: suggestions.filter(Boolean) };
}
