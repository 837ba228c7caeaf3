import { BABY_ROLE_LABELS, type BabyRole } from '@domain/family/baby-role';
import { LogOut, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { type Family, type FamilyMember, useRemoveMember, useSetMemberRole } from '../api/family';

const failure = (error: Error, fallback: string) => toast.error(messageFor(error, fallback));

/** Anyone may leave but the last Responsável, who first makes someone else Responsável. */
const mayLeave = (family: Family, me: FamilyMember) =>
  me.role === 'cuidador' || family.members.some((m) => !m.isMe && m.role === 'responsavel');

/**
 * The people of one baby's family; a Responsável changes roles and removes, anyone may leave. The
 * first Responsável (who registered the baby) is nobody else's to remove or demote, and says so.
 */
export function MemberList({ family }: { family: Family }) {
  const manages = family.role === 'responsavel';
  return (
    <ul className="divide-y divide-line">
      {family.members.map((member) => (
        <li key={member.userId} className="flex flex-wrap items-center gap-3 py-3">
          <Avatar name={member.name} url={null} className="size-10" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-bold">
              {member.name || 'Pessoa sem nome'}
              {member.isMe && <span className="font-semibold text-muted"> (você)</span>}
            </p>
            <p className="text-sm text-muted">
              {BABY_ROLE_LABELS[member.role]}
              {member.isFirst && member.role === 'responsavel' && ' · primeira responsável'}
            </p>
            {manages && !member.isMe && member.isFirst && (
              <p className="text-xs text-muted">
                {member.role === 'responsavel'
                  ? 'Só ela mesma pode sair da família ou deixar de ser responsável.'
                  : 'Só ela mesma pode sair da família.'}
              </p>
            )}
          </div>
          {member.isMe
            ? mayLeave(family, member) && <LeaveButton family={family} member={member} />
            : manages && <MemberActions family={family} member={member} />}
        </li>
      ))}
    </ul>
  );
}

function MemberActions({ family, member }: { family: Family; member: FamilyMember }) {
  const setRole = useSetMemberRole();
  const remove = useRemoveMember();
  const [confirming, setConfirming] = useState(false);
  const other: BabyRole = member.role === 'responsavel' ? 'cuidador' : 'responsavel';
  // The first Responsável may be made Responsável again, never demoted or removed by someone else.
  if (member.isFirst && other === 'cuidador') return null;
  return (
    <div className="flex w-full justify-end gap-2 sm:w-auto">
      <Button
        variant="outline"
        size="sm"
        disabled={setRole.isPending}
        onClick={() =>
          setRole.mutate(
            { babyId: family.baby.id, userId: member.userId, role: other },
            {
              onSuccess: () => toast.success(`${member.name} agora é ${BABY_ROLE_LABELS[other].toLowerCase()}`),
              onError: (error) => failure(error, 'Não foi possível mudar o papel'),
            },
          )
        }
      >
        {other === 'responsavel' ? 'Tornar responsável' : 'Tornar cuidador(a)'}
      </Button>
      {!member.isFirst && (
        <Button variant="ghost" size="icon" aria-label={`Remover ${member.name}`} onClick={() => setConfirming(true)}>
          <UserMinus className="text-danger" />
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remover ${member.name}?`}
        description={`${member.name} deixará de ver ${family.baby.name} na hora. Os registros feitos por ${member.name} continuam na agenda.`}
        confirmLabel="Remover"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { babyId: family.baby.id, userId: member.userId },
            {
              onSuccess: () => {
                setConfirming(false);
                toast.success(`${member.name} não faz mais parte da família`);
              },
              onError: (error) => failure(error, 'Não foi possível remover'),
            },
          )
        }
      />
    </div>
  );
}

function LeaveButton({ family, member }: { family: Family; member: FamilyMember }) {
  const remove = useRemoveMember();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        <LogOut aria-hidden />
        Sair
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Sair da família de ${family.baby.name}?`}
        description={`Você deixará de ver ${family.baby.name}. O que você registrou continua na agenda, com o seu nome.`}
        confirmLabel="Sair"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { babyId: family.baby.id, userId: member.userId },
            {
              onSuccess: () => toast.success(`Você saiu da família de ${family.baby.name}`),
              onError: (error) => {
                setConfirming(false);
                failure(error, 'Não foi possível sair');
              },
            },
          )
        }
      />
    </>
  );
}
