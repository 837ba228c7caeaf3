import { z } from 'zod';
import { ERRORS } from '../errors';
import { MEDIA_MAX_FILES, tooManyFilesMessage } from './media-rules';

export const POST_CATEGORIES = [
  'Experiências',
  'Dúvida',
  'Receitas',
  'Alimentação',
  'Sono',
  'Desenvolvimento',
  'Saúde',
] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];
export const DEFAULT_POST_CATEGORY: PostCategory = 'Experiências';

export const POST_MAX_LENGTH = 2000;
export const COMMENT_MAX_LENGTH = 1000;
export const REPORT_REASON_MAX_LENGTH = 500;

/** Posts per feed page and comments per page of a post. */
export const FEED_PAGE_SIZE = 20;
export const COMMENTS_PAGE_SIZE = 20;

export const EMPTY_POST = 'Digite algo antes de postar';
export const POST_TOO_LONG = `O post deve ter no máximo ${POST_MAX_LENGTH} caracteres`;
export const EMPTY_COMMENT = 'Digite algo antes de comentar';
export const COMMENT_TOO_LONG = `O comentário deve ter no máximo ${COMMENT_MAX_LENGTH} caracteres`;

const postContent = z.string({ error: EMPTY_POST }).trim().min(1, EMPTY_POST).max(POST_MAX_LENGTH, POST_TOO_LONG);

const INVALID_FILE = ERRORS.invalid_file.message;

export const MediaItemSchema = z.object({
  url: z.string({ error: INVALID_FILE }).min(1, INVALID_FILE).max(300, INVALID_FILE),
  type: z.enum(['image', 'video'], { error: INVALID_FILE }),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

export const PostInputSchema = z.object({
  content: postContent,
  category: z.enum(POST_CATEGORIES, { error: 'Categoria inválida' }).default(DEFAULT_POST_CATEGORY),
  media: z
    .array(MediaItemSchema, { error: INVALID_FILE })
    .max(MEDIA_MAX_FILES, tooManyFilesMessage(MEDIA_MAX_FILES))
    .default([]),
});
export type PostInput = z.infer<typeof PostInputSchema>;

export const CommentInputSchema = z.object({
  content: z.string({ error: EMPTY_COMMENT }).trim().min(1, EMPTY_COMMENT).max(COMMENT_MAX_LENGTH, COMMENT_TOO_LONG),
});

/** Asked before uploading a post's files, so a refused text does not cost the mother her upload. */
export const ModerationCheckSchema = z.object({
  kind: z.enum(['post', 'comment']).default('post'),
  content: z.string({ error: EMPTY_POST }).trim().min(1, EMPTY_POST).max(POST_MAX_LENGTH, POST_TOO_LONG),
});

export const REPORT_REASONS = [
  'Ofensivo ou desrespeitoso',
  'Informação de saúde perigosa',
  'Spam ou propaganda',
  'Conteúdo impróprio',
  'Outro motivo',
] as const;

export const ReportInputSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'Escolha o motivo da denúncia' }),
  details: z
    .string()
    .trim()
    .max(REPORT_REASON_MAX_LENGTH, `Conte em até ${REPORT_REASON_MAX_LENGTH} caracteres`)
    .optional(),
});
export type ReportInput = z.infer<typeof ReportInputSchema>;

/** What the live-updates stream says changed; the client refreshes what it shows of that post. */
export interface CommunityNotice {
  table: 'posts' | 'likes' | 'comments' | 'favorites';
  operation: 'insert' | 'delete' | 'update';
  postId: string;
  /** Who made the change, so a mother's own favourites list is the only one it touches. */
  userId: string;
}
