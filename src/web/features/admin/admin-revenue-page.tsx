import { formatCurrency, formatDate } from '@domain/format';
import { CalendarClock, CalendarRange, CreditCard, TrendingUp } from 'lucide-react';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminRevenue } from './api/admin-numbers';
import { ChangeBadge } from './components/change-badge';
import { ListCard } from './components/list-card';
import { PageTitle } from './components/page-title';
import { StatCard, StatGrid } from './components/stat-card';

export default function AdminRevenuePage() {
  const revenue = useAdminRevenue();
  if (revenue.isPending)
    return (
      <>
        <PageTitle title="Receitas" />
        <div role="status" aria-label="Carregando" className="space-y-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-64" />
        </div>
      </>
    );
  if (revenue.isError)
    return (
      <>
        <PageTitle title="Receitas" />
        <LoadError message="Não foi possível carregar as receitas." onRetry={() => revenue.refetch()} />
      </>
    );

  const r = revenue.data;
  return (
    <>
      <PageTitle title="Receitas" description="Assinaturas pelos planos pagos, por mês, no horário de Brasília." />
      <StatGrid label="Resumo das receitas">
        <StatCard
          label="Receita deste mês"
          value={formatCurrency(r.thisMonth)}
          icon={TrendingUp}
          tone="green"
          detail={<ChangeBadge change={r.monthChangePercent} against="mês anterior" />}
        />
        <StatCard label="Mês anterior" value={formatCurrency(r.lastMonth)} icon={CalendarClock} tone="lavender" />
        <StatCard
          label="Receita deste ano"
          value={formatCurrency(r.thisYear)}
          icon={CalendarRange}
          detail={<ChangeBadge change={r.yearChangePercent} against="ano anterior" />}
        />
        <StatCard
          label="Assinaturas ativas"
          value={r.activeSubscriptions.toLocaleString('pt-BR')}
          icon={CreditCard}
          tone="green"
        />
      </StatGrid>
      <ListCard
        title="Assinaturas recentes"
        empty={
          r.recent.length === 0
            ? 'Nenhuma assinatura ainda. Elas aparecem quando um plano pago é atribuído em Usuários.'
            : null
        }
      >
        {r.recent.map((s) => (
          <li key={s.id} className="flex items-start justify-between gap-4 px-5 py-3">
            <div className="min-w-0">
              <p className="font-bold">{s.profile.fullName}</p>
              <p className="break-all text-sm text-muted">{s.profile.email}</p>
            </div>
            <div className="shrink-0 text-right">
              <p className="font-bold tabular-nums">{formatCurrency(s.amount)}</p>
              <p className="text-sm text-muted">{s.plan.name}</p>
              <p className="text-sm text-muted">
                {formatDate(new Date(s.createdAt))} ·{' '}
                <span className={s.status === 'active' ? 'font-bold text-success' : undefined}>
                  {s.status === 'active' ? 'Ativa' : 'Cancelada'}
                </span>
              </p>
            </div>
          </li>
        ))}
      </ListCard>
    </>
  );
}
