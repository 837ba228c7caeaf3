import { formatDate } from '@domain/format';
import { doseOrdinal } from '@domain/vaccines/vaccine-card';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useBookletVaccines } from '../api/booklet';

const SHOWN = 5;

export function AppliedVaccinesCard({ babyId }: { babyId: string }) {
  const records = useBookletVaccines(babyId);
  return (
    <Card>
      <h2 className="text-lg font-extrabold">Vacinas aplicadas</h2>
      {records.isPending ? (
        <Skeleton className="mt-3 h-24" />
      ) : records.isError ? (
        <p className="mt-2 text-sm text-danger">Não foi possível carregar as vacinas.</p>
      ) : records.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Nenhuma vacina registrada ainda.</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-line" aria-label="Vacinas aplicadas">
            {records.data.slice(0, SHOWN).map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-3 py-2">
                <span>
                  <span className="font-bold">{r.vaccineName}</span>
                  <span className="block text-sm text-muted">{doseOrdinal(r.doseNumber)}</span>
                </span>
                <span className="text-sm font-semibold">{formatDate(r.applicationDate)}</span>
              </li>
            ))}
          </ul>
          {records.data.length > SHOWN && (
            <p className="mt-1 text-sm font-bold text-muted">+ {records.data.length - SHOWN} vacinas</p>
          )}
        </>
      )}
      <Link to="/vacinas" className={buttonVariants({ variant: 'outline', className: 'mt-4 w-full' })}>
        Ver carteira de vacinação
      </Link>
    </Card>
  );
}
