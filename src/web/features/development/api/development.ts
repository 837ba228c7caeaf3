import type { MilestoneMark } from '@domain/development/milestone-marks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { developmentKeys } from '@/shared/development/development';
import { sendOrKeep } from '@/shared/outbox/send-or-keep';
import { useOutbox } from '@/shared/outbox/use-outbox';
import { useMe } from '@/shared/session/session';

type MarkWrite = { milestoneId: string; mark: MilestoneMark | null; markedOn: string };

/**
 * Marks a milestone, or unmarks it (`mark: null`), on the phone's day; offline the mark waits in
 * the outbox (`queued: true`) and the page shows it as pending.
 */
export function useMarkMilestone() {
  const queryClient = useQueryClient();
  const userId = useMe().data?.user.id ?? '';
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ milestoneId, mark, markedOn }: MarkWrite) =>
      sendOrKeep(
        userId,
        {
          kind: 'milestone-mark',
          subjectId: milestoneId,
          method: 'PUT',
          path: `/api/development/marks/${encodeURIComponent(milestoneId)}`,
          body: { mark, markedOn },
        },
        queryClient,
      ),
    onSuccess: ({ queued }) => (queued ? undefined : queryClient.invalidateQueries({ queryKey: developmentKeys.all })),
  });
}

/** The marks made offline and not sent yet, the last per milestone: they show over the server's. */
export function usePendingMilestoneMarks(): Map<string, MilestoneMark | null> {
  const outbox = useOutbox(useMe().data?.user.id ?? '');
  return new Map(
    (outbox.data ?? [])
      .filter((entry) => entry.kind === 'milestone-mark')
      .map((entry) => [entry.subjectId, (entry.body as Pick<MarkWrite, 'mark'>).mark]),
  );
}
