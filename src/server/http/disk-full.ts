import fs from 'node:fs';

/** Below this much free space a failing database is taken to have filled the disk. */
const NEARLY_FULL_BYTES = 4 * 1024 * 1024;

/**
 * Whether an error (or its `cause` chain) is a full disk: Node's ENOSPC, PostgreSQL's disk_full
 * (SQLSTATE 53100), or PostgreSQL's own words when it could not extend a file.
 */
export function isDiskFull(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === 'ENOSPC' || code === '53100') return true;
    if (typeof message === 'string' && /no space left on device/i.test(message)) return true;
  }
  return false;
}

/**
 * Whether the disk under `dir` is (nearly) full. The embedded PostgreSQL that cannot write its log
 * stops its sessions and restarts: the request sees a lost connection, not ENOSPC, and this tells
 * the two apart.
 */
export function isDiskNearlyFull(dir: string): boolean {
  try {
    const { bavail, bsize } = fs.statfsSync(dir);
    return bavail * bsize < NEARLY_FULL_BYTES;
  } catch {
    return false;
  }
}
