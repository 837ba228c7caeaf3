import { formatDate } from '@domain/format';
import { formatAgeDays } from '@domain/growth/growth-age';
import { percentileNumber } from '@domain/growth/growth-words';
import { useState } from 'react';
import { type ChartPoint, GrowthChart } from '@/components/growth-chart';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { type GrowthCurves, type Measurement, useGrowthCurves } from '@/shared/growth/growth';

const TWO_YEARS_DAYS = 731;
const FIVE_YEARS_DAYS = 1826;

const RANGES = [
  { id: 'young', label: '0 a 2 anos' },
  { id: 'older', label: '2 a 5 anos' },
] as const;
type Range = (typeof RANGES)[number]['id'];

const number = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

type ScoreKey = keyof Measurement['scores'];

interface ChartSpec {
  id: string;
  tab: string;
  title: string;
  unit: string;
  score: ScoreKey;
  value: (m: Measurement) => number | null;
  /** Weight-for-length is drawn against the length, the others against the age. */
  x: (m: Measurement) => number | null;
  curve: (curves: GrowthCurves, range: Range) => GrowthCurves['weightForAge'];
  span: (range: Range) => readonly [number, number];
  xUnit: 'days' | 'cm';
}

const byAge = (range: Range) =>
  range === 'young' ? ([0, TWO_YEARS_DAYS - 1] as const) : ([TWO_YEARS_DAYS - 1, FIVE_YEARS_DAYS] as const);

const CHARTS: ChartSpec[] = [
  {
    id: 'peso',
    tab: 'Peso',
    title: 'Peso por idade',
    unit: 'kg',
    score: 'weightForAge',
    value: (m) => m.weightKg,
    x: (m) => m.ageDays,
    curve: (c) => c.weightForAge,
    span: byAge,
    xUnit: 'days',
  },
  {
    id: 'comprimento',
    tab: 'Altura',
    title: 'Comprimento/altura por idade',
    unit: 'cm',
    score: 'lengthForAge',
    value: (m) => m.lengthCm,
    x: (m) => m.ageDays,
    curve: (c) => c.lengthForAge,
    span: byAge,
    xUnit: 'days',
  },
  {
    id: 'cabeca',
    tab: 'Cabeça',
    title: 'Perímetro cefálico por idade',
    unit: 'cm',
    score: 'headForAge',
    value: (m) => m.headCm,
    x: (m) => m.ageDays,
    curve: (c) => c.headForAge,
    span: byAge,
    xUnit: 'days',
  },
  {
    id: 'peso-comprimento',
    tab: 'Peso × altura',
    title: 'Peso por comprimento/altura',
    unit: 'kg',
    score: 'weightForLength',
    value: (m) => (m.lengthCm === null ? null : m.weightKg),
    x: (m) => m.lengthCm,
    curve: (c, range) => (range === 'young' ? c.weightForLength : c.weightForHeight),
    span: (range) => (range === 'young' ? ([45, 110] as const) : ([65, 120] as const)),
    xUnit: 'cm',
  },
];

/** The WHO charts of the baby's sex, each with the same numbers as a table (shown, or for screen readers). */
export default function GrowthCharts({
  sex,
  measurements,
  ageDays,
}: {
  sex: 'M' | 'F';
  measurements: (Measurement & { pending?: boolean })[];
  ageDays: number;
}) {
  const curves = useGrowthCurves(sex);
  const [range, setRange] = useState<Range>(ageDays < TWO_YEARS_DAYS ? 'young' : 'older');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  if (curves.isPending)
    return (
      <div role="status" aria-label="Carregando as curvas">
        <Skeleton className="h-80" />
      </div>
    );
  if (curves.isError)
    return <LoadError message="Não foi possível carregar as curvas da OMS" onRetry={() => curves.refetch()} />;

  const oldestFirst = [...measurements].reverse();
  return (
    <section
      aria-labelledby="curves-title"
      className="space-y-3 rounded-[var(--radius-card)] border border-line bg-surface p-4"
    >
      <h2 id="curves-title" className="text-lg font-extrabold">
        Curvas da OMS ({sex === 'M' ? 'menino' : 'menina'})
      </h2>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <ChoiceChips name="range" legend="Idade" options={RANGES} value={range} onChange={(v) => v && setRange(v)} />
        <ChoiceChips
          name="view"
          legend="Ver como"
          options={[
            { id: 'chart', label: 'Gráfico' },
            { id: 'table', label: 'Tabela' },
          ]}
          value={view}
          onChange={(v) => v && setView(v)}
        />
      </div>
      <Tabs defaultValue="peso">
        <TabsList aria-label="Curva">
          {CHARTS.map((chart) => (
            <TabsTrigger key={chart.id} value={chart.id}>
              {chart.tab}
            </TabsTrigger>
          ))}
        </TabsList>
        {CHARTS.map((chart) => {
          const rows = oldestFirst.filter((m) => chart.value(m) !== null && chart.x(m) !== null);
          const points: ChartPoint[] = rows.map((m) => ({ x: chart.x(m)!, y: chart.value(m)!, pending: m.pending }));
          return (
            <TabsContent key={chart.id} value={chart.id} className="space-y-2">
              <h3 className="font-bold">{chart.title}</h3>
              {view === 'chart' && (
                <>
                  <GrowthChart
                    curve={chart.curve(curves.data, range)}
                    points={points}
                    range={chart.span(range)}
                    xUnit={chart.xUnit}
                    yUnit={chart.unit}
                  />
                  <p className="text-xs text-muted">
                    Faixa verde: entre as linhas −2 e +2, onde está a maioria dos bebês. As linhas vermelhas são −2 e
                    +2; as pretas, −3 e +3.
                  </p>
                </>
              )}
              <MeasurementTable chart={chart} rows={rows} visible={view === 'table'} />
            </TabsContent>
          );
        })}
      </Tabs>
    </section>
  );
}

function MeasurementTable({ chart, rows, visible }: { chart: ChartSpec; rows: Measurement[]; visible: boolean }) {
  if (rows.length === 0)
    return <p className={visible ? 'text-muted' : 'sr-only'}>Nenhuma medida para esta curva ainda.</p>;
  return (
    <table className={visible ? 'w-full text-left text-sm' : 'sr-only'}>
      <caption className="sr-only">{chart.title}: as medidas do bebê</caption>
      <thead>
        <tr className="border-b border-line text-muted">
          <th scope="col" className="py-1.5 pr-2">
            Data
          </th>
          <th scope="col" className="py-1.5 pr-2">
            {chart.xUnit === 'days' ? 'Idade' : 'Altura'}
          </th>
          <th scope="col" className="py-1.5 pr-2">
            Valor
          </th>
          <th scope="col" className="py-1.5 pr-2">
            Percentil
          </th>
          <th scope="col" className="py-1.5">
            z
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((m) => {
          const score = m.scores[chart.score];
          return (
            <tr key={m.id} className="border-b border-line/60">
              <td className="py-1.5 pr-2">{formatDate(m.measuredOn)}</td>
              <td className="py-1.5 pr-2">
                {chart.xUnit === 'days' ? formatAgeDays(m.ageDays) : `${number(m.lengthCm!)} cm`}
              </td>
              <td className="whitespace-nowrap py-1.5 pr-2">
                {number(chart.value(m)!)} {chart.unit}
              </td>
              <td className="py-1.5 pr-2">{score ? percentileNumber(score.percentile) : '—'}</td>
              <td className="whitespace-nowrap py-1.5">{score ? number(score.z) : '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
