import { describe, expect, it } from 'vitest';
import {
  annualMonthlyPrice,
  monthlyPrice,
  type PricedPlan,
  planSaving,
  planSavingPercent,
  plansForView,
  sortByPrice,
} from './plan-pricing';

const plan = (
  name: string,
  price: number,
  billingPeriod: PricedPlan['billingPeriod'],
  originalPrice: number | null = null,
): PricedPlan => ({
  name,
  price,
  originalPrice,
  billingPeriod,
});

describe('annualMonthlyPrice', () => {
  it('divides the annual price by 12, rounded to the cent', () => {
    expect(annualMonthlyPrice(233.2)).toBe(19.43);
    expect(annualMonthlyPrice(358.8)).toBe(29.9);
    expect(annualMonthlyPrice(100)).toBe(8.33);
    expect(annualMonthlyPrice(0)).toBe(0);
  });
  it('rounds half a cent up, where floating point alone would round down', () => {
    // 119.94 / 12 is 9.995, which floating point holds as 9.99499...
    expect(annualMonthlyPrice(119.94)).toBe(10);
    expect(annualMonthlyPrice(0.06)).toBe(0.01);
  });
});

describe('monthlyPrice', () => {
  it('spreads an annual plan over 12 months and keeps a monthly one as is', () => {
    expect(monthlyPrice(plan('Premium Anual', 233.2, 'annual'))).toBe(19.43);
    expect(monthlyPrice(plan('Premium Mensal', 29.9, 'monthly'))).toBe(29.9);
  });
});

describe('planSaving', () => {
  it('is the original price minus the price, exact to the cent', () => {
    expect(planSaving({ price: 233.2, originalPrice: 358.8 })).toBe(125.6);
    expect(planSaving({ price: 0.1, originalPrice: 0.3 })).toBe(0.2);
  });
  it('is null without an original price', () => {
    expect(planSaving({ price: 29.9, originalPrice: null })).toBeNull();
    expect(planSaving({ price: 0, originalPrice: 0 })).toBeNull();
  });
  it('is null when nothing is saved', () => {
    expect(planSaving({ price: 29.9, originalPrice: 29.9 })).toBeNull();
    expect(planSaving({ price: 29.9, originalPrice: 19.9 })).toBeNull();
  });
});

describe('planSavingPercent', () => {
  it('is the saving as a whole percentage of the original price', () => {
    expect(planSavingPercent({ price: 233.2, originalPrice: 358.8 })).toBe(35);
    expect(planSavingPercent({ price: 50, originalPrice: 150 })).toBe(67);
  });
  it('is null when nothing is saved', () => {
    expect(planSavingPercent({ price: 10, originalPrice: null })).toBeNull();
    expect(planSavingPercent({ price: 10, originalPrice: 10 })).toBeNull();
  });
});

describe('plansForView', () => {
  const all = [
    plan('Premium Anual', 233.2, 'annual', 358.8),
    plan('Premium Mensal', 29.9, 'monthly'),
    plan('Gratuito', 0, 'monthly'),
    plan('Essencial', 14.9, 'monthly'),
  ];
  const names = (plans: PricedPlan[]) => plans.map((p) => p.name);

  it('shows only the monthly plans in the monthly view, cheapest first', () => {
    expect(names(plansForView(all, 'monthly'))).toEqual(['Gratuito', 'Essencial', 'Premium Mensal']);
  });
  it('hides "Premium Mensal" in the annual view and shows every other plan, cheapest first', () => {
    expect(names(plansForView(all, 'annual'))).toEqual(['Gratuito', 'Essencial', 'Premium Anual']);
  });
  it('hides only the plan named exactly "Premium Mensal"', () => {
    const lookalikes = [
      plan('premium mensal', 1, 'monthly'),
      plan('Premium Mensal Plus', 2, 'monthly'),
      plan('Premium Mensal', 3, 'monthly'),
    ];
    expect(names(plansForView(lookalikes, 'annual'))).toEqual(['premium mensal', 'Premium Mensal Plus']);
  });
  it('shows no annual plan in the monthly view, whatever its name', () => {
    expect(plansForView([plan('Família', 300, 'annual')], 'monthly')).toEqual([]);
  });
  it('leaves the list it was given untouched', () => {
    const before = names(all);
    plansForView(all, 'annual');
    expect(names(all)).toEqual(before);
  });
});

describe('sortByPrice', () => {
  it('orders by price ascending and keeps the order of equal prices', () => {
    const sorted = sortByPrice([
      { id: 'b', price: 10 },
      { id: 'a', price: 0 },
      { id: 'c', price: 10 },
    ]);
    expect(sorted.map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });
});
