export interface StoredFile {
  body: Uint8Array;
  contentType: string;
  /** Of the whole file, also when `body` holds only a range of it. */
  size: number;
}

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live. Keys are `{userId}/{name}`: the owner is always the first segment,
 * so all of a user's files can be found and removed together. Keys never reach a browser: who may
 * read a file is decided by the media feature, which serves it under its public name.
 */
export interface Storage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** The file's size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /**
   * Moves a file to another key. True when the file is at `to` afterwards, also when an earlier
   * move (by another process) already put it there; false when it is at neither key.
   */
  move(from: string, to: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  deletePrefix(ownerId: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

export function isValidKey(key: string): boolean {
  return KEY.test(key) && !key.includes('..');
}

/** The first segment of a key: whose files they are. */
export const isValidOwner = (ownerId: string) => /^[A-Za-z0-9_-]{1,64}$/.test(ownerId);

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}
