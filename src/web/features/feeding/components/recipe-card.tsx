import { recipeBadge } from '@domain/feeding/feeding-guide';
import { ChefHat, Clock, Users } from 'lucide-react';
import type { FeedingContent } from '../api/feeding';

type Recipe = FeedingContent['recipes'][number];

export function RecipeCard({ recipe, baby }: { recipe: Recipe; baby: { name: string; ageMonths: number } | null }) {
  const badge = recipeBadge(baby, recipe.minAgeMonths);
  return (
    <article
      className="rounded-[var(--radius-card)] border border-line bg-surface p-4"
      aria-labelledby={`recipe-${recipe.id}`}
    >
      <div className="flex flex-wrap gap-2">
        <span
          className={
            badge.suitable
              ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-extrabold text-emerald-800'
              : 'rounded-full bg-amber-100 px-2 py-0.5 text-xs font-extrabold text-amber-900'
          }
        >
          {badge.text}
        </span>
        {recipe.isAplvFriendly && (
          <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-extrabold text-accent">
            Sem leite (APLV)
          </span>
        )}
      </div>
      <h3 id={`recipe-${recipe.id}`} className="mt-2 text-lg font-extrabold">
        {recipe.title}
      </h3>
      <p className="text-sm text-muted">{recipe.category}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
        <li className="inline-flex items-center gap-1">
          <Clock className="size-4" aria-hidden /> {recipe.prepTimeMinutes} min
        </li>
        <li className="inline-flex items-center gap-1">
          <Users className="size-4" aria-hidden /> {recipe.servings} {recipe.servings === 1 ? 'porção' : 'porções'}
        </li>
        <li className="inline-flex items-center gap-1">
          <ChefHat className="size-4" aria-hidden /> {recipe.difficulty}
        </li>
      </ul>
      <h4 className="mt-3 font-bold">Ingredientes</h4>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
        {recipe.ingredients.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
      <h4 className="mt-3 font-bold">Modo de preparo</h4>
      <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm">
        {recipe.instructions.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {recipe.nutritionalInfo && <p className="mt-3 rounded-xl bg-background p-2 text-sm">{recipe.nutritionalInfo}</p>}
    </article>
  );
}
