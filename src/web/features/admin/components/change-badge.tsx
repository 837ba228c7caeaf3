import { formatPercentChange } from '@domain/admin/revenue';
import { cn } from '@/lib/cn';

/** "+12% vs mês anterior", green up, red down, plain when there is nothing to compare. */
export function ChangeBadge({ change, against }: { change: number | null; against: string }) {
  return (
    <span
      className={cn(change !== null && change > 0 && 'text-success', change !== null && change < 0 && 'text-danger')}
    >
      {formatPercentChange(change)} vs {against}
    </span>
  );
}
