import { z } from 'zod';
import { instantSchema } from '../dates';

export const CHAT_HISTORY_LIMIT = 10;
export const SUBMIT_DEBOUNCE_MS = 500;
export const CHAT_MESSAGE_MAX = 2000;
/** Messages a mother may send per minute before "Muitas requisições". */
export const CHAT_MESSAGES_PER_MINUTE = 12;

export const SUGGESTED_QUESTIONS = [
  'O que posso dar no café da manhã do meu bebê?',
  'Como aliviar as cólicas do meu bebê?',
  'Como introduzir novos alimentos?',
  'Dicas para o bebê dormir melhor',
] as const;

export const LU_WELCOME =
  'Oi! Eu sou a Lu, a assistente virtual do Lumma, com conhecimentos de nutrição, pediatria e psicologia. Não sou uma profissional de saúde e não substituo o pediatra nem a UBS, mas posso ajudar com alimentação, sono, cólicas, desenvolvimento e também com o seu bem-estar. O que você quer saber hoje?';

export const ChatInputSchema = z.object({
  message: z
    .string({ error: 'Mensagem vazia' })
    .trim()
    .min(1, 'Mensagem vazia')
    .max(CHAT_MESSAGE_MAX, 'Mensagem muito longa'),
  dayStart: instantSchema('Dia inválido').optional(),
  dayEnd: instantSchema('Dia inválido').optional(),
});
export type ChatInput = z.infer<typeof ChatInputSchema>;
