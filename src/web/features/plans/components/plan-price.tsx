import { formatCurrency } from '@domain/format';
import { monthlyPrice, planSaving } from '@domain/plans/plan-pricing';
import type { Plan } from '../api/get-plans';

/** The price per month, and for an annual plan what is charged per year and what it saves. */
export function PlanPrice({ plan }: { plan: Plan }) {
  const saving = planSaving(plan);
  return (
    <div>
      <p className="flex items-baseline gap-1">
        <span className="text-3xl font-extrabold tracking-tight">{formatCurrency(monthlyPrice(plan))}</span>
        <span className="font-bold text-muted">/mês</span>
      </p>
      {plan.billingPeriod === 'annual' ? (
        <p className="text-sm text-muted">{formatCurrency(plan.price)} cobrados por ano</p>
      ) : (
        <p className="text-sm text-muted">{plan.price === 0 ? 'Sem cartão de crédito' : 'Cobrança mensal'}</p>
      )}
      {saving !== null && (
        <p className="mt-1 inline-flex rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-extrabold text-success">
          Economize {formatCurrency(saving)}
        </p>
      )}
    </div>
  );
}
