import { z } from 'zod';

/**
 * One of Lu's answer cards: a question a mother asks, in her words, answered from an official
 * source. Cards are data, one JSON file per topic in this folder; they stay on the server, where
 * the offline answerer searches them and a configured model gets them as grounding.
 */

/** Publishers a card may cite, as docs/content-sources.md lists them. */
export const CARD_PUBLISHERS = [
  'Ministério da Saúde',
  'Caderneta da Criança',
  'Caderneta da Gestante',
  'Guia Alimentar para Crianças Brasileiras Menores de 2 Anos',
  'Sociedade Brasileira de Pediatria',
  'Organização Mundial da Saúde',
  'Academia Americana de Pediatria',
  'American Heart Association',
  'CDC',
] as const;

/** Months of corrected age (of the baby; for the mother's own cards, months since the birth). */
const MONTHS_MAX = 36;

export const answerCardSchema = z
  .object({
    /** kebab-case, unique over all files, starting with the file's topic */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    /** The button's label when Lu offers the card: short, a question or a subject. */
    title: z.string().min(3).max(60),
    /** Who the card is about. */
    about: z.enum(['bebe', 'mae']),
    /** The ways mothers ask it, in their own words: at least three. */
    questions: z.array(z.string().min(8).max(200)).min(3),
    ages: z.object({ from: z.number().min(0).max(MONTHS_MAX), to: z.number().min(0).max(MONTHS_MAX) }),
    /** The direct answer, first: one to four sentences. */
    answer: z.string().min(40).max(700),
    /** What to do at home and what to watch. */
    watch: z.string().min(20).max(700),
    /** When to see the pediatrician or the UBS, and which signs mean 192 now. */
    seekCare: z.string().min(20).max(500),
    /** Publisher first, then the document: "Ministério da Saúde — Caderneta da Criança, 2024". */
    source: z.string().min(10).max(200),
  })
  .refine((card) => card.ages.from <= card.ages.to, { message: 'ages.from after ages.to' })
  .refine((card) => CARD_PUBLISHERS.some((publisher) => card.source.startsWith(publisher)), {
    message: 'source must start with a publisher of CARD_PUBLISHERS',
  });

export type AnswerCard = z.infer<typeof answerCardSchema>;
