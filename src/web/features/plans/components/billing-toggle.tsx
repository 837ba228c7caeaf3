import { ANNUAL_SAVING_BADGE } from '@domain/plans/plan-pricing';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';

export function BillingToggle({
  annual,
  onAnnualChange,
}: {
  annual: boolean;
  onAnnualChange: (annual: boolean) => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2">
      <span className={cn('font-bold', annual ? 'text-muted' : 'text-ink')}>Mensal</span>
      <Switch checked={annual} onCheckedChange={onAnnualChange} aria-labelledby="billing-annual" />
      <span id="billing-annual" className={cn('font-bold', annual ? 'text-ink' : 'text-muted')}>
        Anual
      </span>
      <span className="rounded-full bg-accent-soft px-3 py-1 text-sm font-extrabold text-accent">
        {ANNUAL_SAVING_BADGE}
      </span>
    </div>
  );
}
