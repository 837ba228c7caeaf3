import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { useRecentPosts } from '../api/admin-moderation';
import type { PostTarget } from './moderation-actions';
import { PostModerationButtons } from './post-moderation-buttons';
import { PostRow } from './post-row';

export function RecentPostsTab({
  askDelete,
  askBlock,
}: {
  askDelete: (t: PostTarget) => void;
  askBlock: (t: PostTarget) => void;
}) {
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
            actions={<PostModerationButtons target={target} askDelete={askDelete} askBlock={askBlock} />}
          />
        );
      })}
    </ul>
  );
}
