import { z } from 'zod';
import { MILESTONE_MARKS } from '../development/milestone-marks';
import { BABY_ROLES } from '../family/baby-role';
import { LENGTH_POSITIONS } from '../growth/measurement-limits';
import { day, nullable } from './responses.schema';

const STANDARDS = ['intergrowth_preterm', 'before_preterm_curves', 'who'] as const;

/** A baby's ages on one day, and which curves read them. */
export const GrowthAgeResponse = z.object({
  standard: z.enum(STANDARDS),
  /** Days since birth. */
  realDays: z.number().int(),
  /** The curves' age: corrected for prematurity until 24 months (0 before the due date). */
  days: z.number().int(),
  corrected: z.boolean(),
  /** Postmenstrual age in days, for a baby born before 37 weeks; else null. */
  pmaDays: nullable(z.number().int()),
});

const ScoreResponse = z.object({
  z: z.number(),
  percentile: z.number(),
  /** The WHO table (wfa, lhfa, hcfa, wfl, wfh) or INTERGROWTH-21st's (ig_*) it was read on. */
  table: z.enum(['wfa', 'lhfa', 'hcfa', 'wfl', 'wfh', 'ig_weight', 'ig_length', 'ig_head']),
});

export const MeasurementResponse = z.object({
  id: z.uuid(),
  measuredOn: day,
  weightKg: nullable(z.number()),
  lengthCm: nullable(z.number()),
  position: nullable(z.enum(LENGTH_POSITIONS)),
  headCm: nullable(z.number()),
  ageDays: z.number(),
  realAgeDays: z.number(),
  pmaDays: nullable(z.number()),
  standard: z.enum(STANDARDS),
  /** Absent for an indicator that cannot be scored (no sex informed, beyond the tables). */
  scores: z.object({
    weightForAge: ScoreResponse.optional(),
    lengthForAge: ScoreResponse.optional(),
    headForAge: ScoreResponse.optional(),
    weightForLength: ScoreResponse.optional(),
  }),
  /** Whether the caller may correct or delete it (its writer, or a Responsável). */
  canChange: z.boolean(),
});

export const GrowthResponse = z.union([
  z.object({ baby: z.null(), age: z.null(), measurements: z.array(z.never()) }),
  z.object({
    baby: z.object({
      id: z.uuid(),
      name: z.string(),
      sex: nullable(z.enum(['M', 'F'])),
      birthDate: day,
      gestationalWeeks: nullable(z.number().int()),
      gestationalDays: z.number().int(),
      role: z.enum(BABY_ROLES),
    }),
    age: GrowthAgeResponse,
    /** Newest first. */
    measurements: z.array(MeasurementResponse),
    /** Set when older measurements exist beyond the list's limit. */
    olderNotShown: z.literal(true).optional(),
  }),
]);

export const OneMeasurementResponse = z.object({ measurement: MeasurementResponse });

export const MilestoneMarkResponse = z.object({
  milestoneId: z.string(),
  mark: z.enum(MILESTONE_MARKS),
  markedOn: day,
});

export const DevelopmentResponse = z.union([
  z.object({ baby: z.null(), age: z.null(), marks: z.array(z.never()), headZ: z.null() }),
  z.object({
    baby: z.object({
      id: z.uuid(),
      name: z.string(),
      birthDate: day,
      gestationalWeeks: nullable(z.number().int()),
    }),
    age: GrowthAgeResponse,
    marks: z.array(MilestoneMarkResponse),
    /** The latest head circumference's z; beyond ±2 it joins the milestones' classification. */
    headZ: nullable(z.number()),
  }),
]);

/** `mark` is null when the milestone was unmarked ("não sei"). */
export const OneMarkResponse = z.object({ mark: nullable(MilestoneMarkResponse) });
