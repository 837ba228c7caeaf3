import { toCalendarDate } from '@domain/age';
import { ERRORS } from '@domain/errors';
import { measurementInputSchema } from '@domain/growth/measurement.schema';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import type { Measurement } from '@/shared/growth/growth';
import { type MeasurementBody, useSaveMeasurement } from '../api/growth';

const POSITIONS = [
  { id: 'lying', label: 'Deitado' },
  { id: 'standing', label: 'Em pé' },
] as const;

type Draft = { measuredOn: string; weightKg: string; lengthCm: string; position: 'lying' | 'standing'; headCm: string };

const typed = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

function draftOf(measurement: Measurement | undefined, standingByAge: boolean): Draft {
  return {
    measuredOn: measurement?.measuredOn ?? toCalendarDate(new Date()),
    weightKg: typed(measurement?.weightKg ?? null),
    lengthCm: typed(measurement?.lengthCm ?? null),
    position: measurement?.position ?? (standingByAge ? 'standing' : 'lying'),
    headCm: typed(measurement?.headCm ?? null),
  };
}

/**
 * "Adicionar medida", or a measurement to change: any of weight, length or height and head, at
 * least one. A value far from the previous one is saved only after "Confira o valor".
 */
export function MeasurementDialog({
  measurement,
  birthDate,
  standingByAge,
  onClose,
}: {
  measurement?: Measurement;
  birthDate: string;
  standingByAge: boolean;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(measurement, standingByAge));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [unusual, setUnusual] = useState<MeasurementBody | null>(null);
  const save = useSaveMeasurement();
  const set = (key: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  const send = (body: MeasurementBody) =>
    save.mutate(
      { id: measurement?.id, body },
      {
        onSuccess: ({ queued }) => {
          if (queued) toast.success('Medida guardada: sem internet agora, será enviada quando a conexão voltar.');
          else toast.success(measurement ? 'Medida atualizada!' : 'Medida adicionada!');
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === ERRORS.measurement_unusual.code) return setUnusual(body);
          toast.error(messageFor(error, 'Não foi possível salvar a medida'));
        },
      },
    );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = measurementInputSchema(toCalendarDate(new Date())).safeParse({
      ...draft,
      position: draft.lengthCm.trim() ? draft.position : null,
    });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Draft] ??= issue.message;
      return setErrors(found);
    }
    if (parsed.data.measuredOn < birthDate)
      return setErrors({ measuredOn: 'A data da medida não pode ser antes do nascimento.' });
    setErrors({});
    const { babyId: _, ...body } = parsed.data;
    send(body);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto">
        <DialogTitle>{measurement ? 'Editar medida' : 'Adicionar medida'}</DialogTitle>
        <DialogDescription>Preencha o que foi medido: ao menos um dos valores.</DialogDescription>
        {unusual ? (
          <div className="mt-5 space-y-4" role="alertdialog" aria-labelledby="check-value-title">
            <p id="check-value-title" className="text-lg font-extrabold">
              Confira o valor
            </p>
            <p className="text-muted">
              Ele está muito longe da medida anterior do bebê. Confira se não faltou ou sobrou uma vírgula.
            </p>
            <Button size="lg" className="w-full" onClick={() => setUnusual(null)}>
              Corrigir
            </Button>
            <Button
              variant="ghost"
              className="w-full"
              disabled={save.isPending}
              onClick={() => send({ ...unusual, confirmed: true })}
            >
              Está certo, salvar
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="mt-5 space-y-4">
            <Field id="measured-on" label="Data" error={errors.measuredOn}>
              <Input
                id="measured-on"
                type="date"
                min={birthDate}
                max={toCalendarDate(new Date())}
                value={draft.measuredOn}
                onChange={set('measuredOn')}
              />
            </Field>
            <Field id="weight-kg" label="Peso (kg)" error={errors.weightKg}>
              <Input
                id="weight-kg"
                inputMode="decimal"
                placeholder="6,45"
                value={draft.weightKg}
                onChange={set('weightKg')}
              />
            </Field>
            <Field id="length-cm" label="Comprimento ou altura (cm)" error={errors.lengthCm}>
              <Input
                id="length-cm"
                inputMode="decimal"
                placeholder="63,5"
                value={draft.lengthCm}
                onChange={set('lengthCm')}
              />
            </Field>
            {draft.lengthCm.trim() && (
              <ChoiceChips
                name="position"
                legend="Como foi medido"
                options={POSITIONS}
                value={draft.position}
                onChange={(position) => position && setDraft((d) => ({ ...d, position }))}
              />
            )}
            <Field id="head-cm" label="Perímetro cefálico (cm)" error={errors.headCm}>
              <Input id="head-cm" inputMode="decimal" placeholder="41" value={draft.headCm} onChange={set('headCm')} />
            </Field>
            <Button type="submit" size="lg" className="w-full" disabled={save.isPending}>
              Salvar
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
