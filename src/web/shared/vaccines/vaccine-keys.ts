/** The card and the booklet's list read the same records: a dose saved refreshes both through `all`. */
export const vaccineKeys = {
  all: ['vaccines'] as const,
  card: ['vaccines', 'card'] as const,
  records: (babyId: string | undefined) => ['vaccines', 'records', babyId] as const,
};
