import { formatCurrency } from '@domain/format';
import {
  Activity,
  AlertTriangle,
  Baby,
  CalendarCheck,
  CreditCard,
  Flag,
  MessagesSquare,
  Moon,
  TrendingUp,
  UserCheck,
  Users,
} from 'lucide-react';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { type AdminStats, useAdminStats } from './api/admin-numbers';
import { ChangeBadge } from './components/change-badge';
import { countFigure, EstimateNote } from './components/count-figure';
import { PageTitle } from './components/page-title';
import { ServerHealthCards } from './components/server-health-cards';
import { StatCard, StatGrid } from './components/stat-card';

type CountName = AdminStats['estimated'][number];

export default function AdminDashboardPage() {
  const stats = useAdminStats();
  return (
    <>
      <PageTitle title="Dashboard" description="Os números do Lumma, agora." />
      {/* First: a missed backup or a filling disk is what needs the operator before anything else. */}
      <div className="mb-3">
        <ServerHealthCards />
      </div>
      {stats.isPending ? (
        <div
          role="status"
          aria-label="Carregando"
          className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {Array.from({ length: 11 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : stats.isError ? (
        <LoadError message="Não foi possível carregar as estatísticas." onRetry={() => stats.refetch()} />
      ) : (
        <DashboardFigures stats={stats.data} />
      )}
    </>
  );
}

function DashboardFigures({ stats }: { stats: AdminStats }) {
  const count = (name: CountName) => countFigure(stats[name], stats.estimated.includes(name));
  return (
    <>
      <StatGrid label="Estatísticas">
        <StatCard label="Usuários" value={count('users')} icon={Users} to="/admin/users" />
        <StatCard
          label="Ativos nos últimos 7 dias"
          value={count('activeLast7Days')}
          icon={UserCheck}
          tone="green"
          to="/admin/activity"
        />
        <StatCard
          label="Inativos há mais de 30 dias"
          value={count('inactiveOver30Days')}
          icon={Moon}
          tone="lavender"
          to="/admin/activity"
        />
        <StatCard
          label="Críticos, mais de 60 dias"
          value={count('criticalOver60Days')}
          icon={AlertTriangle}
          tone="red"
          to="/admin/activity"
        />
        <StatCard label="Usuários pagantes" value={count('paidUsers')} icon={CreditCard} to="/admin/users" />
        <StatCard
          label="Posts na comunidade"
          value={count('posts')}
          icon={MessagesSquare}
          tone="lavender"
          to="/admin/moderation"
        />
        <StatCard
          label="Denúncias pendentes"
          value={count('pendingReports')}
          icon={Flag}
          tone="red"
          to="/admin/moderation"
        />
        <StatCard label="Bebês cadastrados" value={count('babies')} icon={Baby} />
        <StatCard label="Registros na agenda" value={count('careEvents')} icon={CalendarCheck} tone="lavender" />
        <StatCard
          label="Assinaturas ativas"
          value={stats.activeSubscriptions.toLocaleString('pt-BR')}
          icon={Activity}
          tone="green"
          to="/admin/revenue"
        />
        <StatCard
          label="Receita do mês"
          value={formatCurrency(stats.revenueThisMonth)}
          icon={TrendingUp}
          tone="green"
          detail={<ChangeBadge change={stats.revenueChangePercent} against="mês anterior" />}
          to="/admin/revenue"
        />
      </StatGrid>
      <EstimateNote shown={stats.estimated.length > 0} />
    </>
  );
}
