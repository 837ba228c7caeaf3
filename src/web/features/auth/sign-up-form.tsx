import type { SignUpForm as SignUpValues } from '@domain/account/account.schema';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { PhoneInput } from '@/components/ui/phone-input';
import { afterSignIn } from '@/lib/after-sign-in';
import { authRequest } from '@/lib/api';
import { errorProps, firstError, messageFor } from '@/lib/first-error';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';

const EMPTY: SignUpValues = { name: '', phone: '', email: '', password: '', confirmPassword: '' };
const ORDER = ['name', 'phone', 'email', 'password', 'confirmPassword'] as const;
const resolver = lazyZodResolver(() => import('@domain/account/account.schema').then((m) => m.SignUpFormSchema));

export function SignUpForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const form = useForm<SignUpValues>({ resolver, defaultValues: EMPTY });
  const shown = firstError(form.formState.errors, [...ORDER]);
  const errorOf = (field: (typeof ORDER)[number]) => (shown?.field === field ? shown.message : undefined);

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _, ...values }) => {
    try {
      await authRequest('/sign-up/email', values);
      toast.success('Conta criada com sucesso! Fazendo login...');
      form.reset(EMPTY);
      // The session layer is not part of the login page's script; SignedInRedirect has loaded it by now.
      await (await import('@/shared/session/session')).startSession();
      navigate(afterSignIn(search), { replace: true });
    } catch (error) {
      toast.error(messageFor(error, 'Erro ao criar conta. Tente novamente.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="signup-name" label="Nome completo" error={errorOf('name')}>
        <Input
          id="signup-name"
          autoComplete="name"
          {...errorProps('signup-name', !!errorOf('name'))}
          {...form.register('name')}
        />
      </Field>
      <Field id="signup-phone" label="Telefone" error={errorOf('phone')}>
        <Controller
          control={form.control}
          name="phone"
          render={({ field: { onChange, ...field } }) => (
            <PhoneInput
              id="signup-phone"
              placeholder="+55 (11) 98765-4321"
              {...errorProps('signup-phone', !!errorOf('phone'))}
              {...field}
              onValueChange={onChange}
            />
          )}
        />
      </Field>
      <Field id="signup-email" label="E-mail" error={errorOf('email')}>
        <Input
          id="signup-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...errorProps('signup-email', !!errorOf('email'))}
          {...form.register('email')}
        />
      </Field>
      <Field id="signup-password" label="Senha" error={errorOf('password')}>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          {...errorProps('signup-password', !!errorOf('password'))}
          {...form.register('password')}
        />
      </Field>
      <Field id="signup-confirm" label="Confirmar senha" error={errorOf('confirmPassword')}>
        <PasswordInput
          id="signup-confirm"
          autoComplete="new-password"
          {...errorProps('signup-confirm', !!errorOf('confirmPassword'))}
          {...form.register('confirmPassword')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Criando conta...' : 'Criar Conta'}
      </Button>
    </form>
  );
}
