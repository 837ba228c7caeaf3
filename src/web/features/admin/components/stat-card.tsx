import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

const TONES = {
  rose: 'bg-primary-soft text-primary-strong',
  lavender: 'bg-accent-soft text-accent',
  green: 'bg-[#e3f4eb] text-success',
  red: 'bg-danger-soft text-danger',
};

/**
 * One number of the back office; with `to` the whole card leads to the page behind it, with
 * `alert` the whole card is red: something the operator must act on.
 */
export function StatCard({
  label,
  value,
  icon: Icon,
  tone = 'rose',
  detail,
  to,
  alert = false,
}: {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  tone?: keyof typeof TONES;
  detail?: ReactNode;
  to?: string;
  alert?: boolean;
}) {
  const body = (
    <>
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', TONES[tone])}>
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0">
        <span className={cn('block text-sm font-semibold', !alert && 'text-muted')}>{label}</span>
        <span className="block text-2xl font-extrabold tabular-nums">{value}</span>
        {detail && <span className={cn('block text-xs font-semibold', !alert && 'text-muted')}>{detail}</span>}
      </span>
    </>
  );
  const className = cn(
    'flex items-start gap-3 rounded-[var(--radius-card)] border p-4 shadow-[var(--shadow-card)]',
    alert ? 'border-danger bg-danger-soft text-danger' : 'border-line bg-surface',
  );
  return to ? (
    <Link to={to} className={cn(className, 'transition-colors hover:border-primary/40 hover:bg-primary-faint')}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}

export function StatGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section
      aria-label={label}
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
    >
      {children}
    </section>
  );
}
