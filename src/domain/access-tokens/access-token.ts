import { z } from 'zod';

/** What a personal access token may do: read, or read and write. */
export const ACCESS_TOKEN_SCOPES = ['leitura', 'escrita'] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];

export const SCOPE_LABELS: Record<AccessTokenScope, string> = {
  leitura: 'Leitura',
  escrita: 'Leitura e escrita',
};

/** How long a token lasts, in days; `null` never expires. */
export const ACCESS_TOKEN_EXPIRIES = [30, 90, 365, null] as const;

/** Every token starts so: a leaked one is easy to recognise (and for secret scanners to find). */
export const ACCESS_TOKEN_PREFIX = 'lumma_pat_';

export const MAX_ACCESS_TOKENS = 20;

export const AccessTokenInputSchema = z.object({
  name: z
    .string({ error: 'Dê um nome ao acesso' })
    .trim()
    .min(1, 'Dê um nome ao acesso')
    .max(60, 'O nome pode ter até 60 caracteres'),
  scope: z.enum(ACCESS_TOKEN_SCOPES, { error: 'Escolha leitura ou leitura e escrita' }),
  babyId: z.uuid('Bebê inválido').nullable().optional(),
  expiresInDays: z.union([z.literal(30), z.literal(90), z.literal(365), z.null()], {
    error: 'Escolha a validade: 30, 90 ou 365 dias, ou sem validade',
  }),
});
export type AccessTokenInput = z.infer<typeof AccessTokenInputSchema>;
