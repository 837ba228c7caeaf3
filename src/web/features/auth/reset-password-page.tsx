import { type NewPasswordForm, NewPasswordFormSchema } from '@domain/account/account.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Logo } from '@/components/ui/logo';
import { PasswordInput } from '@/components/ui/password-input';
import { authRequest } from '@/lib/api';
import { errorProps, firstError, messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col px-4 py-8">
      <Link to="/" className="mx-auto rounded-xl" aria-label="Lumma, página inicial">
        <Logo />
      </Link>
      <Card className="mt-6">
        <h1 className="text-xl font-extrabold">Criar nova senha</h1>
        {token ? (
          <NewPasswordFormView token={token} />
        ) : (
          <div className="mt-3 space-y-4">
            <p className="text-muted">Este link está incompleto. Peça um novo link em “Esqueceu a senha?”.</p>
            <Link to="/login" className={buttonVariants({ className: 'w-full' })}>
              Ir para o login
            </Link>
          </div>
        )}
      </Card>
    </main>
  );
}

function NewPasswordFormView({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const shown = firstError(form.formState.errors, ['password', 'confirmPassword']);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await authRequest('/reset-password', { token, newPassword: password });
      toast.success('Senha alterada com sucesso! Entre com a nova senha.');
      navigate('/login', { replace: true });
    } catch (error) {
      toast.error(messageFor(error, 'Erro ao alterar senha'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      <Field id="new-password" label="Nova senha" error={shown?.field === 'password' ? shown.message : undefined}>
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          {...errorProps('new-password', shown?.field === 'password')}
          {...form.register('password')}
        />
      </Field>
      <Field
        id="new-password-confirm"
        label="Confirmar nova senha"
        error={shown?.field === 'confirmPassword' ? shown.message : undefined}
      >
        <PasswordInput
          id="new-password-confirm"
          autoComplete="new-password"
          {...errorProps('new-password-confirm', shown?.field === 'confirmPassword')}
          {...form.register('confirmPassword')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
        Salvar nova senha
      </Button>
    </form>
  );
}
