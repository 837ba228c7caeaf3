/**
 * The two ways to belong to a baby's family. A Responsável does everything, a Cuidador(a) sees
 * everything and logs care, but does not manage the family or the baby's registration.
 */
export const BABY_ROLES = ['responsavel', 'cuidador'] as const;
export type BabyRole = (typeof BABY_ROLES)[number];

export const BABY_ROLE_LABELS: Record<BabyRole, string> = {
  responsavel: 'Responsável',
  cuidador: 'Cuidador(a)',
};

/** Inviting, removing people, changing roles, editing the registration: a Responsável's alone. */
export const managesFamily = (role: BabyRole) => role === 'responsavel';

/**
 * An entry (agenda event, vaccine record) may be removed by a Responsável, or by the person who
 * wrote it: a nanny can fix her own mistake, not erase the family's record.
 */
export const mayRemoveEntry = (role: BabyRole, writtenBy: string | null, userId: string) =>
  role === 'responsavel' || writtenBy === userId;

/** "Ana Paula Souza" → "Ana": how the agenda names who wrote an entry. */
export function firstName(fullName: string | null | undefined): string {
  return fullName?.trim().split(/\s+/)[0] ?? '';
}
