import { BABY_ROLE_LABELS, firstName } from '@domain/family/baby-role';
import { UserPlus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { useMe } from '@/shared/session/session';
import { type Family, useFamily } from './api/family';
import { InvitationList } from './components/invitation-list';
import { InviteDialog } from './components/invite-dialog';
import { MemberList } from './components/member-list';

/** Família: who sees each of her babies, and the way to invite the people who care for them. */
export default function FamilyPage() {
  const family = useFamily();
  const me = useMe();
  if (family.isPending) return <FormSkeleton />;
  if (family.isError)
    return <LoadError message="Não foi possível carregar a família" onRetry={() => family.refetch()} />;
  const { families, canEmail } = family.data;
  const inviterName = firstName(me.data?.profile.fullName);

  return (
    <div className="space-y-4 pt-3">
      <header>
        <h1 className="text-xl font-extrabold">Família</h1>
        <p className="text-muted">
          Quem cuida do bebê com você: cada pessoa vê a agenda, as vacinas e a caderneta, e registra o que fez.
        </p>
      </header>
      {families.length === 0 ? (
        <div className="rounded-[var(--radius-card)] border-2 border-dashed border-primary/40 p-6 text-center">
          <UsersRound className="mx-auto size-10 text-primary" aria-hidden />
          <p className="mt-2 font-bold">Cadastre seu bebê para convidar a família.</p>
          <Link to="/dados-bebe" className={buttonVariants({ className: 'mt-4' })}>
            Cadastrar bebê
          </Link>
        </div>
      ) : (
        families.map((f) => <FamilyCard key={f.baby.id} family={f} inviterName={inviterName} canEmail={canEmail} />)
      )}
    </div>
  );
}

function FamilyCard({ family, inviterName, canEmail }: { family: Family; inviterName: string; canEmail: boolean }) {
  const [inviting, setInviting] = useState(false);
  const manages = family.role === 'responsavel';
  return (
    <Card>
      <section aria-label={`Família de ${family.baby.name}`}>
        <div className="flex items-center gap-3">
          <Avatar name={family.baby.name} url={family.baby.photoUrl} className="size-12" />
          <div className="min-w-0">
            <h2 className="truncate text-lg font-extrabold">{family.baby.name}</h2>
            <p className="text-sm text-muted">Você é {BABY_ROLE_LABELS[family.role].toLowerCase()}</p>
          </div>
        </div>
        <MemberList family={family} />
        {manages && (
          <>
            <InvitationList invitations={family.invitations} />
            <Button className="mt-4 w-full" onClick={() => setInviting(true)}>
              <UserPlus aria-hidden />
              Convidar pessoa
            </Button>
            <InviteDialog
              baby={family.baby}
              inviterName={inviterName}
              canEmail={canEmail}
              open={inviting}
              onOpenChange={setInviting}
            />
          </>
        )}
      </section>
    </Card>
  );
}
