import type { MilestoneMark } from './milestone-marks';
import data from './milestones.json';

export type MilestoneDomain = 'motor' | 'social' | 'linguagem' | 'cognitivo';

export interface Milestone {
  /** Stable: marks are stored by it, so a text can be fixed without losing them. */
  id: string;
  domain: MilestoneDomain;
  text: string;
  howToStimulate: string;
  /** The app's baby exercise that trains it, where one does. */
  exerciseId?: number;
}

export interface MilestoneBand {
  id: string;
  fromMonths: number;
  toMonths: number;
  label: string;
  milestones: Milestone[];
}

/** The Caderneta da Criança's bands, four milestones each (provenance: README.md beside this file). */
export const MILESTONE_BANDS = data.bands as MilestoneBand[];
export const MILESTONES_SOURCE = data.source;

const DAYS_PER_MONTH = 30.4375;

export function milestoneById(id: string): { milestone: Milestone; band: MilestoneBand } | undefined {
  for (const band of MILESTONE_BANDS) {
    const milestone = band.milestones.find((m) => m.id === id);
    if (milestone) return { milestone, band };
  }
  return undefined;
}

/** The baby's band at this age (corrected, for a premature baby), the one before and the one after. */
export function bandsForAge(ageDays: number) {
  const months = ageDays / DAYS_PER_MONTH;
  const index = MILESTONE_BANDS.findIndex((band) => band.fromMonths <= months && months < band.toMonths);
  const at = (i: number) => (index >= 0 ? (MILESTONE_BANDS[i] ?? null) : null);
  return { current: at(index), previous: at(index - 1), next: at(index + 1) };
}

export type DevelopmentLevel = 'ok' | 'stimulate' | 'talk_now';

const ADVICE: Record<DevelopmentLevel, string> = {
  ok: 'Nenhum marco desta fase marcado como "Ainda não". Continue brincando, conversando e observando.',
  stimulate:
    'Algum marco desta fase ainda não apareceu. Estimule em casa com as sugestões abaixo e observe de novo em 30 dias; se ainda não fizer, converse com o pediatra.',
  talk_now:
    'Um marco da faixa anterior ainda não apareceu. Converse com o pediatra ou procure a UBS agora, sem esperar a próxima consulta.',
};

export const LOST_SKILL_ADVICE =
  'Se o bebê deixar de fazer algo que já fazia, em qualquer idade, converse com o pediatra ou procure a UBS agora.';

export const SCREENING_NOTE =
  'Os marcos ajudam você e o pediatra a acompanhar o desenvolvimento; não são um diagnóstico. Cada criança tem o seu ritmo, e qualquer preocupação vale uma conversa na consulta.';

/**
 * The Caderneta's rule: a milestone of the previous band marked "Ainda não" is a reason to see
 * the pediatrician now; one of the baby's own band, to stimulate and look again in 30 days.
 * Unmarked is not absent.
 */
export function developmentAdvice({
  current,
  previous,
  marks,
}: {
  current: MilestoneBand | null;
  previous: MilestoneBand | null;
  marks: Record<string, MilestoneMark>;
}) {
  const missing = (band: MilestoneBand | null) => (band?.milestones ?? []).filter((m) => marks[m.id] === 'nao');
  const missingCurrent = missing(current);
  const missingPrevious = missing(previous);
  const level: DevelopmentLevel =
    missingPrevious.length > 0 ? 'talk_now' : missingCurrent.length > 0 ? 'stimulate' : 'ok';
  return { level, text: ADVICE[level], missingCurrent, missingPrevious };
}

/** What to look for next: the baby's band's milestones not yet seen ("Ainda não" or unmarked), then the next band's. */
export function nextMilestones(ageDays: number, marks: Record<string, MilestoneMark>, count = 3): Milestone[] {
  const { current, next } = bandsForAge(ageDays);
  return [...(current?.milestones ?? []), ...(next?.milestones ?? [])]
    .filter((m) => marks[m.id] !== 'sim')
    .slice(0, count);
}
