import { Baby, type LucideIcon, Milk, Moon, Pill, Sparkles } from 'lucide-react';
import { cn } from '@/lib/cn';

const ICONS: Record<string, { icon: LucideIcon; tone: string }> = {
  mamada: { icon: Milk, tone: 'bg-primary-soft text-primary-strong' },
  sono: { icon: Moon, tone: 'bg-accent-soft text-accent' },
  fralda: { icon: Baby, tone: 'bg-amber-100 text-amber-800' },
  remedio: { icon: Pill, tone: 'bg-emerald-100 text-emerald-800' },
};
const OTHER = { icon: Sparkles, tone: 'bg-sky-100 text-sky-800' };

export function EventIcon({ type, className = 'size-11' }: { type: string; className?: string }) {
  const { icon: Icon, tone } = ICONS[type] ?? OTHER;
  return (
    <span className={cn('flex shrink-0 items-center justify-center rounded-2xl', tone, className)}>
      <Icon className="size-5" aria-hidden />
    </span>
  );
}
