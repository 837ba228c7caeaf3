/**
 * When each restored answer came from the server, by query hash. Offline, the worker's cache may
 * answer a screen's read again (decision 032), and the query counts that as fetched the moment it
 * answered: the screen then says the older, true time. Forgotten once the server answers itself.
 */
const keptTimes = new Map<string, number>();

export const rememberKeptTime = (queryHash: string, dataUpdatedAt: number) => keptTimes.set(queryHash, dataUpdatedAt);

export const forgetKeptTime = (queryHash: string) => keptTimes.delete(queryHash);

/** When an answer was fetched from the server, as far as the phone knows. */
export const answeredAt = (queryHash: string, dataUpdatedAt: number) =>
  Math.min(dataUpdatedAt, keptTimes.get(queryHash) ?? dataUpdatedAt);
