import { BookHeart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Select } from '@/components/ui/select';
import { FormSkeleton } from '@/components/ui/skeleton';
import { useBabies } from '@/lib/babies';
import { AppliedVaccinesCard } from './components/applied-vaccines-card';
import { ChipListCard } from './components/chip-list-card';
import { GeneralInfoCard } from './components/general-info-card';

export default function BookletPage() {
  const babies = useBabies();
  const [chosen, setChosen] = useState<string | null>(null);
  if (babies.isPending) return <FormSkeleton rows={5} />;
  if (babies.isError)
    return <LoadError message="Não foi possível carregar os dados dos relatórios" onRetry={() => babies.refetch()} />;

  const baby = babies.data.find((b) => b.id === chosen) ?? babies.data[0];
  return (
    <div className="space-y-4 pt-3">
      <h1 className="text-2xl font-extrabold">Caderneta do Bebê</h1>
      {!baby ? (
        <Card className="text-center">
          <BookHeart className="mx-auto size-10 text-primary" aria-hidden />
          <p className="mt-2 font-bold">Cadastre seu bebê para montar a caderneta.</p>
          <Link to="/dados-bebe" className={buttonVariants({ className: 'mt-4' })}>
            Cadastrar bebê
          </Link>
        </Card>
      ) : (
        <>
          {babies.data.length > 1 && (
            <div className="space-y-1.5">
              <label htmlFor="booklet-baby" className="text-sm font-bold">
                Bebê
              </label>
              <Select id="booklet-baby" value={baby.id} onChange={(e) => setChosen(e.target.value)}>
                {babies.data.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </Select>
            </div>
          )}
          <GeneralInfoCard baby={baby} />
          <ChipListCard key={`a-${baby.id}`} babyId={baby.id} list="allergies" entries={baby.allergies} />
          <ChipListCard
            key={`c-${baby.id}`}
            babyId={baby.id}
            list="health-conditions"
            entries={baby.healthConditions}
          />
          <AppliedVaccinesCard babyId={baby.id} />
        </>
      )}
    </div>
  );
}
