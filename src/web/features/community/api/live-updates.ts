import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CommunityNotice } from '@domain/community/community';
import { communityKeys, refreshPost, removePost } from './community';

/** Notices for the same post within this window are answered with one request. */
const BATCH_MS = 250;

/**
 * Keeps the community's lists current while the page is open: the server streams what changed
 * (which post, which table) and each change refreshes only what it touches. The browser's
 * EventSource reconnects by itself after a network drop; on reconnecting everything is refetched,
 * since notices sent while offline are lost. The server keeps a few streams per session: the
 * oldest tab is told it was replaced, and listens again once it is looked at.
 */
export function useCommunityLiveUpdates(myId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!myId) return;
    const pending = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let connectedBefore = false;

    const flush = () => {
      timer = undefined;
      for (const postId of pending) void refreshPost(queryClient, postId);
      pending.clear();
    };
    const refreshSoon = (postId: string) => {
      pending.add(postId);
      timer ??= setTimeout(flush, BATCH_MS);
    };

    const onChange = (event: MessageEvent<string>) => {
      const notice = JSON.parse(event.data) as CommunityNotice;
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
    };
    const resync = () => void queryClient.invalidateQueries({ queryKey: communityKeys.all });
    const onReady = () => {
      if (connectedBefore) resync();
      connectedBefore = true;
    };

    let source: EventSource | null = null;
    const connect = () => {
      source = new EventSource('/api/community/events');
      source.addEventListener('ready', onReady);
      source.addEventListener('change', onChange);
      source.addEventListener('resync', resync);
      // She opened more tabs than the server keeps streams for: this one gives way without
      // reconnecting, and listens again when she comes back to it.
      source.addEventListener('replaced', () => {
        source?.close();
        source = null;
      });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !source) connect();
    };
    connect();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      source?.close();
      if (timer) clearTimeout(timer);
    };
  }, [myId, queryClient]);
}
