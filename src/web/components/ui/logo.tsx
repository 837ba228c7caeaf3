import { cn } from '@/lib/cn';

/** Lumma's mark: a crescent moon holding a small star, for the nights a mother is awake. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cn('shrink-0', className)}>
      <defs>
        <linearGradient id="lumma-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ee8aa4" />
          <stop offset="1" stopColor="#8f74e6" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="18" fill="url(#lumma-mark)" />
      <path d="M38.5 14a18 18 0 1 0 11.2 30.6A15 15 0 0 1 38.5 14Z" fill="#fff" />
      <path d="m45 17 1.6 3.4L50 22l-3.4 1.6L45 27l-1.6-3.4L40 22l3.4-1.6Z" fill="#fff" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="text-2xl font-extrabold tracking-tight text-primary-strong">Lumma</span>
    </span>
  );
}
