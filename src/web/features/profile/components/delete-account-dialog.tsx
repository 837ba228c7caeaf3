import { ERRORS } from '@domain/errors';
import { DELETE_ACCOUNT_CONFIRMATION } from '@domain/profile/profile.schema';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';

export function DeleteAccountDialog() {
  const [typed, setTyped] = useState('');
  // The server's words naming the shared babies she alone is responsible for; null until it refuses.
  const [sharedBabies, setSharedBabies] = useState<string | null>(null);
  const deleteAccount = useDeleteAccount();
  const confirmed = typed.trim() === DELETE_ACCOUNT_CONFIRMATION;

  const send = (deleteSharedBabies: boolean) =>
    deleteAccount.mutate(
      { deleteSharedBabies },
      {
        onSuccess: () => toast.success('Sua conta foi excluída.'),
        onError: (error) => {
          if (error instanceof ApiError && error.code === ERRORS.shared_babies.code)
            return setSharedBabies(error.message);
          toast.error(messageFor(error, 'Erro ao excluir a conta. Tente novamente.'));
        },
      },
    );

  return (
    <Dialog
      onOpenChange={() => {
        setTyped('');
        setSharedBabies(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" className="text-danger">
          <Trash2 /> Excluir minha conta
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Excluir minha conta</DialogTitle>
        <DialogDescription>
          Isto apaga para sempre a sua conta, os dados dos seus bebês, os registros e as fotos. Não dá para desfazer.
        </DialogDescription>
        {sharedBabies ? (
          <SharedBabiesChoice message={sharedBabies} busy={deleteAccount.isPending} onDeleteBabies={() => send(true)} />
        ) : (
          <form
            className="mt-5 space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (confirmed) send(false);
            }}
          >
            <Field id="delete-confirmation" label={`Digite ${DELETE_ACCOUNT_CONFIRMATION} para confirmar`}>
              <Input
                id="delete-confirmation"
                autoComplete="off"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            </Field>
            <Button type="submit" variant="danger" className="w-full" disabled={!confirmed || deleteAccount.isPending}>
              Excluir para sempre
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A shared baby is never left without a Responsável: she passes it on in Família, or deletes it with her. */
function SharedBabiesChoice({
  message,
  busy,
  onDeleteBabies,
}: {
  message: string;
  busy: boolean;
  onDeleteBabies: () => void;
}) {
  return (
    <div className="mt-5 space-y-4">
      <p role="alert" className="rounded-2xl bg-amber-50 p-3 text-sm font-semibold text-amber-900">
        {message}
      </p>
      <Link to="/familia" className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
        Ir para Família
      </Link>
      <Button variant="danger" className="w-full" disabled={busy} onClick={onDeleteBabies}>
        Excluir o bebê com a minha conta
      </Button>
    </div>
  );
}
