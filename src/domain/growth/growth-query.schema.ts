import { z } from 'zod';
import { GENDERS } from '../baby/baby.schema';

/** The WHO lines of one sex. */
export const CurvesQuerySchema = z.object({ sex: z.enum(GENDERS, { error: 'Sexo inválido' }) });
