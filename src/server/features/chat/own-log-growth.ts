import { desc, eq } from 'drizzle-orm';
import { standardNote } from '../../../domain/growth/growth-standard';
import { type GrowthIndicatorKey, growthSummary } from '../../../domain/growth/growth-words';
import type { Db } from '../../db/client';
import { growthMeasurements } from '../../db/schema';
import type { Baby } from '../babies/babies.service';
import { growthAgeOn, scoresOf } from '../growth/growth.service';

const number = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 3 });

/**
 * Her latest measurement as "Crescimento" words it: each value with its percentile, where it
 * sits among the Caderneta's lines and its classification; no percentile when her sex is not
 * informed.
 */
export async function latestGrowthSummary(db: Db, baby: Baby) {
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
    return score ? `${text}, ${growthSummary(key, score)}` : text;
  };
  const values = [
    latest.weightKg !== null && value(`peso ${number(latest.weightKg)} kg`, 'weightForAge'),
    latest.lengthCm !== null && value(`comprimento ${number(latest.lengthCm)} cm`, 'lengthForAge'),
    latest.headCm !== null && value(`perímetro cefálico ${number(latest.headCm)} cm`, 'headForAge'),
    standardNote(growthAgeOn(baby, latest.measuredOn).standard),
  ].filter((v): v is string => typeof v === 'string');
  return { measuredOn: latest.measuredOn, values };
}
