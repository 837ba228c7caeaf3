export type BillingPeriod = 'monthly' | 'annual';
export type PlanView = 'monthly' | 'annual';

export interface PricedPlan {
  name: string;
  price: number;
  originalPrice: number | null;
  billingPeriod: BillingPeriod;
}

/** The annual view leaves out the monthly premium plan: its annual version stands in its place. */
export const ANNUAL_HIDDEN_PLAN = 'Premium Mensal';
export const ANNUAL_SAVING_BADGE = 'Economize 35%';

// Prices have two decimals; working in whole cents keeps 0.1 + 0.2 style errors out of the math.
const toCents = (value: number) => Math.round(value * 100);
const fromCents = (cents: number) => cents / 100;

/** What an annual plan costs per month (price / 12), rounded to the cent. */
export function annualMonthlyPrice(annualPrice: number): number {
  return fromCents(Math.round(toCents(annualPrice) / 12));
}

/** The price per month a card shows: an annual plan spread over 12 months, a monthly one as is. */
export function monthlyPrice(plan: Pick<PricedPlan, 'price' | 'billingPeriod'>): number {
  return plan.billingPeriod === 'annual' ? annualMonthlyPrice(plan.price) : plan.price;
}

/** original_price − price, or null when there is no original price or nothing is saved. */
export function planSaving(plan: Pick<PricedPlan, 'price' | 'originalPrice'>): number | null {
  if (plan.originalPrice === null || plan.originalPrice <= 0) return null;
  const saving = toCents(plan.originalPrice) - toCents(plan.price);
  return saving > 0 ? fromCents(saving) : null;
}

/** The saving as a whole percentage of the original price, or null when nothing is saved. */
export function planSavingPercent(plan: Pick<PricedPlan, 'price' | 'originalPrice'>): number | null {
  const saving = planSaving(plan);
  return saving === null ? null : Math.round((saving / plan.originalPrice!) * 100);
}

/** Cheapest first; plans with the same price keep their order. */
export function sortByPrice<T extends Pick<PricedPlan, 'price'>>(plans: readonly T[]): T[] {
  return [...plans].sort((a, b) => a.price - b.price);
}

/** The plans a view shows: monthly plans only, or every plan but "Premium Mensal"; cheapest first. */
export function plansForView<T extends PricedPlan>(plans: readonly T[], view: PlanView): T[] {
  const shown =
    view === 'monthly'
      ? plans.filter((p) => p.billingPeriod === 'monthly')
      : plans.filter((p) => p.name !== ANNUAL_HIDDEN_PLAN);
  return sortByPrice(shown);
}
