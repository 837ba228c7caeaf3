import { and, desc, eq } from 'drizzle-orm';
import { milestoneById } from '../../../domain/development/milestones';
import { standardNote } from '../../../domain/growth/growth-standard';
import { percentileText } from '../../../domain/growth/growth-words';
import type { Db } from '../../db/client';
import { growthMeasurements, milestoneMarks } from '../../db/schema';
import type { Baby } from '../babies/babies.service';
import { growthAgeOn, scoresOf } from '../growth/growth.service';

const number = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 3 });

/**
 * The latest measurement, each value with its percentile when the baby's sex is known; for a
 * baby born early and not yet 64 weeks of PMA, on the preterm curve, which it then names.
 */
export async function latestGrowthFacts(db: Db, baby: Baby) {
  const [latest] = await db
    .select()
    .from(growthMeasurements)
    .where(eq(growthMeasurements.babyId, baby.id))
    .orderBy(desc(growthMeasurements.measuredOn), desc(growthMeasurements.createdAt))
    .limit(1);
  if (!latest) return null;
  const scores = scoresOf(baby, latest);
  const withPercentile = (text: string, score: { percentile: number } | undefined) =>
    score ? `${text}, ${percentileText(score.percentile)}` : text;
  const values = [
    latest.weightKg !== null && withPercentile(`peso ${number(latest.weightKg)} kg`, scores.weightForAge),
    latest.lengthCm !== null && withPercentile(`comprimento ${number(latest.lengthCm)} cm`, scores.lengthForAge),
    latest.headCm !== null && withPercentile(`perímetro cefálico ${number(latest.headCm)} cm`, scores.headForAge),
    standardNote(growthAgeOn(baby, latest.measuredOn).standard),
  ].filter((v): v is string => typeof v === 'string');
  return { measuredOn: latest.measuredOn, values };
}

export async function milestonesMarkedNotYet(db: Db, babyId: string) {
  const marks = await db
    .select({ milestoneId: milestoneMarks.milestoneId })
    .from(milestoneMarks)
    .where(and(eq(milestoneMarks.babyId, babyId), eq(milestoneMarks.mark, 'nao')));
  return marks.flatMap(({ milestoneId }) => milestoneById(milestoneId)?.milestone.text ?? []);
}
