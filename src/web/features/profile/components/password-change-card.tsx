import { type PasswordChangeForm, PasswordChangeFormSchema } from '@domain/profile/profile.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorProps, firstError, messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
const ORDER = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export function PasswordChangeCard() {
  const change = useChangePassword();
  const form = useForm<PasswordChangeForm>({ resolver: zodResolver(PasswordChangeFormSchema), defaultValues: EMPTY });
  const shown = firstError(form.formState.errors, [...ORDER]);
  const errorOf = (field: (typeof ORDER)[number]) => (shown?.field === field ? shown.message : undefined);

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutateAsync({ currentPassword, newPassword }).then(
      () => {
        toast.success('Senha alterada com sucesso!');
        form.reset(EMPTY);
      },
      (error) => toast.error(messageFor(error, 'Erro ao alterar senha')),
    ),
  );

  return (
    <Card>
      <h2 className="text-lg font-extrabold">Alterar senha</h2>
      <p className="mt-1 text-sm text-muted">
        Ao trocar a senha, você sai da conta nos outros aparelhos e os acessos que você deu a aplicativos deixam de
        funcionar.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <Field id="current-password" label="Senha atual" error={errorOf('currentPassword')}>
          <PasswordInput
            id="current-password"
            autoComplete="current-password"
            {...errorProps('current-password', !!errorOf('currentPassword'))}
            {...form.register('currentPassword')}
          />
        </Field>
        <Field id="changed-password" label="Nova senha" error={errorOf('newPassword')}>
          <PasswordInput
            id="changed-password"
            autoComplete="new-password"
            {...errorProps('changed-password', !!errorOf('newPassword'))}
            {...form.register('newPassword')}
          />
        </Field>
        <Field id="changed-password-confirm" label="Confirmar nova senha" error={errorOf('confirmPassword')}>
          <PasswordInput
            id="changed-password-confirm"
            autoComplete="new-password"
            {...errorProps('changed-password-confirm', !!errorOf('confirmPassword'))}
            {...form.register('confirmPassword')}
          />
        </Field>
        <Button type="submit" variant="secondary" className="w-full" disabled={form.formState.isSubmitting}>
          Alterar senha
        </Button>
      </form>
    </Card>
  );
}
