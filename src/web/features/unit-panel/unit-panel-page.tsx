import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Logo } from '@/components/ui/logo';
import { FormSkeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { filterQuery, type UnitListBaby, type UnitListFilters, useStaffUnit, useUnitList } from './api/unit';
import { BabyRecordDialog } from './components/baby-record-dialog';
import { ContactDialog } from './components/contact-dialog';
import { UnitBabyRow } from './components/unit-baby-row';
import { UnitFilters } from './components/unit-filters';
import { UnitVaccineDialog } from './components/unit-vaccine-dialog';

function BabyList({ filters, onPage }: { filters: UnitListFilters; onPage: (page: number) => void }) {
  const list = useUnitList(filters);
  const [contact, setContact] = useState<UnitListBaby | null>(null);
  const [vaccine, setVaccine] = useState<UnitListBaby | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  if (list.isPending) return <FormSkeleton />;
  if (list.isError) return <LoadError message="Erro ao carregar a lista" onRetry={() => list.refetch()} />;
  const { babies, total, page, pageSize } = list.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <p className="text-sm text-muted" aria-live="polite">
        {total === 1 ? '1 bebê' : `${total} bebês`}
      </p>
      {babies.length === 0 ? (
        <Card className="p-5 text-center text-sm text-muted">Nenhum bebê nesta lista.</Card>
      ) : (
        <ul aria-label="Bebês" className="space-y-3">
          {babies.map((baby) => (
            <UnitBabyRow
              key={baby.id}
              baby={baby}
              onOpen={() => setOpened(baby.id)}
              onContact={() => setContact(baby)}
              onVaccine={() => setVaccine(baby)}
            />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Páginas" className="flex items-center justify-center gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Anterior
          </Button>
          <span className="text-sm">
            Página {page} de {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Próxima
          </Button>
        </nav>
      )}
      <BabyRecordDialog babyId={opened} onClose={() => setOpened(null)} />
      <ContactDialog baby={contact} onClose={() => setContact(null)} />
      <UnitVaccineDialog key={vaccine?.id} baby={vaccine} onClose={() => setVaccine(null)} />
    </>
  );
}

/** The unit's panel ("busca ativa"): its consented babies with late and due PNI doses. */
export default function UnitPanelPage() {
  const unit = useStaffUnit();
  const [filters, setFilters] = useState<UnitListFilters>({ list: 'atrasadas', page: 1 });
  if (unit.isPending) return <FormSkeleton />;
  if (unit.isError)
    return (
      <main className="mx-auto max-w-lg p-6">
        <LoadError message="Você não faz parte da equipe de uma unidade de saúde." onRetry={() => unit.refetch()} />
      </main>
    );
  const exportQuery = new URLSearchParams(filterQuery({ ...filters, page: 1 }));
  return (
    <div className="mx-auto min-h-dvh max-w-6xl space-y-4 px-4 pb-10">
      <header className="flex flex-wrap items-center justify-between gap-3 pt-4">
        <div className="flex items-center gap-3">
          <Logo className="h-8 w-auto" />
          <div>
            <h1 className="text-xl font-extrabold">{unit.data.name}</h1>
            <p className="text-sm text-muted">{unit.data.municipality} · Busca ativa de vacinas</p>
          </div>
        </div>
        <a
          href={`/api/unit/export?${exportQuery}`}
          download
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-bold"
        >
          <Download className="size-5" aria-hidden /> Exportar CSV
        </a>
      </header>
      <Tabs
        value={filters.list}
        onValueChange={(list) => setFilters({ ...filters, list: list as UnitListFilters['list'], page: 1 })}
      >
        <TabsList className="max-w-md">
          <TabsTrigger value="atrasadas">Atrasadas</TabsTrigger>
          <TabsTrigger value="a-vencer">A vencer (30 dias)</TabsTrigger>
        </TabsList>
        {(['atrasadas', 'a-vencer'] as const).map((list) => (
          <TabsContent key={list} value={list} className="space-y-4 pt-4">
            <UnitFilters filters={filters} onChange={setFilters} />
            <BabyList filters={filters} onPage={(page) => setFilters({ ...filters, page })} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
