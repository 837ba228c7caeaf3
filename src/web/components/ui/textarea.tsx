import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'min-h-28 w-full resize-y rounded-2xl border border-line bg-surface px-4 py-3 text-base text-ink placeholder:text-muted/70',
        'focus:border-primary focus:outline-none focus:ring-3 focus:ring-primary-soft aria-invalid:border-danger',
        className,
      )}
      {...props}
    />
  );
}
