import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

/**
 * An error line that comes into view and takes the focus when it appears: on a phone, what sits
 * below a form's button is hidden under the bottom navigation, and the page would not scroll to it.
 */
export function ErrorAlert({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, []);
  return (
    <p ref={ref} role="alert" tabIndex={-1} className={cn('text-sm font-semibold text-danger outline-none', className)}>
      {children}
    </p>
  );
}
