import { ageInMonths, toCalendarDate } from '@domain/age';
import {
  type BabyFormValues,
  type BabyInput,
  BLOOD_TYPE_OPTIONS,
  babyInputSchema,
  HEIGHT_CM,
  WEIGHT_KG,
} from '@domain/baby/baby.schema';
import { GESTATIONAL_DAYS, GESTATIONAL_WEEKS } from '@domain/growth/measurement-limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorProps, firstError, messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import type { Baby } from '@/shared/babies/babies';
import { useSaveBaby, useUploadBabyPhoto } from '../api/babies';
import { BabyPhotoField } from './baby-photo-field';

const ORDER = [
  'name',
  'birthDate',
  'gender',
  'bloodType',
  'weight',
  'height',
  'gestationalWeeks',
  'gestationalDays',
] as const;

const toFormValues = (baby: Baby | null): BabyFormValues => ({
  name: baby?.name ?? '',
  birthDate: baby?.birthDate ?? '',
  gender: baby?.gender ?? '',
  bloodType: baby?.bloodType ?? '',
  weight: baby?.weight == null ? '' : String(baby.weight),
  height: baby?.height == null ? '' : String(baby.height),
  gestationalWeeks: baby?.gestationalWeeks == null ? '' : String(baby.gestationalWeeks),
  gestationalDays: baby?.gestationalWeeks == null || !baby.gestationalDays ? '' : String(baby.gestationalDays),
});

/**
 * `prefill`: a new baby's name and birth date known already (the child of a log she imports);
 * `returnTo`: where a new baby's registration goes back to (that import's preview).
 */
export function BabyForm({
  baby,
  prefill,
  returnTo,
}: {
  baby: Baby | null;
  prefill?: { name: string; birthDate: string } | undefined;
  returnTo?: string | undefined;
}) {
  const navigate = useNavigate();
  const today = toCalendarDate(new Date());
  const save = useSaveBaby();
  const [progress, setProgress] = useState(0);
  const uploadPhoto = useUploadBabyPhoto(setProgress);
  const [pendingPhoto, setPendingPhoto] = useState<Blob | null>(null);
  const form = useForm<BabyFormValues, unknown, BabyInput>({
    resolver: zodResolver(babyInputSchema(today)),
    defaultValues: { ...toFormValues(baby), ...(baby ? {} : prefill) },
    // Opened from the data kept on the phone (decision 048), the form takes the server's answer when
    // it arrives, keeping what she has already typed.
    values: baby ? toFormValues(baby) : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const shown = firstError(form.formState.errors, [...ORDER]);
  const errorOf = (field: (typeof ORDER)[number]) => (shown?.field === field ? shown.message : undefined);

  const sendPhoto = (id: string, jpeg: Blob) => {
    setProgress(0);
    return uploadPhoto.mutateAsync({ id, jpeg }).then(
      () => toast.success('Foto enviada com sucesso!'),
      (error) => toast.error(messageFor(error, 'Erro ao enviar foto')),
    );
  };

  const onSubmit = form.handleSubmit(async (input) => {
    let saved: Baby;
    try {
      saved = await save.mutateAsync({ id: baby?.id ?? null, input });
    } catch (error) {
      toast.error(messageFor(error, 'Erro ao salvar dados do bebê'));
      return;
    }
    if (baby) {
      toast.success('Dados do bebê atualizados com sucesso!');
      navigate('/perfil');
      return;
    }
    toast.success('Bebê cadastrado com sucesso!');
    if (pendingPhoto) await sendPhoto(saved.id, pendingPhoto);
    if (returnTo) {
      navigate(returnTo);
      return;
    }
    navigate(ageInMonths(saved.birthDate, today) >= 1 ? '/vacinas?onboarding=true' : '/perfil');
  });

  const busy = form.formState.isSubmitting || uploadPhoto.isPending;
  return (
    <Card>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <BabyPhotoField
          name={baby?.name ?? 'Bebê'}
          photoUrl={baby?.photoUrl ?? null}
          pending={pendingPhoto}
          uploading={uploadPhoto.isPending}
          progress={progress}
          onPicked={(jpeg) => (baby ? sendPhoto(baby.id, jpeg) : setPendingPhoto(jpeg))}
        />
        <Field id="baby-name" label="Nome" error={errorOf('name')}>
          <Input
            id="baby-name"
            autoComplete="off"
            {...errorProps('baby-name', !!errorOf('name'))}
            {...form.register('name')}
          />
        </Field>
        <Field id="baby-birth" label="Data de nascimento" error={errorOf('birthDate')}>
          <Input
            id="baby-birth"
            type="date"
            max={today}
            {...errorProps('baby-birth', !!errorOf('birthDate'))}
            {...form.register('birthDate')}
          />
        </Field>
        <div className="grid grid-cols-2 gap-3 [&>*:nth-child(-n+2)]:col-span-2 sm:[&>*:nth-child(-n+2)]:col-span-1">
          <Field id="baby-gender" label="Sexo" error={errorOf('gender')}>
            <Select id="baby-gender" {...form.register('gender')}>
              <option value="">Selecione</option>
              <option value="M">Masculino</option>
              <option value="F">Feminino</option>
            </Select>
          </Field>
          <Field id="baby-blood" label="Tipo sanguíneo" error={errorOf('bloodType')}>
            <Select id="baby-blood" {...form.register('bloodType')}>
              {BLOOD_TYPE_OPTIONS.map((o) => (
                <option key={o.label} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="baby-weight" label="Peso (kg)" error={errorOf('weight')}>
            <Input
              id="baby-weight"
              type="number"
              inputMode="decimal"
              step={WEIGHT_KG.step}
              min={WEIGHT_KG.min}
              {...errorProps('baby-weight', !!errorOf('weight'))}
              {...form.register('weight')}
            />
          </Field>
          <Field id="baby-height" label="Altura (cm)" error={errorOf('height')}>
            <Input
              id="baby-height"
              type="number"
              inputMode="decimal"
              step={HEIGHT_CM.step}
              min={HEIGHT_CM.min}
              {...errorProps('baby-height', !!errorOf('height'))}
              {...form.register('height')}
            />
          </Field>
        </div>
        {baby && (
          <p className="-mt-2 text-sm text-muted">
            Um peso ou uma altura novos entram como medida de hoje em{' '}
            <Link to="/crescimento" className="font-bold text-primary underline">
              Crescimento
            </Link>
            .
          </p>
        )}
        <fieldset className="space-y-1.5" aria-describedby="baby-weeks-hint">
          <legend className="text-sm font-bold text-ink">Idade gestacional ao nascer</legend>
          <div className="grid grid-cols-2 gap-4">
            <Field id="baby-weeks" label="Semanas" error={errorOf('gestationalWeeks')}>
              <Input
                id="baby-weeks"
                type="number"
                inputMode="numeric"
                step={1}
                min={GESTATIONAL_WEEKS.min}
                max={GESTATIONAL_WEEKS.max}
                placeholder="40"
                {...errorProps('baby-weeks', !!errorOf('gestationalWeeks'))}
                {...form.register('gestationalWeeks')}
              />
            </Field>
            <Field id="baby-days" label="+ dias" error={errorOf('gestationalDays')}>
              <Input
                id="baby-days"
                type="number"
                inputMode="numeric"
                step={1}
                min={GESTATIONAL_DAYS.min}
                max={GESTATIONAL_DAYS.max}
                placeholder="0"
                {...errorProps('baby-days', !!errorOf('gestationalDays'))}
                {...form.register('gestationalDays')}
              />
            </Field>
          </div>
          <p id="baby-weeks-hint" className="text-xs text-muted">
            Como está no papel da maternidade: 32 semanas + 4 dias. Abaixo de 37 semanas, o crescimento usa a curva para
            prematuros até 64 semanas de idade pós-menstrual e, depois, as curvas da OMS com a idade corrigida, até os 2
            anos.
          </p>
        </fieldset>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {baby ? 'Atualizar Dados' : 'Cadastrar Bebê'}
        </Button>
      </form>
    </Card>
  );
}
