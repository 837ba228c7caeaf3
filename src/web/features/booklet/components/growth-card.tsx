import { formatDate } from '@domain/format';
import { type GrowthIndicatorKey, growthSummary } from '@domain/growth/growth-words';
import { PRETERM_PMA_WEEKS } from '@domain/growth/intergrowth-preterm';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { GrowthChart } from '@/components/growth-chart';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { growthQueryOptions, useGrowthCurves } from '@/shared/growth/growth';

const TWO_YEARS_DAYS = 731;
const number = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 3 });

/** The booklet's growth: the latest measurement with its percentiles and a small weight-for-age chart. */
export function GrowthCard({ babyId }: { babyId: string }) {
  const growth = useQuery(growthQueryOptions(babyId));
  const sex = growth.data?.baby?.sex ?? null;
  const curves = useGrowthCurves(sex);
  const measurements = growth.data?.measurements ?? [];
  const latest = measurements[0];
  // Born early and not yet 64 weeks of PMA: her weights are on INTERGROWTH-21st's preterm curve.
  const preterm = growth.data?.age?.standard !== undefined && growth.data.age.standard !== 'who';
  const weights = [...measurements]
    .reverse()
    .filter((m) => m.weightKg !== null && m.standard === (preterm ? 'intergrowth_preterm' : 'who'));
  const older = (growth.data?.age?.days ?? 0) >= TWO_YEARS_DAYS;

  return (
    <Card>
      <h2 className="text-lg font-extrabold">Crescimento</h2>
      {growth.isPending ? (
        <Skeleton className="mt-3 h-24" />
      ) : growth.isError ? (
        <p className="mt-2 text-sm text-danger">Não foi possível carregar as medidas.</p>
      ) : !latest ? (
        <p className="mt-2 text-sm text-muted">Nenhuma medida ainda.</p>
      ) : (
        <>
          <p className="mt-2 text-sm font-semibold text-muted">Última medida: {formatDate(latest.measuredOn)}</p>
          <ul className="mt-2 space-y-1 text-sm" aria-label="Última medida">
            {latest.weightKg !== null && (
              <Line
                label={`Peso ${number(latest.weightKg)} kg`}
                indicator="weightForAge"
                score={latest.scores.weightForAge}
              />
            )}
            {latest.lengthCm !== null && (
              <Line
                label={`Comprimento ${number(latest.lengthCm)} cm`}
                indicator="lengthForAge"
                score={latest.scores.lengthForAge}
              />
            )}
            {latest.headCm !== null && (
              <Line
                label={`Perímetro cefálico ${number(latest.headCm)} cm`}
                indicator="headForAge"
                score={latest.scores.headForAge}
              />
            )}
          </ul>
          {curves.data && weights.length > 0 && (
            <figure className="mt-3">
              {preterm ? (
                <GrowthChart
                  curve={curves.data.preterm.weightForAge}
                  points={weights.map((m) => ({ x: m.pmaDays! / 7, y: m.weightKg! }))}
                  range={[PRETERM_PMA_WEEKS.from, PRETERM_PMA_WEEKS.to]}
                  xUnit="weeks"
                  yUnit="kg"
                />
              ) : (
                <GrowthChart
                  curve={curves.data.weightForAge}
                  points={weights.map((m) => ({ x: m.ageDays, y: m.weightKg! }))}
                  range={older ? [TWO_YEARS_DAYS - 1, 1826] : [0, TWO_YEARS_DAYS - 1]}
                  xUnit="days"
                  yUnit="kg"
                />
              )}
              <figcaption className="text-xs text-muted">
                {preterm
                  ? 'Peso por idade pós-menstrual, na curva INTERGROWTH-21st para prematuros'
                  : 'Peso por idade, nas curvas da OMS'}
              </figcaption>
            </figure>
          )}
        </>
      )}
      <Link to="/crescimento" className={buttonVariants({ variant: 'outline', className: 'mt-4 w-full' })}>
        Ver crescimento
      </Link>
    </Card>
  );
}

function Line({
  label,
  indicator,
  score,
}: {
  label: string;
  indicator: GrowthIndicatorKey;
  score: { z: number; percentile: number } | undefined;
}) {
  return (
    <li>
      <span className="font-bold">{label}</span>
      {score && <span className="text-muted"> · {growthSummary(indicator, score)}</span>}
    </li>
  );
}
