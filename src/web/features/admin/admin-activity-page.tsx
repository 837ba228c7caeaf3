import { AlertTriangle, Moon, Trash2, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { type InactiveUser, useAdminActivity } from './api/admin-numbers';
import { countFigure, EstimateNote } from './components/count-figure';
import { DeleteUserDialog } from './components/delete-user-dialog';
import { ListCard } from './components/list-card';
import { PageTitle } from './components/page-title';
import { StatCard, StatGrid } from './components/stat-card';

export default function AdminActivityPage() {
  const activity = useAdminActivity();
  const [deleting, setDeleting] = useState<InactiveUser | null>(null);

  return (
    <>
      <PageTitle
        title="Atividade"
        description="Quem usa o app e quem sumiu: alerta depois de 30 dias, crítico depois de 60."
      />
      {activity.isPending ? (
        <div role="status" aria-label="Carregando" className="space-y-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-64" />
        </div>
      ) : activity.isError ? (
        <LoadError message="Não foi possível carregar a atividade." onRetry={() => activity.refetch()} />
      ) : (
        <>
          <StatGrid label="Contadores de atividade">
            <StatCard
              label="Ativos nos últimos 7 dias"
              value={countFigure(activity.data.activeLast7Days, activity.data.estimated.includes('activeLast7Days'))}
              icon={UserCheck}
              tone="green"
            />
            <StatCard
              label="Inativos há mais de 30 dias"
              value={countFigure(
                activity.data.inactiveOver30Days,
                activity.data.estimated.includes('inactiveOver30Days'),
              )}
              icon={Moon}
              tone="lavender"
            />
            <StatCard
              label="Críticos, mais de 60 dias"
              value={countFigure(
                activity.data.criticalOver60Days,
                activity.data.estimated.includes('criticalOver60Days'),
              )}
              icon={AlertTriangle}
              tone="red"
            />
          </StatGrid>
          <EstimateNote shown={activity.data.estimated.length > 0} />
          <ListCard
            title="Usuários inativos"
            empty={activity.data.inactiveUsers.length === 0 ? 'Ninguém inativo há mais de 30 dias. Que bom!' : null}
          >
            {activity.data.inactiveUsers.map((user) => (
              <li key={user.id} className="flex items-center gap-3 px-5 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-bold">
                    {user.fullName}{' '}
                    <span
                      className={cn(
                        'ml-1 rounded-full px-2 py-0.5 text-xs font-bold',
                        user.status === 'Crítico' ? 'bg-danger-soft text-danger' : 'bg-[#fff1d6] text-[#7a4a00]',
                      )}
                    >
                      {user.status}
                    </span>
                  </p>
                  <p className="break-all text-sm text-muted">{user.email}</p>
                  <p className="text-sm text-muted">
                    {user.inactiveDays} dias sem usar o app · {user.planName ?? 'Sem plano'}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="[&_svg]:text-danger"
                  onClick={() => setDeleting(user)}
                  aria-label={`Excluir ${user.fullName}`}
                  title="Excluir usuário"
                >
                  <Trash2 />
                </Button>
              </li>
            ))}
          </ListCard>
        </>
      )}
      <DeleteUserDialog user={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </>
  );
}
