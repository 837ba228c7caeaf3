/** The outbox's keys: one account's waiting writes, read from IndexedDB. */
export const outboxKeys = {
  all: ['outbox'] as const,
  entries: (userId: string) => [...outboxKeys.all, userId] as const,
};
