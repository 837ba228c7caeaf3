import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { ErrorKey } from '../../../domain/errors';
import {
  BABY_BUDDY_LISTS,
  type BabyBuddyChild,
  type BabyBuddyList,
  type BabyBuddyRow,
} from '../../../domain/imports/babybuddy';
import { BABY_BUDDY_READ_LIMITS, type BabyBuddyReadLimits } from '../../../domain/imports/babybuddy-read-limits';
import { AppError } from '../../http/app-error';
import { isPrivateAddress } from './private-address';

const PAGE_LIMIT = 200;

/**
 * The Baby Buddy's base address, checked as the push endpoints are: https with no credentials in
 * it; http only when the operator allows private addresses.
 */
export function babyBuddyBase(address: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw new AppError('babybuddy_address', allowPrivate);
  }
  const protocolOk = url.protocol === 'https:' || (allowPrivate && url.protocol === 'http:');
  if (!protocolOk || url.username || url.password) throw new AppError('babybuddy_address', allowPrivate);
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/**
 * Resolves as the connection does, and refuses a private address there: a name that answers
 * a public address to a check and a private one to the connection (DNS rebinding) cannot pass.
 */
function checkedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as dns.LookupAddress[];
      const refused = !allowPrivate && list.some((a) => isPrivateAddress(a.address));
      if (refused || list.length === 0) {
        return callback(Object.assign(new Error('private address'), { code: 'EPRIVATE' }), '', 4);
      }
      if ((options as dns.LookupAllOptions).all) return callback(null, list as never);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

type ReadFailure = Exclude<Extract<ErrorKey, `babybuddy_${string}`>, 'babybuddy_address' | 'babybuddy_not_https'>;

/** What OpenSSL says when an https handshake is answered in plain http. */
const PLAIN_HTTP_ANSWER = /wrong version number|packet length too long/i;

/** One read of an account: its address, and what the read has spent of its limits so far. */
interface Read {
  base: URL;
  apiKey: string;
  allowPrivate: boolean;
  limits: BabyBuddyReadLimits;
  deadline: AbortSignal;
  pages: number;
  bytes: number;
  rows: number;
}

/**
 * Whether the address of an https request answers in plain http, on the same port. Asked without
 * the API key: the key never goes out in the clear.
 */
function answersPlainHttp(url: URL, read: Read): Promise<boolean> {
  const plain = new URL(url);
  const port = url.port || '443';
  plain.protocol = 'http:';
  plain.port = port;
  return new Promise((resolve) => {
    const probe = http.get(
      plain,
      { lookup: checkedLookup(read.allowPrivate), timeout: read.limits.handshakeMs, signal: read.deadline },
      (response) => {
        resolve(true);
        response.destroy();
      },
    );
    probe.on('timeout', () => probe.destroy());
    probe.on('error', () => resolve(false));
    probe.on('close', () => resolve(false));
  });
}

/**
 * One page, read as it arrives and dropped past a limit: the connection is closed there, so a
 * server that sends without end costs no more than the limit. An https address of a server that
 * speaks only http is told at once: when the handshake is answered in http, or when it waits in
 * silence and the same address answers in http.
 */
function getJson(url: URL, read: Read): Promise<unknown> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (!read.allowPrivate && net.isIP(hostname) && isPrivateAddress(hostname))
    return Promise.reject(new AppError('babybuddy_private'));
  const { pageBytes, totalBytes, idleMs } = read.limits;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // While the address is tried in plain http, the https request is closed and its errors are not hers.
    let probing = false;
    // Whichever way the connection ends after the deadline, the deadline is what she reads.
    const fail = (key: ReadFailure) => {
      if (probing) return;
      reject(new AppError(read.deadline.aborted ? 'babybuddy_timeout' : key));
      request.destroy();
    };
    const notHttps = () => {
      reject(new AppError('babybuddy_not_https', read.allowPrivate));
      request.destroy();
    };
    const request = client.get(
      url,
      {
        headers: { authorization: `Token ${read.apiKey}`, accept: 'application/json' },
        lookup: checkedLookup(read.allowPrivate),
        timeout: idleMs,
        signal: read.deadline,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status === 401 || status === 403) return fail('babybuddy_unauthorized');
        // A redirect is not followed: it could lead anywhere.
        if (status !== 200) return fail('babybuddy_unreachable');
        if (Number(response.headers['content-length']) > pageBytes) return fail('babybuddy_page_too_large');
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          read.bytes += chunk.length;
          if (size > pageBytes) return fail('babybuddy_page_too_large');
          if (read.bytes > totalBytes) return fail('babybuddy_too_large');
          chunks.push(chunk);
        });
        response.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch {
            fail('babybuddy_unreachable');
          }
        });
        response.on('close', () => {
          if (!response.complete) fail('babybuddy_cut');
        });
      },
    );
    request.on('timeout', () => fail('babybuddy_stalled'));
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (probing) return;
      if (url.protocol === 'https:' && PLAIN_HTTP_ANSWER.test(error.message)) return notHttps();
      fail(error.code === 'EPRIVATE' ? 'babybuddy_private' : 'babybuddy_unreachable');
    });
    if (url.protocol !== 'https:') return;
    request.on('socket', (socket) => {
      if (request.reusedSocket) return;
      socket.once('connect', () => {
        const waiting = setTimeout(() => {
          probing = true;
          request.destroy();
          void answersPlainHttp(url, read).then((plain) => {
            probing = false;
            if (plain) notHttps();
            else fail('babybuddy_unreachable');
          });
        }, read.limits.handshakeMs);
        socket.once('secureConnect', () => clearTimeout(waiting));
        socket.once('close', () => clearTimeout(waiting));
      });
    });
  });
}

interface Page<T> {
  next: string | null;
  results: T[];
}

const isPage = (value: unknown): value is Page<unknown> =>
  typeof value === 'object' && value !== null && Array.isArray((value as Page<unknown>).results);

/** Every row of one list, page by page through `next` (on the same address only), within the read's limits. */
async function allRows<T>(read: Read, path: string): Promise<T[]> {
  const rows: T[] = [];
  let url: URL | null = new URL(`api/${path}/?limit=${PAGE_LIMIT}`, read.base);
  while (url) {
    read.pages += 1;
    if (read.pages > read.limits.pages) throw new AppError('babybuddy_too_many_pages');
    const page = await getJson(url, read);
    if (!isPage(page)) throw new AppError('babybuddy_unreachable');
    read.rows += page.results.length;
    if (read.rows > read.limits.rows) throw new AppError('babybuddy_too_large');
    rows.push(...(page.results as T[]));
    const next: URL | null = page.next ? new URL(page.next, read.base) : null;
    // Baby Buddy writes `next` with the address it believes it has (behind a proxy, another one):
    // only its path and query are followed, on the address the family gave.
    url = next ? new URL(`${next.pathname.replace(/^.*?\/api\//, 'api/')}${next.search}`, read.base) : null;
  }
  return rows;
}

/**
 * A Baby Buddy account, read list by list within one set of limits: the children first, to know
 * which one to import, then every list. The deadline counts from here.
 */
export function openBabyBuddy(
  address: string,
  apiKey: string,
  allowPrivate: boolean,
  limits: BabyBuddyReadLimits = BABY_BUDDY_READ_LIMITS,
) {
  const base = babyBuddyBase(address, allowPrivate);
  const read: Read = {
    base,
    apiKey,
    allowPrivate,
    limits,
    deadline: AbortSignal.timeout(limits.deadlineMs),
    pages: 0,
    bytes: 0,
    rows: 0,
  };
  return {
    origin: `${base.origin}${base.pathname}`,
    children: () => allRows<BabyBuddyChild>(read, 'children'),
    /** Every list of the account, each with the rows of all its children. */
    lists: async () => {
      const lists = {} as Record<BabyBuddyList, BabyBuddyRow[]>;
      for (const list of BABY_BUDDY_LISTS) lists[list] = await allRows<BabyBuddyRow>(read, list);
      return lists;
    },
  };
}
