import { type AdminCreateUser, AdminCreateUserSchema } from '@domain/admin/admin.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { errorProps, firstError, messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { type AdminPlan, useCreateUser } from '../api/admin-users';

const EMPTY: AdminCreateUser = { fullName: '', email: '', password: '', planId: null };
const ORDER = ['fullName', 'email', 'password', 'planId'] as const;

export function CreateUserDialog({ plans }: { plans: AdminPlan[] }) {
  const [open, setOpen] = useState(false);
  const createUser = useCreateUser();
  const form = useForm<AdminCreateUser>({ resolver: zodResolver(AdminCreateUserSchema), defaultValues: EMPTY });
  const shown = firstError(form.formState.errors, [...ORDER]);
  const errorOf = (field: (typeof ORDER)[number]) => (shown?.field === field ? shown.message : undefined);

  const onOpenChange = (next: boolean) => {
    if (!next) form.reset(EMPTY);
    setOpen(next);
  };

  const onSubmit = form.handleSubmit((values) =>
    createUser.mutate(values, {
      onSuccess: () => {
        toast.success('Usuário criado com sucesso', {
          description: `${values.fullName} já pode entrar com ${values.email}.`,
        });
        onOpenChange(false);
      },
      onError: (error) => toast.error('Erro ao criar usuário', { description: messageFor(error, 'Tente novamente.') }),
    }),
  );

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden />
        Criar Usuário
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogTitle>Criar Usuário</DialogTitle>
          <DialogDescription>
            A conta fica pronta para entrar; passe a senha para ela por um canal seguro.
          </DialogDescription>
          <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
            <Field id="new-user-name" label="Nome completo" error={errorOf('fullName')}>
              <Input
                id="new-user-name"
                autoComplete="off"
                {...errorProps('new-user-name', !!errorOf('fullName'))}
                {...form.register('fullName')}
              />
            </Field>
            <Field id="new-user-email" label="E-mail" error={errorOf('email')}>
              <Input
                id="new-user-email"
                type="email"
                autoComplete="off"
                {...errorProps('new-user-email', !!errorOf('email'))}
                {...form.register('email')}
              />
            </Field>
            <Field id="new-user-password" label="Senha" error={errorOf('password')}>
              <PasswordInput
                id="new-user-password"
                autoComplete="new-password"
                {...errorProps('new-user-password', !!errorOf('password'))}
                {...form.register('password')}
              />
            </Field>
            <Field id="new-user-plan" label="Plano (opcional)" error={errorOf('planId')}>
              <Select
                id="new-user-plan"
                {...form.register('planId', { setValueAs: (value: string | null) => value || null })}
              >
                <option value="">Sem plano</option>
                {plans.map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {plan.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Button type="submit" className="w-full" disabled={createUser.isPending}>
              Criar usuário
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
