import { and, desc, eq } from 'drizzle-orm';
import { milestoneById } from '../../../domain/development/milestones';
import { standardNote } from '../../../domain/growth/growth-standard';
import { type GrowthIndicatorKey, growthSummary, percentileText } from '../../../domain/growth/growth-words';
import type { Db } from '../../db/client';
import { growthMeasurements, milestoneMarks } from '../../db/schema';
import type { Baby } from '../babies/babies.service';
import { growthAgeOn, scoresOf } from '../growth/growth.service';

const number = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 3 });

type Score = { z: number; percentile: number };

/**
 * The latest measurement, each value followed by what `words` says of its score when the baby's
 * sex is known; for a baby born early and not yet 64 weeks of PMA, on the preterm curve, which it
 * then names.
 */
async function latestGrowthValues(db: Db, baby: Baby, words: (key: GrowthIndicatorKey, score: Score) => string) {
  const [latest] = await db
    .select()
    .from(growthMeasurements)
    .where(eq(growthMeasurements.babyId, baby.id))
    .orderBy(desc(growthMeasurements.measuredOn), desc(growthMeasurements.createdAt))
    .limit(1);
  if (!latest) return null;
  const scores = scoresOf(baby, latest);
  const value = (text: string, key: GrowthIndicatorKey) => {
    const score = scores[key];
    return score ? `${text}, ${words(key, score)}` : text;
  };
  const values = [
    latest.weightKg !== null && value(`peso ${number(latest.weightKg)} kg`, 'weightForAge'),
    latest.lengthCm !== null && value(`comprimento ${number(latest.lengthCm)} cm`, 'lengthForAge'),
    latest.headCm !== null && value(`perímetro cefálico ${number(latest.headCm)} cm`, 'headForAge'),
    standardNote(growthAgeOn(baby, latest.measuredOn).standard),
  ].filter((v): v is string => typeof v === 'string');
  return { measuredOn: latest.measuredOn, values };
}

/** For Lu's context: each value with its percentile. */
export const latestGrowthFacts = (db: Db, baby: Baby) =>
  latestGrowthValues(db, baby, (_key, score) => percentileText(score.percentile));

/**
 * For her question about it, as "Crescimento" words it: each value with its percentile, where it
 * sits among the Caderneta's lines and its classification.
 */
export const latestGrowthSummary = (db: Db, baby: Baby) => latestGrowthValues(db, baby, growthSummary);

export async function milestonesMarkedNotYet(db: Db, babyId: string) {
  const marks = await db
    .select({ milestoneId: milestoneMarks.milestoneId })
    .from(milestoneMarks)
    .where(and(eq(milestoneMarks.babyId, babyId), eq(milestoneMarks.mark, 'nao')));
  return marks.flatMap(({ milestoneId }) => milestoneById(milestoneId)?.milestone.text ?? []);
}
