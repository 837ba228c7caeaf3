import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import {
  BABY_BUDDY_LISTS,
  type BabyBuddyChild,
  type BabyBuddyList,
  type BabyBuddyRow,
} from '../../../domain/imports/babybuddy';
import { IMPORT_MAX_ROWS } from '../../../domain/imports/import-rows';
import { AppError } from '../../http/app-error';

const PAGE_LIMIT = 200;
const TIMEOUT_MS = 10_000;
const MAX_PAGE_BYTES = 2 * 1024 * 1024;

/** Addresses no import may reach unless the operator allows the home network (IMPORT_ALLOW_PRIVATE). */
const PRIVATE = new net.BlockList();
for (const [net4, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net4, bits, 'ipv4');
for (const [net6, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net6, bits, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  return PRIVATE.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

/**
 * The Baby Buddy's base address, checked as the push endpoints are: https with no credentials in
 * it; http only when the operator allows private addresses.
 */
export function babyBuddyBase(address: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw new AppError('babybuddy_address');
  }
  const protocolOk = url.protocol === 'https:' || (allowPrivate && url.protocol === 'http:');
  if (!protocolOk || url.username || url.password) throw new AppError('babybuddy_address');
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

async function getJson(url: URL, apiKey: string, allowPrivate: boolean): Promise<unknown> {
  if (
    !allowPrivate &&
    net.isIP(url.hostname.replace(/^\[|\]$/g, '')) &&
    isPrivateAddress(url.hostname.replace(/^\[|\]$/g, ''))
  )
    throw new AppError('babybuddy_private');
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        headers: { authorization: `Token ${apiKey}`, accept: 'application/json' },
        lookup: checkedLookup(allowPrivate),
        timeout: TIMEOUT_MS,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status === 401 || status === 403) {
          response.resume();
          return reject(new AppError('babybuddy_unauthorized'));
        }
        // A redirect is not followed: it could lead anywhere.
        if (status !== 200) {
          response.resume();
          return reject(new AppError('babybuddy_unreachable'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_PAGE_BYTES) {
            request.destroy();
            reject(new AppError('babybuddy_unreachable'));
          } else chunks.push(chunk);
        });
        response.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch {
            reject(new AppError('babybuddy_unreachable'));
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(new AppError(error.code === 'EPRIVATE' ? 'babybuddy_private' : 'babybuddy_unreachable')),
    );
  });
}

interface Page<T> {
  next: string | null;
  results: T[];
}

const isPage = (value: unknown): value is Page<unknown> =>
  typeof value === 'object' && value !== null && Array.isArray((value as Page<unknown>).results);

/** Every row of one list, page by page through `next` (on the same address only), up to the row limit. */
async function allRows<T>(base: URL, path: string, apiKey: string, allowPrivate: boolean): Promise<T[]> {
  const rows: T[] = [];
  let url: URL | null = new URL(`api/${path}/?limit=${PAGE_LIMIT}`, base);
  while (url) {
    const page = await getJson(url, apiKey, allowPrivate);
    if (!isPage(page)) throw new AppError('babybuddy_unreachable');
    rows.push(...(page.results as T[]));
    if (rows.length > IMPORT_MAX_ROWS) throw new AppError('import_too_many_rows');
    const next: URL | null = page.next ? new URL(page.next, base) : null;
    // Baby Buddy writes `next` with the address it believes it has (behind a proxy, another one):
    // only its path and query are followed, on the address the family gave.
    url = next ? new URL(`${next.pathname.replace(/^.*?\/api\//, 'api/')}${next.search}`, base) : null;
  }
  return rows;
}

/** The children of a Baby Buddy account, and the address its lists are read from. */
export async function readBabyBuddyChildren(address: string, apiKey: string, allowPrivate: boolean) {
  const base = babyBuddyBase(address, allowPrivate);
  const children = await allRows<BabyBuddyChild>(base, 'children', apiKey, allowPrivate);
  return { base, origin: `${base.origin}${base.pathname}`, children };
}

/** Every list of a Baby Buddy account, each with the rows of all its children. */
export async function readBabyBuddyLists(base: URL, apiKey: string, allowPrivate: boolean) {
  const lists = {} as Record<BabyBuddyList, BabyBuddyRow[]>;
  for (const list of BABY_BUDDY_LISTS) lists[list] = await allRows<BabyBuddyRow>(base, list, apiKey, allowPrivate);
  return lists;
}
