import type { MilestoneMark } from '@domain/development/milestone-marks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { developmentKeys } from '@/shared/development/development';

/** Marks a milestone, or unmarks it (`mark: null`), on the phone's day. */
export function useMarkMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      milestoneId,
      mark,
      markedOn,
    }: {
      milestoneId: string;
      mark: MilestoneMark | null;
      markedOn: string;
    }) => unwrap(api.development.marks[':milestoneId'].$put({ param: { milestoneId }, json: { mark, markedOn } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developmentKeys.all }),
  });
}
