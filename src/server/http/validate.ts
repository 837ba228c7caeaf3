import { zValidator } from '@hono/zod-validator';
import type { ZodType } from 'zod';
import { errorBody } from './app-error';

/** Validates the JSON body with a shared schema; a refusal carries the first pt-BR message. */
export const validateJson = <T extends ZodType>(schema: T) =>
  zValidator('json', schema, (result, c) => {
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? 'Dados inválidos.';
      return c.json(errorBody('validation', message), 400);
    }
  });
