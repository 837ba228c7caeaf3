import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { PasswordResetRequestSchema, type PasswordResetRequest } from '@domain/account/account.schema';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { authRequest } from '@/lib/api';
import { errorProps } from '@/lib/first-error';

export function ForgotPasswordDialog() {
  const [open, setOpen] = useState(false);
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await authRequest('/request-password-reset', { email });
      toast.success('Link de recuperação enviado para seu e-mail!');
      form.reset();
      setOpen(false);
    } catch {
      toast.error('Erro ao enviar link de recuperação. Tente novamente.');
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link" size="inline">
          Esqueceu a senha?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Recuperar Senha</DialogTitle>
        <DialogDescription>Digite seu e-mail e enviaremos um link para você criar uma nova senha.</DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
          <Field id="reset-email" label="E-mail" error={error}>
            <Input
              id="reset-email"
              type="email"
              inputMode="email"
              autoComplete="email"
              {...errorProps('reset-email', !!error)}
              {...form.register('email')}
            />
          </Field>
          <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Enviando...' : 'Enviar Link'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
