import { formatAge } from '../../domain/age';
import type { LuContext } from '../platform/ai/ai';

/** What Lu knows of a mother whose baby girl, born at term, has this age and nothing logged yet. */
export const contextWithBaby = (name: string, ageMonths: number): LuContext => ({
  mother: { name: 'Ana', ageYears: 30 },
  baby: {
    name,
    ageMonths,
    correctedAgeMonths: ageMonths,
    ageText: formatAge(Math.floor(ageMonths)),
    gender: 'F',
    weight: null,
    height: null,
    allergies: [],
    conditions: [],
  },
  pendingVaccines: { count: 0, names: null },
  todayEvents: { count: 0, items: null },
  care: { lastFeeding: null, sleepTodaySeconds: 0, lastMedicine: null },
  growth: null,
  milestonesNotYet: [],
  sleep: null,
});
