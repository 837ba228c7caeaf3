import { cn } from '@/lib/cn';

export function Switch({
  checked,
  onCheckedChange,
  id,
  ...aria
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors',
        checked ? 'bg-primary' : 'bg-[#d8c9cc]',
      )}
      {...aria}
    >
      <span
        aria-hidden
        className={cn(
          'inline-block size-6 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-7' : 'translate-x-1',
        )}
      />
    </button>
  );
}
