import { formatDate } from '@domain/format';
import { formatAgeDays, formatWeeksAndDays } from '@domain/growth/growth-age';
import { percentileNumber } from '@domain/growth/growth-words';
import { PRETERM_PMA_WEEKS } from '@domain/growth/intergrowth-preterm';
import { useState } from 'react';
import { type ChartPoint, GrowthChart } from '@/components/growth-chart';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { type Growth, type GrowthCurves, type Measurement, useGrowthCurves } from '@/shared/growth/growth';

const TWO_YEARS_DAYS = 731;
const FIVE_YEARS_DAYS = 1826;

const WHO_RANGES = [
  { id: 'young', label: '0 a 2 anos' },
  { id: 'older', label: '2 a 5 anos' },
] as const;
const PRETERM_RANGE = { id: 'preterm', label: 'Prematuro: 27 a 64 semanas' } as const;
type Range = (typeof WHO_RANGES)[number]['id'] | typeof PRETERM_RANGE.id;
const PRETERM_SPAN = [PRETERM_PMA_WEEKS.from, PRETERM_PMA_WEEKS.to] as const;

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
  /** INTERGROWTH-21st's line by PMA; none for weight-for-length, which the preterm standard here lacks. */
  pretermCurve?: (curves: GrowthCurves) => GrowthCurves['weightForAge'];
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
    pretermCurve: (c) => c.preterm.weightForAge,
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
    pretermCurve: (c) => c.preterm.lengthForAge,
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
    pretermCurve: (c) => c.preterm.headForAge,
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

/** How a chart of the range places a measurement, and which measurements it draws. */
function axisOf(chart: ChartSpec, range: Range) {
  if (range === 'preterm') {
    return {
      onChart: (m: Measurement) => m.standard === 'intergrowth_preterm',
      x: (m: Measurement) => (m.pmaDays === null ? null : m.pmaDays / 7),
      span: PRETERM_SPAN,
      xUnit: 'weeks' as const,
    };
  }
  return { onChart: (m: Measurement) => m.standard === 'who', x: chart.x, span: chart.span(range), xUnit: chart.xUnit };
}

/**
 * The charts of the baby's sex, each with the same numbers as a table (shown, or for screen
 * readers): the WHO curves, and for a baby born before 37 weeks INTERGROWTH-21st's preterm curve
 * by postmenstrual age, which reads her measurements until 64 weeks.
 */
export default function GrowthCharts({
  sex,
  measurements,
  age,
}: {
  sex: 'M' | 'F';
  measurements: (Measurement & { pending?: boolean })[];
  age: NonNullable<Growth['age']>;
}) {
  const curves = useGrowthCurves(sex);
  const bornPreterm = age.pmaDays !== null;
  const [range, setRange] = useState<Range>(
    bornPreterm && age.standard !== 'who' ? 'preterm' : age.days < TWO_YEARS_DAYS ? 'young' : 'older',
  );
  const [view, setView] = useState<'chart' | 'table'>('chart');
  if (curves.isPending)
    return (
      <div role="status" aria-label="Carregando as curvas">
        <Skeleton className="h-80" />
      </div>
    );
  if (curves.isError)
    return <LoadError message="Não foi possível carregar as curvas" onRetry={() => curves.refetch()} />;

  const oldestFirst = [...measurements].reverse();
  const preterm = range === 'preterm';
  const ranges = bornPreterm ? [PRETERM_RANGE, ...WHO_RANGES] : WHO_RANGES;
  const elsewhere = oldestFirst.some((m) => m.standard !== 'who') && !preterm;
  const beforeCurve = oldestFirst.some((m) => m.standard === 'before_preterm_curves');
  return (
    <section
      aria-labelledby="curves-title"
      className="space-y-3 rounded-[var(--radius-card)] border border-line bg-surface p-4"
    >
      <h2 id="curves-title" className="text-lg font-extrabold">
        {preterm ? 'Curva INTERGROWTH-21st para prematuros' : 'Curvas da OMS'} ({sex === 'M' ? 'menino' : 'menina'})
      </h2>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <ChoiceChips name="range" legend="Idade" options={ranges} value={range} onChange={(v) => v && setRange(v)} />
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
      {preterm && beforeCurve && (
        <p className="text-sm text-muted">
          A curva para prematuros começa em 27 semanas de idade pós-menstrual: as medidas de antes disso ficam na lista,
          sem curva.
        </p>
      )}
      {elsewhere && (
        <p className="text-sm text-muted">
          As medidas de antes de 64 semanas de idade pós-menstrual estão na curva para prematuros.
        </p>
      )}
      <Tabs defaultValue="peso">
        <TabsList aria-label="Curva">
          {CHARTS.map((chart) => (
            <TabsTrigger key={chart.id} value={chart.id}>
              {chart.tab}
            </TabsTrigger>
          ))}
        </TabsList>
        {CHARTS.map((chart) => {
          const axis = axisOf(chart, range);
          const curve = preterm ? chart.pretermCurve?.(curves.data) : chart.curve(curves.data, range);
          const rows = oldestFirst.filter((m) => axis.onChart(m) && chart.value(m) !== null && axis.x(m) !== null);
          const points: ChartPoint[] = rows.map((m) => ({ x: axis.x(m)!, y: chart.value(m)!, pending: m.pending }));
          return (
            <TabsContent key={chart.id} value={chart.id} className="space-y-2">
              <h3 className="font-bold">
                {preterm ? chart.title.replace('por idade', 'por idade pós-menstrual') : chart.title}
              </h3>
              {!curve ? (
                <p className="text-muted">
                  A curva para prematuros não tem peso por comprimento. Ele aparece nas curvas da OMS a partir de 64
                  semanas de idade pós-menstrual.
                </p>
              ) : (
                <>
                  {view === 'chart' && (
                    <>
                      <GrowthChart
                        curve={curve}
                        points={points}
                        range={axis.span}
                        xUnit={axis.xUnit}
                        yUnit={chart.unit}
                      />
                      <p className="text-xs text-muted">
                        Faixa verde: entre as linhas −2 e +2, onde está a maioria dos bebês. As linhas vermelhas são −2
                        e +2; as pretas, −3 e +3.
                      </p>
                    </>
                  )}
                  <MeasurementTable chart={chart} rows={rows} visible={view === 'table'} preterm={preterm} />
                </>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </section>
  );
}

function MeasurementTable({
  chart,
  rows,
  visible,
  preterm,
}: {
  chart: ChartSpec;
  rows: Measurement[];
  visible: boolean;
  preterm: boolean;
}) {
  if (rows.length === 0)
    return <p className={visible ? 'text-muted' : 'sr-only'}>Nenhuma medida para esta curva ainda.</p>;
  const ageOf = (m: Measurement) => (preterm ? formatWeeksAndDays(m.pmaDays!) : formatAgeDays(m.ageDays));
  return (
    <table className={visible ? 'w-full text-left text-sm' : 'sr-only'}>
      <caption className="sr-only">{chart.title}: as medidas do bebê</caption>
      <thead>
        <tr className="border-b border-line text-muted">
          <th scope="col" className="py-1.5 pr-2">
            Data
          </th>
          <th scope="col" className="py-1.5 pr-2">
            {chart.xUnit === 'cm' ? 'Altura' : preterm ? 'Idade pós-menstrual' : 'Idade'}
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
              <td className="py-1.5 pr-2">{chart.xUnit === 'days' ? ageOf(m) : `${number(m.lengthCm!)} cm`}</td>
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
