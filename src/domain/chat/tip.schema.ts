import { z } from 'zod';

/** A tip of Lu's she saves to "Minhas Dicas". */
export const TipInputSchema = z.object({
  content: z
    .string({ error: 'Não foi possível salvar a dica' })
    .trim()
    .min(1, 'Não foi possível salvar a dica')
    .max(8000, 'Dica muito longa'),
});
