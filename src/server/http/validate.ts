import { zValidator } from '@hono/zod-validator';
import type { ZodType } from 'zod';
import type { ErrorArgs } from '../../domain/errors';
import { errorBody } from './app-error';

/** The first issue's pt-BR message; a body that is not even an object gets a generic one. */
function validationError(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): ErrorArgs<'validation' | 'invalid_body'> {
  const issue = error.issues[0];
  if (!issue || issue.path.length === 0) return ['invalid_body'];
  return ['validation', issue.message];
}

/** PostgreSQL cannot store a NUL character in text: it is refused here, not met as a 500 there. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, v]) => key.includes('\u0000') || containsNul(v));
  return false;
}

/** The 400 answer for a body or query that failed its schema or holds a NUL character, or nothing. */
export function refusal(
  result: { success: true; data: unknown } | { success: false; error: Parameters<typeof validationError>[0] },
) {
  if (!result.success) return errorBody(...validationError(result.error));
  if (containsNul(result.data)) return errorBody('invalid_character');
  return null;
}

/** What a validator checks, by the middleware: the OpenAPI document reads the routes' own schemas. */
const validated = new WeakMap<object, { target: 'json' | 'query'; schema: ZodType }>();

export const validationOf = (handler: unknown) => validated.get(handler as object);

function remember<H extends object>(handler: H, target: 'json' | 'query', schema: ZodType): H {
  validated.set(handler, { target, schema });
  return handler;
}

/** Validates the JSON body with a shared schema; a refusal carries the first pt-BR message. */
export const validateJson = <T extends ZodType>(schema: T) =>
  remember(
    zValidator('json', schema, (result, c) => {
      const refused = refusal(result);
      if (refused) return c.json(refused, 400);
    }),
    'json',
    schema,
  );

/** Validates the query string the same way. */
export const validateQuery = <T extends ZodType>(schema: T) =>
  remember(
    zValidator('query', schema, (result, c) => {
      const refused = refusal(result);
      if (refused) return c.json(refused, 400);
    }),
    'query',
    schema,
  );
