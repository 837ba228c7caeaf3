import { z } from 'zod';
import { errorMessage } from '../errors';

/** A baby's id in a request: one that is not a UUID cannot be hers, so it reads as not found. */
export const babyIdSchema = z.uuid(errorMessage('baby_not_found'));

/** A request about the baby she names, else her active one. */
export const BabyQuerySchema = z.object({ babyId: babyIdSchema.optional() });

/** A request that must name the baby. */
export const NamedBabyQuerySchema = z.object({ babyId: babyIdSchema });
