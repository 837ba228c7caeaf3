import type { CommunityNotice } from '@domain/community/community';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listenLive } from '@/lib/live-source';
import { communityKeys, refreshPost, removePost } from './community';

/** Notices for the same post within this window are answered with one request. */
const BATCH_MS = 250;

/**
 * Keeps the community's lists current while the page is open: the server streams what changed
 * (which post, which table) and each change refreshes only what it touches.
 */
export function useCommunityLiveUpdates(myId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!myId) return;
    const pending = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const flush = () => {
      timer = undefined;
      for (const postId of pending) void refreshPost(queryClient, postId);
      pending.clear();
    };
    const refreshSoon = (postId: string) => {
      pending.add(postId);
      timer ??= setTimeout(flush, BATCH_MS);
    };

    const stop = listenLive('/api/community/events', {
      change: (data) => {
        const notice = JSON.parse(data) as CommunityNotice;
        if (notice.table === 'posts' && notice.operation === 'insert') {
          void queryClient.invalidateQueries({ queryKey: communityKeys.feed });
        } else if (notice.table === 'posts') {
          removePost(queryClient, notice.postId);
        } else {
          if (notice.table === 'comments')
            void queryClient.invalidateQueries({ queryKey: communityKeys.comments(notice.postId) });
          if (notice.table === 'favorites' && notice.userId === myId)
            void queryClient.invalidateQueries({ queryKey: communityKeys.favorites });
          refreshSoon(notice.postId);
        }
      },
      resync: () => void queryClient.invalidateQueries({ queryKey: communityKeys.all }),
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [myId, queryClient]);
}
