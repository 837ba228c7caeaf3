import type { Sex } from './growth-indicators';
import coefficients from './intergrowth-preterm/coefficients.json';

/**
 * INTERGROWTH-21st postnatal growth standards for preterm infants (Villar et al., Lancet Glob
 * Health 2015): published equations of PMA in exact weeks, provenance in
 * intergrowth-preterm/README.md. Weight and length are log-normal, head circumference normal.
 */
export type PretermIndicator = 'weight' | 'length' | 'head';

/** The standard's range of postmenstrual age, in weeks: nothing is scored or drawn outside it. */
export const PRETERM_PMA_WEEKS = coefficients.validPmaWeeks;
export const PRETERM_SOURCE = coefficients.source;

type Equation = (typeof coefficients)['weight'];

function muSigma(indicator: PretermIndicator, sex: Sex, pmaWeeks: number) {
  const { mu, sigma, scale } = coefficients[indicator] as Equation;
  const x = pmaWeeks;
  const boy = sex === 'M' ? 1 : 0;
  return {
    log: scale === 'log',
    mu: mu.constant + mu.sqrtX * Math.sqrt(x) + mu.xPowMinus2 / x ** 2 + mu.x * x + mu.xPowMinus1 / x + mu.boy * boy,
    sigma: sigma.constant + sigma.xPowMinus2 / x ** 2 + (sigma.lnXOverX2 * Math.log(x)) / x ** 2 + sigma.xPowMinus1 / x,
  };
}

const inRange = (pmaWeeks: number) => pmaWeeks >= PRETERM_PMA_WEEKS.from && pmaWeeks <= PRETERM_PMA_WEEKS.to;

/** The z of a weight (kg), length (cm) or head circumference (cm) at a PMA; none outside 27–64 weeks. */
export function pretermZ(indicator: PretermIndicator, sex: Sex, pmaWeeks: number, value: number): number | undefined {
  if (!inRange(pmaWeeks)) return undefined;
  const { log, mu, sigma } = muSigma(indicator, sex, pmaWeeks);
  return ((log ? Math.log(value) : value) - mu) / sigma;
}

/** The value at `z`, to draw the curves; none outside 27–64 weeks. */
export function pretermValueAtZ(indicator: PretermIndicator, sex: Sex, pmaWeeks: number, z: number) {
  if (!inRange(pmaWeeks)) return undefined;
  const { log, mu, sigma } = muSigma(indicator, sex, pmaWeeks);
  return log ? Math.exp(mu + z * sigma) : mu + z * sigma;
}
