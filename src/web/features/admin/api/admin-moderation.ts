import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { adminKeys, useRefreshAdmin } from './admin-keys';

export const reportsQueryOptions = queryOptions({
  queryKey: adminKeys.reports,
  queryFn: async () => (await unwrap(api.admin.moderation.reports.$get())).reports,
});
export const recentPostsQueryOptions = queryOptions({
  queryKey: adminKeys.recentPosts,
  queryFn: async () => (await unwrap(api.admin.moderation.posts.$get())).posts,
});
export const blockedUsersQueryOptions = queryOptions({
  queryKey: adminKeys.blocked,
  queryFn: async () => (await unwrap(api.admin.moderation.blocked.$get())).blocked,
});

export const useReports = () => useQuery(reportsQueryOptions);
export const useRecentPosts = () => useQuery(recentPostsQueryOptions);
export const useBlockedUsers = () => useQuery(blockedUsersQueryOptions);

export type PostReport = Awaited<ReturnType<NonNullable<typeof reportsQueryOptions.queryFn>>>[number];
export type RecentPost = Awaited<ReturnType<NonNullable<typeof recentPostsQueryOptions.queryFn>>>[number];
export type BlockedUser = Awaited<ReturnType<NonNullable<typeof blockedUsersQueryOptions.queryFn>>>[number];

export function useDeletePostWithReason() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ postId, reason }: { postId: string; reason: string }) =>
      unwrap(api.admin.posts[':id'].delete.$post({ param: { id: postId }, json: { reason } })),
    onSuccess: refresh,
  });
}

export function useDismissReports() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (postId: string) => unwrap(api.admin.posts[':id']['dismiss-reports'].$post({ param: { id: postId } })),
    onSuccess: refresh,
  });
}

export function useBlockUser() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) =>
      unwrap(api.admin.users[':id'].block.$put({ param: { id: userId }, json: { reason } })),
    onSuccess: refresh,
  });
}

export function useUnblockUser() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (userId: string) => unwrap(api.admin.users[':id'].block.$delete({ param: { id: userId } })),
    onSuccess: refresh,
  });
}
