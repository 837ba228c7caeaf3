import { relativeTime } from '@domain/community/relative-time';
import { Bookmark, Flag, Heart, MessageCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { type Post, useDeletePost, useSetFavorite, useSetLike } from '../api/community';
import { AdminBadge, CommentsSection } from './comments-section';
import { PostMedia } from './post-media';
import { ReportDialog } from './report-dialog';

export interface Viewer {
  id: string;
  isAdmin: boolean;
  blocked: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function PostCard({ post, viewer }: { post: Post; viewer: Viewer }) {
  const [showComments, setShowComments] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  const setLike = useSetLike();
  const setFavorite = useSetFavorite();
  const deletePost = useDeletePost();
  const mine = post.author.id === viewer.id;

  // Promises, not mutate() callbacks: the card may leave the list (deleted, unfavourited) before
  // the callbacks would run, and a callback of an unmounted component never runs.
  const like = () =>
    setLike
      .mutateAsync({ postId: post.id, liked: !post.likedByMe })
      .catch((error: unknown) => toast.error(messageFor(error, 'Erro ao curtir post')));
  const favorite = () =>
    setFavorite.mutateAsync({ postId: post.id, favorited: !post.favoritedByMe }).then(
      (updated) => toast.success(updated.favoritedByMe ? 'Adicionado aos favoritos!' : 'Removido dos favoritos'),
      () => toast.error('Erro ao favoritar post'),
    );
  const remove = () =>
    deletePost.mutateAsync(post.id).then(
      () => toast.success('Post deletado!'),
      () => toast.error('Erro ao deletar post'),
    );

  return (
    <Card className="p-4" aria-labelledby={`post-${post.id}-author`}>
      <header className="flex items-start gap-3">
        <Avatar name={post.author.name} url={post.author.avatarUrl} className="size-11 text-base" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span id={`post-${post.id}-author`} className="font-bold">
              {post.author.name}
            </span>
            {post.author.isAdmin && <AdminBadge />}
          </p>
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
            <time dateTime={post.createdAt}>{relativeTime(new Date(post.createdAt))}</time>
            <span className="rounded-full bg-primary-soft px-2 py-0.5 font-bold text-primary-strong">
              {post.category}
            </span>
          </p>
        </div>
        {mine || viewer.isAdmin ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={mine ? 'Deletar post' : 'Deletar post como admin'}
            onClick={() => setConfirmDelete(true)}
          >
            <Trash2 className="text-muted" />
          </Button>
        ) : (
          <Button variant="ghost" size="icon" aria-label="Denunciar" onClick={() => setReporting(true)}>
            <Flag className="text-muted" />
          </Button>
        )}
      </header>

      <p className="mt-3 whitespace-pre-line break-words">{post.content}</p>
      {post.media.length > 0 && <PostMedia media={post.media} author={post.author.name} />}

      <div className="mt-3 flex items-center gap-1 border-t border-line pt-2">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={post.likedByMe}
          aria-label={post.likedByMe ? 'Descurtir' : 'Curtir'}
          disabled={setLike.isPending || viewer.blocked}
          onClick={like}
        >
          <Heart className={cn(post.likedByMe && 'fill-current text-primary')} />{' '}
          <span aria-hidden>{post.likeCount}</span>
          <span className="sr-only">{plural(post.likeCount, 'curtida', 'curtidas')}</span>
        </Button>
        <Button variant="ghost" size="sm" aria-expanded={showComments} onClick={() => setShowComments((v) => !v)}>
          <MessageCircle /> {plural(post.commentCount, 'comentário', 'comentários')}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto"
          aria-pressed={post.favoritedByMe}
          aria-label={post.favoritedByMe ? 'Remover dos favoritos' : 'Favoritar'}
          disabled={setFavorite.isPending}
          onClick={favorite}
        >
          <Bookmark className={cn(post.favoritedByMe && 'fill-current text-accent')} />
        </Button>
      </div>

      {showComments && (
        <CommentsSection postId={post.id} myId={viewer.id} isAdmin={viewer.isAdmin} canWrite={!viewer.blocked} />
      )}

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={mine ? 'Deletar post?' : 'Deletar Post como Admin'}
        description={
          mine
            ? 'O post e os comentários dele deixam de aparecer na comunidade.'
            : `O post de ${post.author.name} deixa de aparecer para todas as mães.`
        }
        confirmLabel="Deletar"
        pending={deletePost.isPending}
        onConfirm={remove}
      />
      {!mine && <ReportDialog postId={post.id} open={reporting} onOpenChange={setReporting} />}
    </Card>
  );
}
