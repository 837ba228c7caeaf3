import { IMPORT_MAX_ROWS } from './import-rows';

/**
 * What one read of a Baby Buddy account may take, every list together. The account is another
 * server, chosen by the family: one that answers too much, too long or never ends must end the read
 * with words she understands, not fill the server's memory or hold a request open for good.
 */
export interface BabyBuddyReadLimits {
  /** The most bytes of one page: a real page of 200 rows is a few dozen KB. */
  pageBytes: number;
  /** The most bytes of the whole read: 20,000 real rows are about 5 MB. */
  totalBytes: number;
  /** The most pages of the whole read: 20,000 rows at 200 a page, and a last page per list. */
  pages: number;
  /** The most rows of the whole read, the same as a file's. */
  rows: number;
  /** The time the whole read may take. */
  deadlineMs: number;
  /** The longest a connection may stay silent, from connecting to the end of a page. */
  idleMs: number;
  /**
   * The longest an https handshake may take before the address is tried in plain http: a server
   * that speaks only http may wait in silence on the handshake rather than refuse it.
   */
  handshakeMs: number;
}

export const BABY_BUDDY_READ_LIMITS: BabyBuddyReadLimits = {
  pageBytes: 2 * 1024 * 1024,
  totalBytes: 16 * 1024 * 1024,
  pages: 250,
  rows: IMPORT_MAX_ROWS,
  deadlineMs: 60_000,
  idleMs: 10_000,
  handshakeMs: 3_000,
};

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;
const { pageBytes, totalBytes, pages, rows, deadlineMs } = BABY_BUDDY_READ_LIMITS;

export const BABY_BUDDY_READ_MESSAGES = {
  pageTooLarge: `Uma página do seu Baby Buddy passou de ${megabytes(pageBytes)}, mais do que uma importação lê. Confira se o endereço é mesmo do seu Baby Buddy.`,
  tooLarge: `O seu Baby Buddy tem mais de ${rows.toLocaleString('pt-BR')} registros ou ${megabytes(totalBytes)} de dados, mais do que uma importação lê de uma vez.`,
  tooManyPages: `O seu Baby Buddy enviou mais de ${pages} páginas sem terminar. Confira se o endereço é mesmo do seu Baby Buddy.`,
  timeout: `Ler o seu Baby Buddy levou mais de ${deadlineMs / 1000} segundos. Tente de novo mais tarde.`,
  stalled: 'O seu Baby Buddy parou de responder no meio da leitura. Tente de novo mais tarde.',
  cut: 'A conexão com o seu Baby Buddy caiu no meio da leitura. Tente de novo.',
} as const;
