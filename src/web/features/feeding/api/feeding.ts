import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { feedingKeys } from '@/shared/feeding/feeding-keys';

export const feedingContentQueryOptions = queryOptions({
  queryKey: feedingKeys.content,
  queryFn: () => unwrap(api.feeding.content.$get()),
  staleTime: 30 * 60_000,
});
export type FeedingContent = Awaited<ReturnType<NonNullable<typeof feedingContentQueryOptions.queryFn>>>;
export const useFeedingContent = () => useQuery(feedingContentQueryOptions);

export const savedTipsQueryOptions = queryOptions({
  queryKey: feedingKeys.tips,
  queryFn: () => unwrap(api.feeding.tips.$get()),
});
export const useSavedTips = () => useQuery(savedTipsQueryOptions);

export function useDeleteTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.feeding.tips[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedTipsQueryOptions.queryKey }),
  });
}
