import { formatDate } from '@domain/format';
import { UNNAMED_MOTHER } from '@domain/profile/profile.schema';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useBlockedUsers, useUnblockUser } from '../api/admin-moderation';

export function BlockedUsersTab() {
  const blocked = useBlockedUsers();
  const unblock = useUnblockUser();
  if (blocked.isPending) return <FormSkeleton rows={2} />;
  if (blocked.isError)
    return <LoadError message="Não foi possível carregar os usuários bloqueados." onRetry={() => blocked.refetch()} />;
  if (blocked.data.length === 0) return <Card className="text-center text-muted">Nenhum usuário bloqueado.</Card>;
  return (
    <ul className="space-y-3">
      {blocked.data.map((user) => (
        <li
          key={user.id}
          className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-4 shadow-[var(--shadow-card)]"
        >
          <div className="min-w-0 flex-1">
            <p className="font-bold">{user.fullName || UNNAMED_MOTHER}</p>
            <p className="break-all text-sm text-muted">{user.email}</p>
            <p className="mt-1 text-sm">
              <span className="font-semibold">Motivo:</span> {user.reason}
            </p>
            <p className="text-sm text-muted">Bloqueada em {formatDate(new Date(user.blockedAt))}</p>
          </div>
          <Button
            size="sm"
            variant="outline"
            disabled={unblock.isPending}
            onClick={() =>
              unblock.mutate(user.userId, {
                onSuccess: () => toast.success('Usuário desbloqueado com sucesso'),
                onError: (error) =>
                  toast.error(`Erro ao desbloquear usuário: ${messageFor(error, 'tente novamente.')}`),
              })
            }
          >
            Desbloquear
          </Button>
        </li>
      ))}
    </ul>
  );
}
