import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { useMe } from '@/shared/session/session';
import { type AdminUser, useAdminPlans, useAdminUsers } from './api/admin-users';
import { CreateUserDialog } from './components/create-user-dialog';
import { DeleteUserDialog } from './components/delete-user-dialog';
import { PageTitle } from './components/page-title';
import { ResetPasswordDialog } from './components/reset-password-dialog';
import { useDebouncedValue } from './components/use-debounced-value';
import { UsersTable } from './components/users-table';

export default function AdminUsersPage() {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), 300);
  const [page, setPage] = useState(1);
  const users = useAdminUsers(search, page);
  const plans = useAdminPlans();
  const me = useMe();
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;

  return (
    <>
      <PageTitle
        title="Usuários"
        description="Encontre uma mãe, mude o plano, redefina a senha."
        action={<CreateUserDialog plans={plans.data ?? []} />}
      />
      <div className="relative mb-4">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted"
        />
        <Input
          type="search"
          aria-label="Buscar por nome ou e-mail"
          placeholder="Buscar por nome ou e-mail"
          className="pl-12"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {users.isPending || plans.isPending ? (
        <FormSkeleton rows={5} />
      ) : users.isError || plans.isError ? (
        <LoadError
          message="Não foi possível carregar os usuários."
          onRetry={() => (users.isError ? users.refetch() : plans.refetch())}
        />
      ) : users.data.users.length === 0 ? (
        <Card className="text-center text-muted">
          {search ? `Nenhum usuário encontrado para "${search}".` : 'Nenhum usuário cadastrado ainda.'}
        </Card>
      ) : (
        <>
          <div className="md:rounded-[var(--radius-card)] md:border md:border-line md:bg-surface md:shadow-[var(--shadow-card)]">
            <UsersTable
              users={users.data.users}
              plans={plans.data}
              myId={me.data?.user.id}
              onResetPassword={setResetting}
              onDelete={setDeleting}
            />
          </div>
          <nav aria-label="Paginação" className="mt-4 flex items-center justify-between gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              <ChevronLeft aria-hidden />
              Anterior
            </Button>
            <p className="text-center text-sm text-muted">
              Página {page} de {pages} · {users.data.total.toLocaleString('pt-BR')}{' '}
              {users.data.total === 1 ? 'usuário' : 'usuários'}
            </p>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Próxima
              <ChevronRight aria-hidden />
            </Button>
          </nav>
        </>
      )}
      <ResetPasswordDialog user={resetting} onOpenChange={(open) => !open && setResetting(null)} />
      <DeleteUserDialog user={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </>
  );
}
