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

/** A person in a baby's family, as the rule of the first Responsável reads her. */
export interface FamilyMembership {
  userId: string;
  role: BabyRole;
  joinedAt: Date;
}

/**
 * The member nobody else may remove or make a Cuidador(a): the person who registered the baby
 * (`registeredBy`) while she is in its family, else its earliest-joined Responsável. Whoever
 * joins later, even promoted to Responsável, cannot evict the baby's mother from her own baby.
 */
export function firstResponsible(members: readonly FamilyMembership[], registeredBy: string | null): string | null {
  if (registeredBy && members.some((m) => m.userId === registeredBy)) return registeredBy;
  const [first] = members
    .filter((m) => m.role === 'responsavel')
    .sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || a.userId.localeCompare(b.userId));
  return first?.userId ?? null;
}

/**
 * Whether `actorId` may remove `memberId` (`to` null) or give her the role `to`. The first
 * Responsável alone leaves or steps down; anyone who manages the family may make her Responsável
 * again.
 */
export const mayChangeMember = (actorId: string, memberId: string, firstId: string | null, to: BabyRole | null) =>
  actorId === memberId || memberId !== firstId || to === 'responsavel';

/** "Ana Paula Souza" → "Ana": how the agenda names who wrote an entry. */
export function firstName(fullName: string | null | undefined): string {
  return fullName?.trim().split(/\s+/)[0] ?? '';
}
