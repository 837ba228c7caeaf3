import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]',
        className,
      )}
      {...props}
    />
  );
}
