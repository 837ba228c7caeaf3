import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useDeleteUser } from '../api/admin-users';

/** Asks before deleting a user with all her data; nothing of hers can be brought back. */
export function DeleteUserDialog({
  user,
  onOpenChange,
}: {
  user: { id: string; fullName: string; email: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const deleteUser = useDeleteUser();
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title="Excluir usuário"
      description={
        <>
          Excluir <strong>{user?.fullName}</strong> ({user?.email}) apaga a conta, os bebês, a agenda, as vacinas, os
          posts e as fotos dela. Não é possível desfazer.
        </>
      }
      confirmLabel="Excluir usuário"
      pending={deleteUser.isPending}
      onConfirm={() =>
        user &&
        deleteUser.mutate(user.id, {
          onSuccess: () => {
            toast.success('Usuário deletado com sucesso');
            onOpenChange(false);
          },
          onError: (error) => toast.error(`Erro ao deletar usuário: ${messageFor(error, 'tente novamente.')}`),
        })
      }
    />
  );
}
