import { managesFamily } from '@domain/family/baby-role';
import { Info } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { BabySummary } from '@/components/baby-summary';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { type Baby, useBabies } from '@/shared/babies/babies';
import { useMe } from '@/shared/session/session';
import { BabyForm } from './components/baby-form';

/**
 * /dados-bebe: the active baby by default, `?id=` another one, `?novo=1` a new one (from an
 * import's preview, with `nome`, `nascimento` and `importacao`: the child of that log, and the
 * preview to go back to).
 */
export default function BabyDataPage() {
  const [params] = useSearchParams();
  const babies = useBabies();
  const me = useMe();
  if (babies.isPending) return <FormSkeleton rows={6} />;
  if (babies.isError) return <LoadError message="Erro ao carregar dados do bebê" onRetry={() => babies.refetch()} />;

  const creating = params.get('novo') === '1' || babies.data.length === 0;
  const wanted = params.get('id') ?? me.data?.baby?.id;
  const baby = creating ? null : (babies.data.find((b) => b.id === wanted) ?? babies.data[0]!);

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
      {baby && !managesFamily(baby.role) ? (
        <CaregiverView baby={baby} />
      ) : (
        <BabyForm key={baby?.id ?? 'new'} baby={baby} {...fromImport(params)} />
      )}
    </div>
  );
}

const IMPORT_ID = /^[0-9a-f-]{36}$/;

function fromImport(params: URLSearchParams) {
  const importId = params.get('importacao');
  if (!importId || !IMPORT_ID.test(importId)) return {};
  return {
    prefill: { name: params.get('nome') ?? '', birthDate: params.get('nascimento') ?? '' },
    returnTo: `/perfil/importar/${importId}`,
  };
}

/** A Cuidador(a) reads the registration; the server refuses her changes, so no form is offered. */
function CaregiverView({ baby }: { baby: Baby }) {
  return (
    <>
      <p role="note" className="flex gap-2 rounded-2xl bg-accent-soft p-3 text-sm font-semibold">
        <Info className="size-5 shrink-0 text-accent" aria-hidden />
        Você é cuidador(a) deste bebê: só um(a) responsável pode editar o cadastro.
      </p>
      <Card>
        <BabySummary baby={baby} />
      </Card>
    </>
  );
}
