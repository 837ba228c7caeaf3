import { zValidator } from '@hono/zod-validator';
import type { ZodType } from 'zod';
import { errorBody } from './app-error';

export const INVALID_BODY = 'Requisição inválida: envie os campos do formulário em JSON.';

/** The first issue's pt-BR message; a body that is not even an object gets a generic one. */
export function validationMessage(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue || issue.path.length === 0) return INVALID_BODY;
  return issue.message;
}

/** Validates the JSON body with a shared schema; a refusal carries the first pt-BR message. */
export const validateJson = <T extends ZodType>(schema: T) =>
  zValidator('json', schema, (result, c) => {
    if (!result.success) return c.json(errorBody('validation', validationMessage(result.error)), 400);
  });

/** Validates the query string the same way. */
export const validateQuery = <T extends ZodType>(schema: T) =>
  zValidator('query', schema, (result, c) => {
    if (!result.success) return c.json(errorBody('validation', validationMessage(result.error)), 400);
  });
