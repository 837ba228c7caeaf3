/**
 * The most saved tips "Minhas Dicas" lists, newest first: a tip can be 8,000 characters, so the
 * list stays under about 2 MB. Older ones stay in the data export, and the tab says so.
 */
export const SAVED_TIPS_LISTED = 200;
