import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { unitInvitationQueryOptions, useAcceptUnitInvitation } from './api/unit';

/** The e-mailed link to join a unit's staff, accepted by the address it was sent to. */
export default function UnitInvitationPage() {
  const token = useParams().token ?? '';
  const invitation = useQuery(unitInvitationQueryOptions(token));
  const accept = useAcceptUnitInvitation();
  const navigate = useNavigate();
  if (invitation.isPending) return <FormSkeleton />;
  if (invitation.isError)
    return (
      <main className="mx-auto max-w-lg p-6">
        <LoadError
          message={messageFor(invitation.error, 'Convite não encontrado.')}
          onRetry={() => invitation.refetch()}
        />
      </main>
    );
  const { unitName, municipality, role } = invitation.data;
  return (
    <main className="mx-auto max-w-lg p-6">
      <Card className="space-y-4 p-6">
        <h1 className="text-xl font-extrabold">Convite para a equipe</h1>
        <p>
          Você foi convidada para a equipe da <strong>{unitName}</strong> ({municipality}) como {role}.
        </p>
        <Button
          className="w-full"
          disabled={accept.isPending}
          onClick={() =>
            accept.mutate(token, {
              onSuccess: () => navigate('/unidade'),
              onError: (error) => toast.error(messageFor(error, 'Não foi possível aceitar o convite')),
            })
          }
        >
          Aceitar convite
        </Button>
      </Card>
    </main>
  );
}
