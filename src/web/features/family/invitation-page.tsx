import { ERRORS } from '@domain/errors';
import { BABY_ROLE_LABELS } from '@domain/family/baby-role';
import { useQuery } from '@tanstack/react-query';
import { HeartHandshake } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useMe } from '@/shared/session/session';
import { invitationQueryOptions, useAcceptInvitation } from './api/family';

/**
 * /convite/:token, the link a family member sent. Signed out, she signs in or up and comes back
 * here; signed in, she sees who invites her to which baby and accepts.
 */
export default function InvitationPage() {
  const { token = '' } = useParams();
  const me = useMe();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col px-4 py-8">
      <Link to="/" className="mx-auto rounded-xl" aria-label="Lumma, página inicial">
        <Logo />
      </Link>
      <Card className="mt-6 text-center">
        <HeartHandshake className="mx-auto size-12 text-primary" aria-hidden />
        {me.isPending ? (
          <Spinner className="mx-auto mt-4" />
        ) : me.isError ? (
          <LoadError message="Não foi possível carregar o convite" onRetry={() => me.refetch()} />
        ) : me.data ? (
          <Invitation token={token} />
        ) : (
          <SignedOut token={token} />
        )}
      </Card>
    </main>
  );
}

function SignedOut({ token }: { token: string }) {
  const back = `/login?convite=${encodeURIComponent(token)}`;
  return (
    <>
      <h1 className="mt-3 text-xl font-extrabold">Você recebeu um convite</h1>
      <p className="mt-2 text-muted">
        Alguém da família quer que você acompanhe um bebê no Lumma. Crie sua conta ou entre para ver o convite e
        aceitar.
      </p>
      <div className="mt-6 grid gap-2">
        <Link to={back} className={buttonVariants()}>
          Criar conta ou entrar
        </Link>
      </div>
    </>
  );
}

function Invitation({ token }: { token: string }) {
  const invitation = useQuery(invitationQueryOptions(token));
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();
  if (invitation.isPending) return <Spinner className="mx-auto mt-4" />;
  if (invitation.isError) {
    const error = invitation.error;
    if (error instanceof ApiError && error.status === 404) {
      return (
        <Ended
          title={ERRORS.invitation_not_found.message}
          hint="Confira o link ou peça um novo a quem convidou você."
        />
      );
    }
    return <LoadError message="Não foi possível carregar o convite" onRetry={() => invitation.refetch()} />;
  }
  const { babyName, inviterName, role, status } = invitation.data.invitation;
  if (status === 'invitation_expired' || status === 'invitation_used' || status === 'invitation_cancelled') {
    return <Ended title={ERRORS[status].message} hint="Peça um novo link a quem convidou você." />;
  }
  if (status === 'own') {
    return (
      <Ended title="Este convite é seu" hint="Envie o link para a pessoa que você quer convidar.">
        <Link to="/familia" className={buttonVariants({ variant: 'secondary', className: 'mt-6 w-full' })}>
          Ir para Família
        </Link>
      </Ended>
    );
  }
  if (status === 'member')
    return <Ended title={ERRORS.already_member.message} hint={`${babyName} já está no seu app.`} />;

  return (
    <>
      <h1 className="mt-3 text-xl font-extrabold">
        {inviterName || 'Alguém da família'} convidou você para acompanhar {babyName}
      </h1>
      <p className="mt-2 text-muted">
        Como {BABY_ROLE_LABELS[role].toLowerCase()}, você verá a agenda, as vacinas, a caderneta e o guia alimentar de{' '}
        {babyName}, e poderá registrar mamadas, sono, fraldas e remédios
        {role === 'responsavel' ? ', convidar pessoas e editar o cadastro do bebê.' : '.'}
      </p>
      <Button
        className="mt-6 w-full"
        size="lg"
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(undefined, {
            onSuccess: () => {
              toast.success(`Convite aceito! Agora você acompanha ${babyName}.`);
              navigate('/dashboard', { replace: true });
            },
            onError: (error) => toast.error(messageFor(error, 'Não foi possível aceitar o convite')),
          })
        }
      >
        Aceitar convite
      </Button>
    </>
  );
}

function Ended({ title, hint, children }: { title: string; hint: string; children?: ReactNode }) {
  return (
    <>
      <h1 className="mt-3 text-xl font-extrabold">{title}</h1>
      <p className="mt-2 text-muted">{hint}</p>
      {children ?? (
        <Link to="/dashboard" className={buttonVariants({ variant: 'secondary', className: 'mt-6 w-full' })}>
          Ir para o início
        </Link>
      )}
    </>
  );
}
