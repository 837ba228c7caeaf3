/** Debian's Chromium (or CHROMIUM_PATH): its path, installed as root or named and exited otherwise. */
export function ensureChromium(): string;
/** pdftotext and pdfinfo (poppler-utils): the path of pdftotext, installed as root or named. */
export function ensurePoppler(): string;
/** PgBouncer (or PGBOUNCER_PATH): its path, installed as root if need be, or why it cannot be had. */
export function findPgbouncer(): { path: string; missing?: undefined } | { missing: string; path?: undefined };
/** Debian's faketime: its path, installed as root or named and exited otherwise. */
export function ensureFaketime(): string;
