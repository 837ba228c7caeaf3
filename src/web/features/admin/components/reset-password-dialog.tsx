import { AdminResetPasswordSchema } from '@domain/admin/admin.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorProps, messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { type AdminUser, useResetPassword } from '../api/admin-users';

export function ResetPasswordDialog({
  user,
  onOpenChange,
}: {
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
}) {
  const resetPassword = useResetPassword();
  const form = useForm<{ newPassword: string }>({
    resolver: zodResolver(AdminResetPasswordSchema),
    defaultValues: { newPassword: '' },
  });
  const error = form.formState.errors.newPassword?.message;

  const close = (open: boolean) => {
    if (!open) form.reset();
    onOpenChange(open);
  };

  const onSubmit = form.handleSubmit(({ newPassword }) => {
    if (!user) return;
    resetPassword.mutate(
      { userId: user.id, newPassword },
      {
        onSuccess: () => {
          toast.success('Senha redefinida com sucesso', {
            description: `Passe a nova senha para ${user.fullName} por um canal seguro.`,
          });
          close(false);
        },
        onError: (e) => toast.error('Erro ao redefinir senha', { description: messageFor(e, 'Tente novamente.') }),
      },
    );
  });

  return (
    <Dialog open={user !== null} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>Redefinir senha</DialogTitle>
        <DialogDescription>
          Nova senha para {user?.fullName} ({user?.email}). As sessões abertas dela terminam e ela entra com a senha
          nova.
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
          <Field id="reset-password" label="Nova senha" error={error}>
            <PasswordInput
              id="reset-password"
              autoComplete="new-password"
              {...errorProps('reset-password', !!error)}
              {...form.register('newPassword')}
            />
          </Field>
          <Button type="submit" className="w-full" disabled={resetPassword.isPending}>
            Redefinir senha
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
