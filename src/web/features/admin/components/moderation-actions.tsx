import { useState } from 'react';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useBlockUser, useDeletePostWithReason } from '../api/admin-moderation';
import { ReasonDialog } from './reason-dialog';

export interface PostTarget {
  postId: string;
  authorId: string;
  authorName: string;
}

/**
 * The two recorded actions of the moderation tabs, each behind a dialog that asks for the
 * reason: `deleting` and `blocking` say which post or author the dialog is open for.
 */
export function useModerationDialogs() {
  const [deleting, setDeleting] = useState<PostTarget | null>(null);
  const [blocking, setBlocking] = useState<PostTarget | null>(null);
  const deletePost = useDeletePostWithReason();
  const blockUser = useBlockUser();

  const dialogs = (
    <>
      <ReasonDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Deletar post"
        description={`O post de ${deleting?.authorName ?? ''} sai da comunidade. O motivo fica registrado.`}
        confirmLabel="Deletar post"
        missingReason="Informe o motivo da exclusão."
        pending={deletePost.isPending}
        onConfirm={(reason) =>
          deleting &&
          deletePost.mutate(
            { postId: deleting.postId, reason },
            {
              onSuccess: () => {
                toast.success('Post deletado com sucesso');
                setDeleting(null);
              },
              onError: (error) => toast.error(`Erro ao deletar post: ${messageFor(error, 'tente novamente.')}`),
            },
          )
        }
      />
      <ReasonDialog
        open={blocking !== null}
        onOpenChange={(open) => !open && setBlocking(null)}
        title="Bloquear usuário"
        description={`${blocking?.authorName ?? ''} continua lendo a comunidade, mas não pode mais postar, comentar nem curtir.`}
        confirmLabel="Bloquear"
        missingReason="Informe o motivo do bloqueio."
        pending={blockUser.isPending}
        onConfirm={(reason) =>
          blocking &&
          blockUser.mutate(
            { userId: blocking.authorId, reason },
            {
              onSuccess: () => {
                toast.success('Usuário bloqueado com sucesso');
                setBlocking(null);
              },
              onError: (error) => toast.error(`Erro ao bloquear usuário: ${messageFor(error, 'tente novamente.')}`),
            },
          )
        }
      />
    </>
  );

  return { dialogs, askDelete: setDeleting, askBlock: setBlocking };
}
