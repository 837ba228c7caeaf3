const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in URLs are checked before a query, so a malformed one is a 404 and never a database error. */
export const isUuid = (value: string) => UUID.test(value);

/** better-auth's user ids: letters, digits, `_` and `-`. */
export const isUserId = (value: string) => /^[A-Za-z0-9_-]{1,64}$/.test(value);
