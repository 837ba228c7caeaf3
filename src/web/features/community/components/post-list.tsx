import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import type { Post } from '../api/community';
import { PostCard, type Viewer } from './post-card';

type Posts = UseInfiniteQueryResult<InfiniteData<{ items: Post[]; nextCursor: string | null }>>;

/** A page of posts at a time; the next one loads as the end comes near, or with the button. */
export function PostList({ query, viewer, empty }: { query: Posts; viewer: Viewer; empty: string }) {
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) {
    return (
      <div role="status" aria-label="Carregando posts" className="space-y-4">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-44" />
        ))}
      </div>
    );
  }
  if (query.isError)
    return <LoadError message="Erro ao carregar dados da comunidade" onRetry={() => query.refetch()} />;

  const posts = query.data.pages.flatMap((p) => p.items);
  if (posts.length === 0) return <p className="px-4 py-12 text-center font-semibold text-muted">{empty}</p>;
  return (
    <div className="space-y-4">
      <ul className="space-y-4" aria-label="Posts">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} viewer={viewer} />
          </li>
        ))}
      </ul>
      <div ref={end} />
      {hasNextPage && (
        <Button variant="outline" className="w-full" disabled={isFetchingNextPage} onClick={() => fetchNextPage()}>
          {isFetchingNextPage ? 'Carregando…' : 'Carregar mais posts'}
        </Button>
      )}
    </div>
  );
}
