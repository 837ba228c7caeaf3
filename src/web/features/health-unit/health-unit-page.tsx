import { Building2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { type MyUnitBaby, useMyUnit, useRevokeConsent } from './api/my-unit';
import { LinkBabyForm } from './components/link-baby-form';
import { UnitAccesses } from './components/unit-accesses';

const brDate = (iso: string | Date) => new Date(iso).toLocaleDateString('pt-BR');

function LinkedUnit({ baby }: { baby: MyUnitBaby }) {
  const revoke = useRevokeConsent();
  const link = baby.link!;
  return (
    <div className="space-y-3">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-strong">
          <Building2 className="size-5" aria-hidden />
        </span>
        <div className="text-sm">
          <p className="font-bold">{link.unit.name}</p>
          <p className="text-muted">
            {link.unit.address} · {link.unit.openingHours}
          </p>
          <p className="text-muted">
            Consentimento dado em {brDate(link.givenAt)} (texto {link.textVersion})
          </p>
        </div>
      </div>
      {baby.unitVaccines.length > 0 && (
        <ul aria-label="Vacinas registradas pela unidade" className="space-y-1 text-sm">
          {baby.unitVaccines.map((v) => (
            <li key={v.id}>
              {v.vaccineName} ({v.doseNumber}ª dose) em {v.appliedOn && brDate(`${v.appliedOn}T12:00:00`)} ·{' '}
              {v.onCard ? 'na caderneta' : 'registrada pela unidade'}
            </li>
          ))}
        </ul>
      )}
      {baby.canManage && (
        <Button
          variant="outline"
          className="w-full"
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(link.consentId, {
              onSuccess: () => toast.success('Consentimento retirado. A unidade não vê mais este bebê.'),
              onError: (error) => toast.error(messageFor(error, 'Não foi possível retirar o consentimento')),
            })
          }
        >
          Retirar consentimento
        </Button>
      )}
    </div>
  );
}

/** Perfil → "Minha unidade de saúde": per baby, the unit she chose (or the code to choose one). */
export default function HealthUnitPage() {
  const mine = useMyUnit();
  if (mine.isPending) return <FormSkeleton />;
  if (mine.isError) return <LoadError message="Erro ao carregar sua unidade de saúde" onRetry={() => mine.refetch()} />;
  const { babies, accesses } = mine.data;
  return (
    <div className="space-y-4 pt-3">
      <h1 className="text-xl font-extrabold">Minha unidade de saúde</h1>
      <p className="text-sm text-muted">
        Deixe a unidade de saúde do seu bairro acompanhar as vacinas do bebê e chamar você quando uma dose atrasar. Você
        escolhe por bebê e pode retirar quando quiser.
      </p>
      {babies.length === 0 && (
        <Card className="p-5 text-center text-sm text-muted">Cadastre um bebê para escolher uma unidade.</Card>
      )}
      {babies.map((baby) => (
        <Card key={baby.id} className="space-y-3 p-5">
          <h2 className="font-extrabold">{baby.name}</h2>
          {baby.link ? (
            <LinkedUnit baby={baby} />
          ) : baby.canManage ? (
            <LinkBabyForm babyId={baby.id} babyName={baby.name} />
          ) : (
            <p className="text-sm text-muted">Só quem é Responsável pelo bebê pode escolher a unidade.</p>
          )}
        </Card>
      ))}
      <UnitAccesses accesses={accesses} babies={babies} />
    </div>
  );
}
