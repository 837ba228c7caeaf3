import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The platform's own select, styled: the best picker on a phone. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        data-slot="select"
        className={cn(
          'min-h-12 w-full appearance-none rounded-2xl border border-line bg-surface pl-4 pr-10 text-base text-ink',
          'focus:border-primary focus:outline-none focus:ring-3 focus:ring-primary-soft aria-invalid:border-danger',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
