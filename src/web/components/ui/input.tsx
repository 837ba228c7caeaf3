import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      className={cn(
        'min-h-12 w-full rounded-2xl border border-line bg-surface px-4 text-base text-ink placeholder:text-muted/70',
        'focus:border-primary focus:outline-none focus:ring-3 focus:ring-primary-soft aria-invalid:border-danger',
        className,
      )}
      {...props}
    />
  );
}
