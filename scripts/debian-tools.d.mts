/** Debian's Chromium (or CHROMIUM_PATH): its path, installed as root or named and exited otherwise. */
export function ensureChromium(): string;
/** pdftotext and pdfinfo (poppler-utils): the path of pdftotext, installed as root or named. */
export function ensurePoppler(): string;
