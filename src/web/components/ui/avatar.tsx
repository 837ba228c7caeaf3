import { cn } from '@/lib/cn';

const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

export function Avatar({ name, url, className = 'size-20' }: { name: string; url: string | null; className?: string }) {
  if (url)
    return <img src={url} alt={`Foto de ${name}`} className={cn('shrink-0 rounded-full object-cover', className)} />;
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-primary-soft text-xl font-extrabold text-primary-strong',
        className,
      )}
    >
      {initialsOf(name) || '?'}
    </span>
  );
}
