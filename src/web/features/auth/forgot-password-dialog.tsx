import { type PasswordResetRequest, PasswordResetRequestSchema } from '@domain/account/account.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { authRequest } from '@/lib/api';
import { errorProps } from '@/lib/first-error';
import { toast } from '@/lib/toast';

/** Opened by ForgotPasswordLink, which loads it; focus goes back to that link when it closes. */
export default function ForgotPasswordDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
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
      onOpenChange(false);
    } catch {
      toast.error('Erro ao enviar link de recuperação. Tente novamente.');
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
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
