import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { Plan } from '../api/get-plans';
import { PlanPrice } from './plan-price';

export function PlanCard({ plan, onChoose }: { plan: Plan; onChoose: () => void }) {
  const titleId = `plan-${plan.id}`;
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className={cn('relative flex h-full flex-col gap-4', plan.highlight && 'border-primary ring-1 ring-primary')}
    >
      {plan.isPopular && (
        <span className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-primary px-3 py-1 text-sm font-extrabold text-white shadow-sm">
          Mais popular
        </span>
      )}
      <div>
        <h2 id={titleId} className="text-xl font-extrabold">
          {plan.name}
        </h2>
        <p className="mt-1 text-muted">{plan.description}</p>
      </div>
      <PlanPrice plan={plan} />
      <ul className="space-y-2">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <Button className="mt-auto w-full" variant={plan.highlight ? 'primary' : 'outline'} onClick={onChoose}>
        Escolher {plan.name}
      </Button>
    </Card>
  );
}
