import { BABY_ROLE_LABELS } from '@domain/family/baby-role';
import { Clock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { type Family, useCancelInvitation } from '../api/family';

const dayOf = (at: string) => new Date(at).toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit' });

/** Links made and not used yet; cancelling one makes it answer "Convite cancelado". */
export function InvitationList({ invitations }: { invitations: Family['invitations'] }) {
  const cancel = useCancelInvitation();
  if (invitations.length === 0) return null;
  return (
    <section aria-label="Convites pendentes" className="mt-3 space-y-2">
      <h3 className="text-sm font-extrabold uppercase tracking-wide text-muted">Convites pendentes</h3>
      <ul className="space-y-2">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex items-center gap-3 rounded-2xl bg-primary-faint px-3 py-2">
            <Clock className="size-5 shrink-0 text-primary-strong" aria-hidden />
            <p className="min-w-0 flex-1 text-sm">
              <span className="font-bold">{BABY_ROLE_LABELS[invitation.role]}</span>
              <span className="block text-muted">vale até {dayOf(invitation.expiresAt)}</span>
            </p>
            <Button
              variant="ghost"
              size="sm"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(invitation.id, {
                  onSuccess: () => toast.success('Convite cancelado'),
                  onError: (error) => toast.error(messageFor(error, 'Não foi possível cancelar o convite')),
                })
              }
            >
              Cancelar
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
