/**
 * The alternatives of a word family written one a line (a word, a phrase, or a small pattern),
 * joined as one alternation: a newcomer adds a line, not a "|" inside a 5,000-character literal.
 */
export const oneOf = (lines: string) => lines.trim().split('\n').join('|');

/** A family of alternatives, one a line, matched as whole words. */
export const wordFamily = (lines: string) => new RegExp(`\\b(${oneOf(lines)})\\b`);
