import { type BootstrapAdminInput, BootstrapAdminInputSchema } from '@domain/account/account.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { api, unwrap } from '@/lib/api';
import { errorProps, firstError, messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';

const ORDER = ['email', 'password', 'fullName'] as const;

export default function BootstrapPage() {
  const navigate = useNavigate();
  const form = useForm<BootstrapAdminInput>({
    resolver: zodResolver(BootstrapAdminInputSchema),
    defaultValues: { email: '', password: '', fullName: '' },
  });
  const shown = firstError(form.formState.errors, [...ORDER]);
  const errorOf = (field: (typeof ORDER)[number]) => (shown?.field === field ? shown.message : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await unwrap(api.admin.bootstrap.$post({ json: values }));
      toast.success('Usuário admin criado com sucesso. Faça login agora.');
      setTimeout(() => navigate('/admin'), 2000);
    } catch (error) {
      toast.error('Erro', { description: messageFor(error, 'Erro ao criar admin') });
    }
  });

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-8">
      <Card>
        <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-soft text-accent">
          <ShieldCheck className="size-6" aria-hidden />
        </span>
        <h1 className="mt-4 text-xl font-extrabold">Criar o primeiro administrador</h1>
        <p className="mt-1 text-sm text-muted">
          Esta página só funciona uma vez: depois que existe um administrador, ela não cria mais contas.
        </p>
        <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
          <Field id="admin-email" label="E-mail" error={errorOf('email')}>
            <Input
              id="admin-email"
              type="email"
              autoComplete="email"
              {...errorProps('admin-email', !!errorOf('email'))}
              {...form.register('email')}
            />
          </Field>
          <Field id="admin-password" label="Senha" error={errorOf('password')}>
            <PasswordInput
              id="admin-password"
              autoComplete="new-password"
              {...errorProps('admin-password', !!errorOf('password'))}
              {...form.register('password')}
            />
          </Field>
          <Field id="admin-name" label="Nome completo" error={errorOf('fullName')}>
            <Input
              id="admin-name"
              autoComplete="name"
              {...errorProps('admin-name', !!errorOf('fullName'))}
              {...form.register('fullName')}
            />
          </Field>
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={form.formState.isSubmitting || form.formState.isSubmitSuccessful}
          >
            Criar administrador
          </Button>
        </form>
      </Card>
    </main>
  );
}
