import { formatDate } from '@domain/format';
import { KeyRound, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { AdminPlan, AdminUser } from '../api/admin-users';
import { PlanSelect } from './plan-select';

// Under 768 px each row stacks as a card, its cells labelled; from there up it is a table.
const CELL = 'block px-0 py-1 md:table-cell md:px-3 md:py-3 md:align-middle';
const LABEL = 'text-xs font-bold text-muted md:hidden';

export function UsersTable({
  users,
  plans,
  myId,
  onResetPassword,
  onDelete,
}: {
  users: AdminUser[];
  plans: AdminPlan[];
  myId: string | undefined;
  onResetPassword: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}) {
  return (
    <table className="block w-full text-sm md:table">
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr className="text-left text-xs font-extrabold uppercase tracking-wide text-muted">
          <th className="px-3 py-2">Nome</th>
          <th className="px-3 py-2">Email</th>
          <th className="px-3 py-2">Plano</th>
          <th className="px-3 py-2">Data de Cadastro</th>
          <th className="px-3 py-2 text-right">Ações</th>
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">
        {users.map((user) => (
          <tr
            key={user.id}
            className="block rounded-2xl border border-line bg-surface p-4 shadow-[var(--shadow-card)] md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none"
          >
            <td className={CELL}>
              <span className="font-bold">{user.fullName}</span>
              {user.isAdmin && (
                <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-bold text-accent">
                  Admin
                </span>
              )}
            </td>
            <td className={`${CELL} break-all text-muted`}>{user.email}</td>
            <td className={`${CELL} md:w-48`}>
              <span className={LABEL}>Plano</span>
              <PlanSelect user={user} plans={plans} />
            </td>
            <td className={`${CELL} tabular-nums`}>
              <span className={`${LABEL} mr-1`}>Cadastro:</span>
              {formatDate(new Date(user.createdAt))}
            </td>
            <td className={`${CELL} md:text-right`}>
              <div className="flex gap-1 md:justify-end">
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => onResetPassword(user)}
                  aria-label={`Redefinir senha de ${user.fullName}`}
                  title="Redefinir senha"
                >
                  <KeyRound />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="[&_svg]:text-danger"
                  disabled={user.id === myId}
                  onClick={() => onDelete(user)}
                  aria-label={`Excluir ${user.fullName}`}
                  title={user.id === myId ? 'Esta é a sua conta' : 'Excluir usuário'}
                >
                  <Trash2 />
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
