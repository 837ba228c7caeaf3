import { Link, useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useBabies } from '@/lib/babies';
import { BabyForm } from './components/baby-form';

/** /dados-bebe: the active baby by default, `?id=` another one, `?novo=1` a new one. */
export default function BabyDataPage() {
  const [params] = useSearchParams();
  const babies = useBabies();
  if (babies.isPending) return <FormSkeleton rows={6} />;
  if (babies.isError) return <LoadError message="Erro ao carregar dados do bebê" onRetry={() => babies.refetch()} />;

  const creating = params.get('novo') === '1' || babies.data.length === 0;
  const baby = creating ? null : (babies.data.find((b) => b.id === params.get('id')) ?? babies.data[0]!);

  return (
    <div className="space-y-5 pt-3">
      <h1 className="text-2xl font-extrabold">{baby ? 'Dados do bebê' : 'Cadastrar bebê'}</h1>
      {babies.data.length > 1 && !creating && (
        <nav aria-label="Escolha o bebê" className="flex flex-wrap gap-2">
          {babies.data.map((b) => (
            <Link
              key={b.id}
              to={`/dados-bebe?id=${b.id}`}
              aria-current={b.id === baby?.id ? 'page' : undefined}
              className={cn(
                'min-h-11 rounded-full border px-4 py-2 font-bold',
                b.id === baby?.id ? 'border-primary bg-primary-soft text-primary-strong' : 'border-line bg-surface',
              )}
            >
              {b.name}
            </Link>
          ))}
        </nav>
      )}
      <BabyForm key={baby?.id ?? 'new'} baby={baby} />
    </div>
  );
}
