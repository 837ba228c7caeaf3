import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A form resolver whose zod schema (and zod with it) loads on the first validation, the first
 * submit, instead of with the page: on the login screen zod was a third of the script, and
 * nothing before the first submit needs it.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType<T, T>>): Resolver<T> {
  let resolver: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema),
      (error: unknown) => {
        // A dropped connection: the next submit tries again.
        resolver = undefined;
        throw error;
      },
    );
    return (await resolver)(values, context, options);
  };
}
