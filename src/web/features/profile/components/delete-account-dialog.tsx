import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DELETE_ACCOUNT_CONFIRMATION } from '@domain/profile/profile.schema';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';

export function DeleteAccountDialog() {
  const [typed, setTyped] = useState('');
  const deleteAccount = useDeleteAccount();
  const confirmed = typed.trim() === DELETE_ACCOUNT_CONFIRMATION;

  return (
    <Dialog onOpenChange={() => setTyped('')}>
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
        <form
          className="mt-5 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!confirmed) return;
            deleteAccount.mutate(DELETE_ACCOUNT_CONFIRMATION, {
              onSuccess: () => toast.success('Sua conta foi excluída.'),
              onError: (error) => toast.error(messageFor(error, 'Erro ao excluir a conta. Tente novamente.')),
            });
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
      </DialogContent>
    </Dialog>
  );
}
