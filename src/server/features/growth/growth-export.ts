import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { type CsvRow, csvChunks } from '../../../domain/agenda/care-log-csv';
import { MARK_LABELS } from '../../../domain/development/milestone-marks';
import { milestoneById } from '../../../domain/development/milestones';
import { firstName } from '../../../domain/family/baby-role';
import type { GrowthStandard } from '../../../domain/growth/growth-standard';
import type { Db } from '../../db/client';
import { keysetPages } from '../../db/keyset-pages';
import { growthMeasurements, milestoneMarks } from '../../db/schema';
import { type Baby, findOwnBabyOrActive } from '../babies/babies.service';
import { profileNameOf } from '../profile/profile.service';
import { growthAgeOn, scoresOf, sexOf } from './growth.service';

/** The standard that scored a row, named as the spreadsheet's reader knows it. */
const CURVE_NAMES: Record<GrowthStandard, string | null> = {
  intergrowth_preterm: 'INTERGROWTH-21st prematuros',
  before_preterm_curves: null,
  who: 'OMS',
};

const CSV_HEADER = [
  'tipo',
  'data',
  'peso_kg',
  'comprimento_cm',
  'medido',
  'perimetro_cefalico_cm',
  'curva',
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

/**
 * The baby's measurements with their scores and the curve that gave them, then its milestone marks,
 * as one spreadsheet.
 * The measurements are read and written a page at a time; the marks are one per milestone at most.
 */
export async function exportGrowth(db: Db, userId: string, babyId: string | undefined) {
  const baby = await findOwnBabyOrActive(db, userId, babyId);
  if (!baby) return null;
  const measurements = keysetPages(
    [growthMeasurements.measuredOn, growthMeasurements.createdAt, growthMeasurements.id],
    ({ after, key, orderBy, limit }) =>
      db
        .select({
          row: {
            ...getTableColumns(growthMeasurements),
            writer: sql<string | null>`${profileNameOf(growthMeasurements.recordedBy)}`,
          },
          key,
        })
        .from(growthMeasurements)
        .where(and(eq(growthMeasurements.babyId, baby.id), after))
        .orderBy(...orderBy)
        .limit(limit),
  );
  return { baby, csv: csvChunks(CSV_HEADER, growthRows(db, baby, measurements)) };
}

async function* growthRows(
  db: Db,
  baby: Baby,
  measurements: AsyncIterable<(typeof growthMeasurements.$inferSelect & { writer: string | null })[]>,
): AsyncGenerator<CsvRow[]> {
  const score = (s: { z: number; percentile: number } | undefined) => [decimal(s?.percentile), decimal(s?.z)];
  for await (const page of measurements) {
    yield page.map((m) => {
      const scores = scoresOf(baby, m);
      return [
        'Medida',
        m.measuredOn,
        decimal(m.weightKg),
        decimal(m.lengthCm),
        m.position === null ? null : m.position === 'lying' ? 'deitado' : 'em pé',
        decimal(m.headCm),
        sexOf(baby.gender) ? CURVE_NAMES[growthAgeOn(baby, m.measuredOn).standard] : null,
        ...score(scores.weightForAge),
        ...score(scores.lengthForAge),
        ...score(scores.headForAge),
        ...score(scores.weightForLength),
        null,
        null,
        null,
        firstName(m.writer) || null,
      ];
    });
  }
  const marks = await db
    .select({ mark: milestoneMarks, writer: sql<string | null>`${profileNameOf(milestoneMarks.recordedBy)}` })
    .from(milestoneMarks)
    .where(eq(milestoneMarks.babyId, baby.id))
    .orderBy(asc(milestoneMarks.markedOn));
  yield marks.map(({ mark, writer }) => {
    const found = milestoneById(mark.milestoneId);
    return [
      'Marco do desenvolvimento',
      mark.markedOn,
      ...Array<null>(13).fill(null),
      found?.milestone.text ?? mark.milestoneId,
      found?.band.label ?? null,
      MARK_LABELS[mark.mark],
      firstName(writer) || null,
    ];
  });
}
