import type { BabyRole } from '@domain/family/baby-role';
import { INVITATION_DAYS, invitationText, whatsappShareUrl } from '@domain/family/invitation';
import { Copy, Mail, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useCreateInvitation, useEmailInvitation } from '../api/family';
import { RolePicker } from './role-picker';

/** "Convidar pessoa": choose the role, make the link, then send it by WhatsApp, a copy, or e-mail. */
export function InviteDialog({
  baby,
  inviterName,
  canEmail,
  open,
  onOpenChange,
}: {
  baby: { id: string; name: string };
  inviterName: string;
  canEmail: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [role, setRole] = useState<BabyRole>('cuidador');
  const [link, setLink] = useState<string | null>(null);
  const create = useCreateInvitation();

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setLink(null);
      setRole('cuidador');
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>Convidar pessoa</DialogTitle>
        {link ? (
          <InvitationLink link={link} text={invitationText(inviterName, baby.name, link)} canEmail={canEmail} />
        ) : (
          <>
            <DialogDescription>
              Quem você convidar vai acompanhar {baby.name}: agenda, vacinas, caderneta e guia alimentar.
            </DialogDescription>
            <RolePicker value={role} onChange={setRole} className="mt-4" />
            <Button
              className="mt-6 w-full"
              disabled={create.isPending}
              onClick={() =>
                create.mutate(
                  { babyId: baby.id, role },
                  {
                    onSuccess: ({ path }) => setLink(`${window.location.origin}${path}`),
                    onError: (error) => toast.error(messageFor(error, 'Não foi possível criar o convite')),
                  },
                )
              }
            >
              Criar convite
            </Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function InvitationLink({ link, text, canEmail }: { link: string; text: string; canEmail: boolean }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copiado!');
    } catch {
      toast.error('Não foi possível copiar. Toque e segure o link para copiar.');
    }
  };
  return (
    <div className="space-y-4">
      <DialogDescription>
        Envie este link para a pessoa. Ele vale por {INVITATION_DAYS} dias e pode ser usado uma vez.
      </DialogDescription>
      <Input readOnly value={link} aria-label="Link do convite" onFocus={(e) => e.currentTarget.select()} />
      <div className="grid gap-2">
        <Button variant="secondary" onClick={copy}>
          <Copy aria-hidden />
          Copiar link
        </Button>
        <a
          href={whatsappShareUrl(text)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'secondary' })}
        >
          <MessageCircle aria-hidden />
          Enviar pelo WhatsApp
        </a>
      </div>
      {canEmail && <EmailInvitation token={link.split('/').pop()!} />}
    </div>
  );
}

function EmailInvitation({ token }: { token: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const send = useEmailInvitation();
  return (
    <form
      className="space-y-2 border-t border-line pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        send.mutate(
          { token, email },
          {
            onSuccess: () => toast.success(`Convite enviado para ${email.trim()}`),
            onError: (e) => setError(messageFor(e, 'Não foi possível enviar o e-mail')),
          },
        );
      }}
    >
      <Field id="invite-email" label="E-mail da pessoa" error={error}>
        <Input
          id="invite-email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'invite-email-error' : undefined}
        />
      </Field>
      <Button type="submit" variant="outline" className="w-full" disabled={send.isPending || !email.trim()}>
        <Mail aria-hidden />
        Enviar por e-mail
      </Button>
    </form>
  );
}
