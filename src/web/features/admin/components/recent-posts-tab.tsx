import { Ban, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { useRecentPosts } from '../api/admin-moderation';
import type { PostTarget } from './moderation-actions';
import { PostRow } from './post-row';

export function RecentPostsTab({ askDelete, askBlock }: { askDelete: (t: PostTarget) => void; askBlock: (t: PostTarget) => void }) {
  const posts = useRecentPosts();
  if (posts.isPending) return <FormSkeleton rows={3} />;
  if (posts.isError) return <LoadError message="Não foi possível carregar os posts." onRetry={() => posts.refetch()} />;
  if (posts.data.length === 0) return <Card className="text-center text-muted">Nenhum post na comunidade ainda.</Card>;
  return (
    <ul className="space-y-3">
      {posts.data.map((post) => {
        const target = { postId: post.id, authorId: post.authorId, authorName: post.authorName };
        return (
          <PostRow
            key={post.id}
            authorName={post.authorName}
            createdAt={post.createdAt}
            preview={post.preview}
            meta={post.category}
            actions={
              <>
                <Button size="sm" variant="danger" onClick={() => askDelete(target)}>
                  <Trash2 aria-hidden />
                  Deletar post
                </Button>
                <Button size="sm" variant="outline" onClick={() => askBlock(target)}>
                  <Ban aria-hidden />
                  Bloquear autora
                </Button>
              </>
            }
          />
        );
      })}
    </ul>
  );
}
