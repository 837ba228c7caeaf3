import { managesFamily } from '@domain/family/baby-role';
import { BookHeart } from 'lucide-react';
import { Link } from 'react-router';
import { BabySwitcher } from '@/components/baby-switcher';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { useBabies } from '@/shared/babies/babies';
import { useMe } from '@/shared/session/session';
import { AppliedVaccinesCard } from './components/applied-vaccines-card';
import { ChipListCard } from './components/chip-list-card';
import { DevelopmentCard } from './components/development-card';
import { GeneralInfoCard } from './components/general-info-card';
import { GrowthCard } from './components/growth-card';
import { ReportCard } from './components/report-card';

// Asked for after sign-in, so the screen opens offline even if she never opened it (decision 048).
export { prefetchForOffline } from './api/prefetch-for-offline';

/** The booklet of her active baby, the same one the agenda and the vaccines show. */
export default function BookletPage() {
  const babies = useBabies();
  const me = useMe();
  if (babies.isPending) return <FormSkeleton rows={5} />;
  if (babies.isError)
    return <LoadError message="Não foi possível carregar os dados dos relatórios" onRetry={() => babies.refetch()} />;

  const baby = babies.data.find((b) => b.id === me.data?.baby?.id) ?? babies.data[0];
  return (
    <div className="space-y-4 pt-3">
      <header>
        <h1 className="text-2xl font-extrabold">Caderneta do Bebê</h1>
        <BabySwitcher className="mt-3" />
      </header>
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
          <ReportCard key={`r-${baby.id}`} babyId={baby.id} babyName={baby.name} userId={me.data?.user.id} />
          <GeneralInfoCard baby={baby} />
          <ChipListCard
            key={`a-${baby.id}`}
            babyId={baby.id}
            list="allergies"
            entries={baby.allergies}
            canRemove={managesFamily(baby.role)}
          />
          <ChipListCard
            key={`c-${baby.id}`}
            babyId={baby.id}
            list="health-conditions"
            entries={baby.healthConditions}
            canRemove={managesFamily(baby.role)}
          />
          <GrowthCard babyId={baby.id} />
          <DevelopmentCard babyId={baby.id} />
          <AppliedVaccinesCard babyId={baby.id} />
        </>
      )}
    </div>
  );
}
