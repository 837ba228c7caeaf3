import { ageInMonths, toCalendarDate } from '@domain/age';
import { matchesSearch, searchByName } from '@domain/feeding/feeding-guide';
import { FORMULA_FEEDING_POINTS, FORMULA_FEEDING_TITLE } from '@domain/feeding/formula-feeding';
import { isEmergencySearch } from '@domain/safety/urgency';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Select } from '@/components/ui/select';
import { FormSkeleton } from '@/components/ui/skeleton';
import { useBabies } from '@/shared/babies/babies';
import { useFeedingContent, useSavedTips } from './api/feeding';
import { AplvList } from './components/aplv-list';
import { EmptySearch } from './components/empty-search';
import { FoodsByAge } from './components/foods-by-age';
import { type GuideTab, GuideTabs } from './components/guide-tabs';
import { MotherGuides } from './components/mother-guides';
import { RecipeCard } from './components/recipe-card';
import { SavedTips } from './components/saved-tips';
import { SosSearchCard } from './components/sos-search-card';
import { WelcomeCard } from './components/welcome-card';

// Asked for after sign-in, so the screen opens offline even if she never opened it (decision 048).
export { prefetchForOffline } from './api/prefetch-for-offline';

export default function FeedingGuidePage() {
  const content = useFeedingContent();
  const babies = useBabies();
  const tips = useSavedTips();
  const [tab, setTab] = useState<GuideTab>('idade');
  const [search, setSearch] = useState('');
  const [babyId, setBabyId] = useState<string | null>(null);

  if (content.isPending) return <FormSkeleton rows={5} />;
  if (content.isError)
    return <LoadError message="Não foi possível carregar os dados" onRetry={() => content.refetch()} />;

  const today = toCalendarDate(new Date());
  const chosen = babies.data?.find((b) => b.id === babyId) ?? babies.data?.[0] ?? null;
  const baby = chosen ? { name: chosen.name, ageMonths: ageInMonths(chosen.birthDate, today) } : null;
  const { foods, aplvFoods, recipes, motherGuides } = content.data;
  const foundFoods = searchByName(
    search,
    foods,
    (f) => f.name,
    (f) => [f.category, f.description],
  );
  const shownAplv = aplvFoods.filter((f) =>
    matchesSearch(search, f.name, f.category, f.description, f.alternativeFoods.join(' ')),
  );
  const shownRecipes = recipes.filter((r) => matchesSearch(search, r.title, r.category, r.ingredients.join(' ')));
  const showFormulaFeeding = matchesSearch(search, FORMULA_FEEDING_TITLE, ...FORMULA_FEEDING_POINTS);

  return (
    <div className="space-y-4 pt-3">
      <h1 className="text-2xl font-extrabold">Alimentação</h1>
      <WelcomeCard />
      {babies.data && babies.data.length > 0 && (
        <div className="space-y-1.5">
          <label htmlFor="guide-baby" className="text-sm font-bold">
            Bebê
          </label>
          <Select id="guide-baby" value={chosen?.id} onChange={(e) => setBabyId(e.target.value)}>
            {babies.data.map((b) => {
              const months = ageInMonths(b.birthDate, today);
              return (
                <option key={b.id} value={b.id}>
                  {b.name} · {months} {months === 1 ? 'mês' : 'meses'}
                </option>
              );
            })}
          </Select>
        </div>
      )}
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Buscar no guia"
          placeholder="Buscar alimento ou receita"
          className="pl-11"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {isEmergencySearch(search) && <SosSearchCard />}
      <TabsPrimitive.Root value={tab} onValueChange={(v) => setTab(v as GuideTab)}>
        <GuideTabs value={tab} onChange={setTab} tipsCount={tips.data?.tips.length ?? 0} />
        <TabsPrimitive.Content value="idade" className="mt-4">
          <FoodsByAge
            results={foundFoods}
            searching={search.trim() !== ''}
            baby={baby}
            showFormulaFeeding={showFormulaFeeding}
          />
        </TabsPrimitive.Content>
        <TabsPrimitive.Content value="aplv" className="mt-4">
          <AplvList foods={shownAplv} />
        </TabsPrimitive.Content>
        <TabsPrimitive.Content value="receitas" className="mt-4 space-y-3">
          {shownRecipes.length === 0 ? (
            <EmptySearch />
          ) : (
            shownRecipes.map((r) => <RecipeCard key={r.id} recipe={r} baby={baby} />)
          )}
        </TabsPrimitive.Content>
        <TabsPrimitive.Content value="mae" className="mt-4">
          <MotherGuides guides={motherGuides} />
        </TabsPrimitive.Content>
        <TabsPrimitive.Content value="dicas" className="mt-4">
          <SavedTips search={search} />
        </TabsPrimitive.Content>
      </TabsPrimitive.Root>
      <p className="text-sm text-muted">
        Fonte: Guia Alimentar para Crianças Brasileiras Menores de 2 Anos (Ministério da Saúde, 2019), Sociedade
        Brasileira de Pediatria e consenso brasileiro sobre alergia alimentar (APLV). Confirme sempre com o pediatra ou
        na sua UBS.
      </p>
    </div>
  );
}
