import { formatBytes, freePercent } from '@domain/admin/server-health';
import { DatabaseBackup, HardDrive } from 'lucide-react';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminServer } from '../api/admin-numbers';
import { StatCard, StatGrid } from './stat-card';

const when = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });

function age(takenAt: Date, now: Date): string {
  const hours = Math.floor((now.getTime() - takenAt.getTime()) / 3_600_000);
  if (hours < 1) return 'há menos de 1 h';
  if (hours < 48) return `há ${hours} h`;
  return `há ${Math.floor(hours / 24)} dias`;
}

/** Free space under DATA_DIR and the last backup (or who keeps them); red when either needs the operator. */
export function ServerHealthCards() {
  const server = useAdminServer();
  if (server.isPending) return <Skeleton className="h-24" />;
  if (server.isError)
    return <LoadError message="Não foi possível ler o estado do servidor." onRetry={() => server.refetch()} />;
  const { disk, lastBackup, backupStale, backupsByOperator } = server.data;
  const percent = Math.round(freePercent(disk.freeBytes, disk.totalBytes));
  return (
    <StatGrid label="Servidor">
      <StatCard
        label="Espaço livre"
        value={formatBytes(disk.freeBytes)}
        icon={HardDrive}
        tone={disk.low ? 'red' : 'green'}
        alert={disk.low}
        detail={`${percent} % de ${formatBytes(disk.totalBytes)}${disk.low ? ' — libere espaço' : ''}`}
      />
      {backupsByOperator ? (
        <StatCard
          label="Cópias de segurança"
          value="Pelo PostgreSQL"
          icon={DatabaseBackup}
          tone="green"
          detail="BACKUPS=off: quem cuida do banco de dados guarda as cópias"
        />
      ) : (
        <StatCard
          label="Última cópia de segurança"
          value={lastBackup ? age(new Date(lastBackup.takenAt), new Date()) : 'Nenhuma'}
          icon={DatabaseBackup}
          tone={backupStale ? 'red' : 'green'}
          alert={backupStale}
          detail={
            lastBackup
              ? `${when.format(new Date(lastBackup.takenAt))} · ${formatBytes(lastBackup.sizeBytes)}${backupStale ? ' — mais de 26 h' : ''}`
              : 'Nenhuma cópia gravada ainda'
          }
        />
      )}
    </StatGrid>
  );
}
