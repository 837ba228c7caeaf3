import { asc, eq, sql } from 'drizzle-orm';
import { toCsv } from '../../../domain/agenda/care-log-csv';
import { MARK_LABELS } from '../../../domain/development/milestone-marks';
import { milestoneById } from '../../../domain/development/milestones';
import { firstName } from '../../../domain/family/baby-role';
import type { Db } from '../../db/client';
import { growthMeasurements, milestoneMarks } from '../../db/schema';
import { findOwnBabyOrActive } from '../babies/babies.service';
import { profileNameOf } from '../profile/profile.service';
import { scoresOf } from './growth.service';

const CSV_HEADER = [
  'tipo',
  'data',
  'peso_kg',
  'comprimento_cm',
  'medido',
  'perimetro_cefalico_cm',
  'percentil_peso',
  'z_peso',
  'percentil_comprimento',
  'z_comprimento',
  'percentil_perimetro_cefalico',
  'z_perimetro_cefalico',
  'percentil_peso_para_altura',
  'z_peso_para_altura',
  'marco',
  'faixa_do_marco',
  'situacao',
  'registrado_por',
];

/** A pt-BR spreadsheet reads "6,45" as a number, and "6.45" as text. */
const decimal = (n: number | null | undefined) => (n === null || n === undefined ? null : String(n).replace('.', ','));

/** The baby's measurements with their WHO scores, then its milestone marks, as one spreadsheet. */
export async function exportGrowth(db: Db, userId: string, babyId: string | undefined) {
  const baby = await findOwnBabyOrActive(db, userId, babyId);
  if (!baby) return null;
  const [measurements, marks] = await Promise.all([
    db
      .select({
        measurement: growthMeasurements,
        writer: sql<string | null>`${profileNameOf(growthMeasurements.recordedBy)}`,
      })
      .from(growthMeasurements)
      .where(eq(growthMeasurements.babyId, baby.id))
      .orderBy(asc(growthMeasurements.measuredOn), asc(growthMeasurements.createdAt)),
    db
      .select({ mark: milestoneMarks, writer: sql<string | null>`${profileNameOf(milestoneMarks.recordedBy)}` })
      .from(milestoneMarks)
      .where(eq(milestoneMarks.babyId, baby.id))
      .orderBy(asc(milestoneMarks.markedOn)),
  ]);
  const measurementRows = measurements.map(({ measurement: m, writer }) => {
    const scores = scoresOf(baby, m);
    const score = (s: { z: number; percentile: number } | undefined) => [decimal(s?.percentile), decimal(s?.z)];
    return [
      'Medida',
      m.measuredOn,
      decimal(m.weightKg),
      decimal(m.lengthCm),
      m.position === null ? null : m.position === 'lying' ? 'deitado' : 'em pé',
      decimal(m.headCm),
      ...score(scores.weightForAge),
      ...score(scores.lengthForAge),
      ...score(scores.headForAge),
      ...score(scores.weightForLength),
      null,
      null,
      null,
      firstName(writer) || null,
    ];
  });
  const markRows = marks.map(({ mark, writer }) => {
    const found = milestoneById(mark.milestoneId);
    return [
      'Marco do desenvolvimento',
      mark.markedOn,
      ...Array<null>(12).fill(null),
      found?.milestone.text ?? mark.milestoneId,
      found?.band.label ?? null,
      MARK_LABELS[mark.mark],
      firstName(writer) || null,
    ];
  });
  return { baby, csv: toCsv(CSV_HEADER, [...measurementRows, ...markRows]) };
}
