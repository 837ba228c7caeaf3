import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { useAdminUnits } from './api/admin-units';
import { CreateUnitForm } from './components/create-unit-form';
import { PageTitle } from './components/page-title';
import { UnitCard } from './components/unit-card';

/** Unidades de saúde: each unit follows the families who consent, for its busca ativa (decision 051). */
export default function AdminUnitsPage() {
  const units = useAdminUnits();
  return (
    <div className="space-y-4">
      <PageTitle
        title="Unidades de saúde"
        description="Cada unidade vê só os bebês cujas mães consentiram, e só a caderneta de vacinas."
      />
      <CreateUnitForm />
      {units.isPending ? (
        <FormSkeleton />
      ) : units.isError ? (
        <LoadError message="Erro ao carregar as unidades" onRetry={() => units.refetch()} />
      ) : units.data.length === 0 ? (
        <Card className="p-5 text-center text-sm text-muted">Nenhuma unidade criada ainda.</Card>
      ) : (
        units.data.map((unit) => <UnitCard key={unit.id} unit={unit} />)
      )}
    </div>
  );
}
