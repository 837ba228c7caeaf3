import type { EmergencyCategory } from '../../safety/urgent-signs';
import type { CareTopic } from './care-topic';
import { engasgo } from './engasgo';
import { febre } from './febre';
import { quedas } from './quedas';

/**
 * Lu's first-aid guides, one file each: what helps after the 192 line, chosen by the emergency the
 * safety net heard, never by a word of the question. Everything else Lu answers from her answer
 * cards (src/server/features/chat/cards).
 */
const FIRST_AID: Partial<Record<EmergencyCategory, CareTopic>> = {
  choking: engasgo,
  fall: quedas,
  'fever-under-3-months': febre,
  'fever-with-spots': febre,
};

export const FIRST_AID_TOPICS: CareTopic[] = [engasgo, quedas, febre];

/** The guide for the first of the emergencies heard that has one. */
export function firstAidFor(emergencies: readonly EmergencyCategory[]): CareTopic | null {
  for (const emergency of emergencies) {
    const topic = FIRST_AID[emergency];
    if (topic) return topic;
  }
  return null;
}
