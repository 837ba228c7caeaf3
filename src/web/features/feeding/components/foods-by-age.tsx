import { type SearchResult, searchGroups, suitsAge } from '@domain/feeding/feeding-guide';
import { ChevronDown } from 'lucide-react';
import type { FeedingContent } from '../api/feeding';
import { EmptySearch } from './empty-search';
import { FormulaFeedingCard } from './formula-feeding-card';

type Food = FeedingContent['foods'][number];

/**
 * The foods by minimum age. While she searches, the foods found by name come first with their
 * group open, so "mel" shows honey and its age before the foods that only mention it.
 */
export function FoodsByAge({
  results,
  searching,
  baby,
  showFormulaFeeding,
}: {
  results: SearchResult<Food>[];
  searching: boolean;
  baby: { name: string; ageMonths: number } | null;
  showFormulaFeeding: boolean;
}) {
  if (results.length === 0 && !showFormulaFeeding) return <EmptySearch />;
  return (
    <div className="space-y-3">
      {showFormulaFeeding && !searching && <FormulaFeedingCard />}
      {searchGroups(results, searching).map((group) => (
        <details
          key={group.minAgeMonths}
          className="group rounded-[var(--radius-card)] border border-line bg-surface"
          open={group.open}
        >
          <summary className="flex min-h-14 cursor-pointer list-none items-center gap-2 px-4 py-3">
            <span className="whitespace-nowrap text-lg font-extrabold">{group.label}</span>
            <span className="whitespace-nowrap text-sm text-muted">
              {group.items.length} {group.items.length === 1 ? 'alimento' : 'alimentos'}
            </span>
            {baby && suitsAge(baby.ageMonths, group.minAgeMonths) && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-extrabold text-emerald-800">
                Adequado para {baby.name}
              </span>
            )}
            <ChevronDown className="ml-auto size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <ul className="space-y-3 px-4 pb-4">
            {group.items.map((food) => (
              <li key={food.id} className="rounded-2xl bg-background p-3">
                <p className="flex items-center gap-2 font-extrabold">
                  <span aria-hidden className="text-2xl">
                    {food.icon}
                  </span>
                  <span>{food.name}</span>
                  <span className="ml-auto text-xs font-bold text-muted">{food.category}</span>
                </p>
                {baby && !suitsAge(baby.ageMonths, food.minAgeMonths) && (
                  <p className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-extrabold text-amber-900">
                    Ainda não para {baby.name}: a partir de {food.minAgeMonths} meses
                  </p>
                )}
                <p className="mt-1 text-sm">{food.description}</p>
                <p className="mt-2 text-sm">
                  <strong>Benefícios:</strong> {food.benefits}
                </p>
                <p className="mt-1 text-sm">
                  <strong>Como preparar:</strong> {food.preparationTips}
                </p>
              </li>
            ))}
          </ul>
        </details>
      ))}
      {showFormulaFeeding && searching && <FormulaFeedingCard />}
    </div>
  );
}
