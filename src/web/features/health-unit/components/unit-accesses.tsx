import { Card } from '@/components/ui/card';
import type { MyUnit } from '../api/my-unit';

const when = (iso: string | Date) =>
  new Date(iso).toLocaleString('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** "Acessos da unidade": who of the unit's staff opened or acted on her babies' records, and when. */
export function UnitAccesses({ accesses, babies }: { accesses: MyUnit['accesses']; babies: MyUnit['babies'] }) {
  const nameOf = (babyId: string) => babies.find((b) => b.id === babyId)?.name ?? '';
  return (
    <section aria-labelledby="accesses-title" className="space-y-2">
      <h2 id="accesses-title" className="text-lg font-extrabold">
        Acessos da unidade
      </h2>
      {accesses.length === 0 ? (
        <Card className="p-5 text-center text-sm text-muted">Nenhum acesso da unidade até agora.</Card>
      ) : (
        <Card className="p-2">
          <ul aria-label="Acessos da unidade" className="divide-y divide-line">
            {accesses.map((access) => (
              <li key={`${access.babyId}-${String(access.at)}-${access.action}`} className="px-2 py-3 text-sm">
                <p className="font-bold">
                  {access.staffName} · {access.unitName}
                </p>
                <p className="text-muted">
                  {access.label} de {nameOf(access.babyId)} · {when(access.at)}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
