import { z } from 'zod';

const MISSING = 'Preencha e-mail, senha e nome.';

/** The back office's "Criar Usuário" form; only the first error is shown. */
export const AdminCreateUserSchema = z.object({
  email: z
    .string({ error: MISSING })
    .trim()
    .toLowerCase()
    .min(1, MISSING)
    .max(255, 'E-mail muito longo')
    .pipe(z.email('E-mail inválido')),
  password: z
    .string({ error: MISSING })
    .min(1, MISSING)
    .min(6, 'A senha deve ter no mínimo 6 caracteres.')
    .max(100, 'Senha muito longa'),
  fullName: z.string({ error: MISSING }).trim().min(1, MISSING).max(100, 'Nome muito longo'),
  planId: z.uuid('Plano inválido').nullable().optional(),
});
export type AdminCreateUser = z.infer<typeof AdminCreateUserSchema>;

export const AdminResetPasswordSchema = z.object({
  newPassword: z
    .string({ error: 'Digite a nova senha.' })
    .min(1, 'Digite a nova senha.')
    .min(6, 'A senha deve ter no mínimo 6 caracteres.')
    .max(100, 'Senha muito longa'),
});

export const AdminPlanSchema = z.object({ planId: z.uuid('Plano inválido').nullable() });

const reason = (message: string) => z.string({ error: message }).trim().min(1, message).max(500, 'Motivo muito longo');

export const AdminDeletePostSchema = z.object({ reason: reason('Informe o motivo da exclusão.') });
export const AdminBlockUserSchema = z.object({ reason: reason('Informe o motivo do bloqueio.') });

export const USERS_PAGE_SIZE = 20;
/** Newest posts listed for moderation, and how much of each is shown. */
export const RECENT_POSTS_LIMIT = 20;
export const POST_PREVIEW_LENGTH = 150;
export const RECENT_SUBSCRIPTIONS_LIMIT = 10;

export const postPreview = (content: string) =>
  content.length > POST_PREVIEW_LENGTH ? `${content.slice(0, POST_PREVIEW_LENGTH).trimEnd()}…` : content;

/** The back office's user list: a search and a page. */
export const UsersQuerySchema = z.object({
  search: z.string().max(100, 'Busca muito longa').optional().default(''),
  page: z.coerce
    .number({ error: 'Página inválida' })
    .int('Página inválida')
    .min(1, 'Página inválida')
    .max(100_000, 'Página inválida')
    .optional()
    .default(1),
});
