import { CircleAlert } from 'lucide-react';
import type { FeedingContent } from '../api/feeding';
import { EmptySearch } from './empty-search';

type AplvFood = FeedingContent['aplvFoods'][number];

function Item({ food }: { food: AplvFood }) {
  return (
    <li className="rounded-2xl border border-line bg-surface p-3">
      <p className="flex items-center gap-2 font-extrabold">
        <span aria-hidden className="text-2xl">
          {food.icon}
        </span>
        {food.name}
        <span
          className={
            food.allowed
              ? 'ml-auto rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-extrabold text-emerald-800'
              : 'ml-auto rounded-full bg-red-100 px-2 py-0.5 text-xs font-extrabold text-red-800'
          }
        >
          {food.allowed ? 'Seguro' : 'Evitar'}
        </span>
      </p>
      <p className="mt-1 text-sm">{food.description}</p>
      {!food.allowed && food.alternativeFoods.length > 0 && (
        <p className="mt-1 text-sm">
          <strong>Alternativas seguras:</strong> {food.alternativeFoods.join(', ')}
        </p>
      )}
    </li>
  );
}

export function AplvList({ foods }: { foods: AplvFood[] }) {
  const allowed = foods.filter((f) => f.allowed);
  const avoid = foods.filter((f) => !f.allowed);
  return (
    <div className="space-y-5">
      <p className="flex gap-2 rounded-2xl bg-amber-50 p-3 text-sm">
        <CircleAlert className="size-5 shrink-0 text-amber-700" aria-hidden />
        Na alergia à proteína do leite de vaca (APLV), produtos “sem lactose” não são seguros. O diagnóstico e a dieta
        são definidos pelo pediatra: consulte sempre antes de mudar a alimentação do bebê ou a sua.
      </p>
      {foods.length === 0 && <EmptySearch />}
      {avoid.length > 0 && (
        <section aria-labelledby="aplv-avoid">
          <h3 id="aplv-avoid" className="mb-2 font-extrabold">
            Evitar
          </h3>
          <ul className="space-y-2">
            {avoid.map((f) => (
              <Item key={f.id} food={f} />
            ))}
          </ul>
        </section>
      )}
      {allowed.length > 0 && (
        <section aria-labelledby="aplv-allowed">
          <h3 id="aplv-allowed" className="mb-2 font-extrabold">
            Pode consumir
          </h3>
          <ul className="space-y-2">
            {allowed.map((f) => (
              <Item key={f.id} food={f} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
