/** A milestone marked "Já faz" (sim) or "Ainda não" (nao); unmarked is neither. */
export const MILESTONE_MARKS = ['sim', 'nao'] as const;
export type MilestoneMark = (typeof MILESTONE_MARKS)[number];

export const MARK_LABELS: Record<MilestoneMark, string> = { sim: 'Já faz', nao: 'Ainda não' };
