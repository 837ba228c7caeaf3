import { useQueryClient } from '@tanstack/react-query';

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  server: ['admin', 'server'] as const,
  plans: ['admin', 'plans'] as const,
  users: (search: string, page: number) => ['admin', 'users', search, page] as const,
  revenue: ['admin', 'revenue'] as const,
  activity: ['admin', 'activity'] as const,
  reports: ['admin', 'moderation', 'reports'] as const,
  recentPosts: ['admin', 'moderation', 'posts'] as const,
  blocked: ['admin', 'moderation', 'blocked'] as const,
  units: ['admin', 'units'] as const,
  unit: (id: string) => ['admin', 'units', id] as const,
};

/** Every back-office change moves numbers on other pages too: all of it is read again. */
export function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}
