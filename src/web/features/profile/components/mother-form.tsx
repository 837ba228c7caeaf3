import { toCalendarDate } from '@domain/age';
import { ERRORS } from '@domain/errors';
import { motherInputSchema } from '@domain/profile/profile.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PhoneInput } from '@/components/ui/phone-input';
import { errorProps, firstError, messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import type { Profile } from '@/shared/profile/profile';
import { useUpdateProfile } from '../api/update-profile';

type Values = { fullName: string; phone: string; birthDate: string };
const ORDER = ['fullName', 'phone', 'birthDate'] as const;

export function MotherForm({ profile }: { profile: Profile }) {
  const today = toCalendarDate(new Date());
  const update = useUpdateProfile();
  const form = useForm<Values>({
    resolver: zodResolver(motherInputSchema(today)) as never,
    defaultValues: { fullName: profile.fullName, phone: profile.phone ?? '', birthDate: profile.birthDate ?? '' },
  });
  const shown = firstError(form.formState.errors, [...ORDER]);
  const errorOf = (field: (typeof ORDER)[number]) => (shown?.field === field ? shown.message : undefined);

  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync(values).then(
      () => toast.success('Dados atualizados com sucesso!'),
      (error) => toast.error(messageFor(error, 'Erro ao atualizar dados')),
    ),
  );

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field id="mother-name" label="Nome completo" error={errorOf('fullName')}>
          <Input
            id="mother-name"
            autoComplete="name"
            {...errorProps('mother-name', !!errorOf('fullName'))}
            {...form.register('fullName')}
          />
        </Field>
        <Field id="mother-email" label="E-mail">
          <Input
            id="mother-email"
            value={profile.email}
            readOnly
            aria-describedby="mother-email-hint"
            className="bg-background text-muted"
          />
          <p id="mother-email-hint" className="text-sm text-muted">
            {ERRORS.email_read_only.message}
          </p>
        </Field>
        <Field id="mother-phone" label="Telefone" error={errorOf('phone')}>
          <Controller
            control={form.control}
            name="phone"
            render={({ field: { onChange, ...field } }) => (
              <PhoneInput
                id="mother-phone"
                {...errorProps('mother-phone', !!errorOf('phone'))}
                {...field}
                onValueChange={onChange}
              />
            )}
          />
        </Field>
        <Field id="mother-birth" label="Data de nascimento" error={errorOf('birthDate')}>
          <Input
            id="mother-birth"
            type="date"
            max={today}
            {...errorProps('mother-birth', !!errorOf('birthDate'))}
            {...form.register('birthDate')}
          />
        </Field>
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          Salvar dados
        </Button>
      </form>
    </Card>
  );
}
