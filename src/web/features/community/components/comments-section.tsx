import { COMMENT_MAX_LENGTH, EMPTY_COMMENT } from '@domain/community/community';
import { relativeTime } from '@domain/community/relative-time';
import type { SafetyCard as SafetyCardNumbers } from '@domain/safety/safety-card';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { type Comment, commentsQueryOptions, useAddComment, useDeleteComment } from '../api/community';
import { SafetyCard } from './safety-card';

export function CommentsSection({
  postId,
  myId,
  isAdmin,
  canWrite,
}: {
  postId: string;
  myId: string;
  isAdmin: boolean;
  canWrite: boolean;
}) {
  const comments = useInfiniteQuery(commentsQueryOptions(postId));
  const addComment = useAddComment(postId);
  const deleteComment = useDeleteComment(postId);
  const [text, setText] = useState('');
  const [safety, setSafety] = useState<SafetyCardNumbers | null>(null);

  const send = () => {
    const content = text.trim();
    if (!content) return toast.error(EMPTY_COMMENT);
    addComment.mutate(content, {
      onSuccess: (added) => {
        setText('');
        setSafety(added.safety);
        toast.success('Comentário adicionado!');
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status !== 0
            ? messageFor(error, 'Erro ao comentar')
            : 'Erro ao comentar. Tente novamente.',
        ),
    });
  };

  const remove = (comment: Comment) =>
    deleteComment.mutate(comment.id, {
      onSuccess: () => toast.success('Comentário deletado!'),
      onError: () => toast.error('Erro ao deletar comentário'),
    });

  const items = comments.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="mt-3 space-y-3 border-t border-line pt-3">
      {safety && <SafetyCard card={safety} published="comentário" onClose={() => setSafety(null)} />}
      {comments.isPending ? (
        <div role="status" aria-label="Carregando comentários" className="space-y-2">
          <Skeleton className="h-12" />
        </div>
      ) : comments.isError ? (
        <p role="alert" className="text-sm text-danger">
          Não foi possível carregar os comentários.{' '}
          <Button variant="link" size="inline" onClick={() => comments.refetch()}>
            Tentar de novo
          </Button>
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">Nenhum comentário ainda.</p>
      ) : (
        <ul className="space-y-3" aria-label="Comentários">
          {items.map((comment) => (
            <li key={comment.id} className="flex gap-2">
              <Avatar name={comment.author.name} url={comment.author.avatarUrl} className="size-8 text-xs" />
              <div className="min-w-0 flex-1 rounded-2xl bg-primary-faint px-3 py-2">
                <p className="flex flex-wrap items-center gap-x-2 text-sm">
                  <span className="font-bold">{comment.author.name}</span>
                  {comment.author.isAdmin && <AdminBadge />}
                  <span className="text-xs text-muted">{relativeTime(new Date(comment.createdAt))}</span>
                </p>
                <p className="whitespace-pre-line break-words text-sm">{comment.content}</p>
              </div>
              {(comment.author.id === myId || isAdmin) && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="Deletar comentário"
                  disabled={deleteComment.isPending}
                  onClick={() => remove(comment)}
                >
                  <Trash2 className="text-muted" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <Button
          variant="link"
          size="inline"
          disabled={comments.isFetchingNextPage}
          onClick={() => comments.fetchNextPage()}
        >
          {comments.isFetchingNextPage ? 'Carregando…' : 'Ver mais comentários'}
        </Button>
      )}
      {canWrite && (
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <label htmlFor={`comment-${postId}`} className="sr-only">
            Escreva um comentário
          </label>
          <Input
            id={`comment-${postId}`}
            placeholder="Escreva um comentário…"
            maxLength={COMMENT_MAX_LENGTH}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="min-h-11"
          />
          <Button type="submit" size="sm" disabled={addComment.isPending}>
            Enviar
          </Button>
        </form>
      )}
    </div>
  );
}

export function AdminBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-bold text-accent">
      <ShieldCheck className="size-3.5" aria-hidden /> Admin
    </span>
  );
}
