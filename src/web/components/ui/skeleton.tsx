import { cn } from '@/lib/cn';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-2xl bg-line/70', className)} />;
}

/** A loading page: the same shape as what comes, so nothing jumps. */
export function FormSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Carregando" className="space-y-4 pt-3">
      <Skeleton className="h-8 w-2/3" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
        <Skeleton key={i} className="h-14" />
      ))}
    </div>
  );
}
