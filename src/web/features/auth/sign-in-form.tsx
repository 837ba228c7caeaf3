import type { SignInInput } from '@domain/account/account.schema';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { afterSignIn } from '@/lib/after-sign-in';
import { authRequest } from '@/lib/api';
import { errorProps, firstError, messageFor } from '@/lib/first-error';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { ForgotPasswordLink } from './forgot-password-link';

const resolver = lazyZodResolver(() => import('@domain/account/account.schema').then((m) => m.SignInInputSchema));

export function SignInForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const form = useForm<SignInInput>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const shown = firstError(form.formState.errors, ['email', 'password']);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await authRequest('/sign-in/email', values);
      toast.success('Login realizado com sucesso!');
      // The session layer is not part of the login page's script; SignedInRedirect has loaded it by now.
      await (await import('@/shared/session/session')).startSession();
      navigate(afterSignIn(search), { replace: true });
    } catch (error) {
      toast.error(messageFor(error, 'Erro ao fazer login. Tente novamente.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="login-email" label="E-mail" error={shown?.field === 'email' ? shown.message : undefined}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="seu@email.com"
          {...errorProps('login-email', shown?.field === 'email')}
          {...form.register('email')}
        />
      </Field>
      <Field id="login-password" label="Senha" error={shown?.field === 'password' ? shown.message : undefined}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          {...errorProps('login-password', shown?.field === 'password')}
          {...form.register('password')}
        />
      </Field>
      <div className="flex justify-end">
        <ForgotPasswordLink />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Entrando...' : 'Entrar'}
      </Button>
    </form>
  );
}
