import {
  DIAPERS,
  FEEDINGS,
  MAX_BOTTLE_ML,
  MAX_DOSE_LENGTH,
  MAX_MEDICINE_LENGTH,
  MILKS,
} from '@domain/agenda/event-details';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { DetailsDraft } from './details-draft';

/**
 * The optional details of the chosen type. A custom type has none; for a sleep, `stillSleeping`
 * (the add dialog's) replaces the end with a sleep timer started at the chosen time.
 */
export function EventDetailsFields({
  type,
  draft,
  onChange,
  stillSleeping,
}: {
  type: string;
  draft: DetailsDraft;
  onChange: (draft: DetailsDraft) => void;
  stillSleeping?: { value: boolean; onChange: (value: boolean) => void };
}) {
  const set = <K extends keyof DetailsDraft>(key: K, value: DetailsDraft[K]) => onChange({ ...draft, [key]: value });

  if (type === 'mamada')
    return (
      <div className="space-y-3">
        <ChoiceChips
          name="feeding"
          legend="Como foi (opcional)"
          options={FEEDINGS}
          value={draft.feeding}
          onChange={(v) => set('feeding', v)}
        />
        {draft.feeding === 'mamadeira' ? (
          <>
            <Field id="event-ml" label="Quantidade (ml)">
              <Input
                id="event-ml"
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_BOTTLE_ML}
                value={draft.bottleMl}
                onChange={(e) => set('bottleMl', e.target.value)}
              />
            </Field>
            <ChoiceChips
              name="milk"
              legend="Leite"
              options={MILKS}
              value={draft.milk}
              onChange={(v) => set('milk', v)}
            />
          </>
        ) : draft.feeding ? (
          <div className="grid grid-cols-2 gap-3">
            <Field id="event-left" label="Peito esquerdo (min)">
              <Input
                id="event-left"
                type="number"
                inputMode="numeric"
                min={0}
                value={draft.leftMinutes}
                onChange={(e) => set('leftMinutes', e.target.value)}
              />
            </Field>
            <Field id="event-right" label="Peito direito (min)">
              <Input
                id="event-right"
                type="number"
                inputMode="numeric"
                min={0}
                value={draft.rightMinutes}
                onChange={(e) => set('rightMinutes', e.target.value)}
              />
            </Field>
          </div>
        ) : null}
      </div>
    );

  if (type === 'sono')
    return (
      <div className="space-y-3">
        {stillSleeping && (
          <label className="flex min-h-11 items-center gap-3 text-sm font-bold">
            <input
              type="checkbox"
              checked={stillSleeping.value}
              onChange={(e) => stillSleeping.onChange(e.target.checked)}
              className="size-5 accent-primary"
            />
            Ainda dormindo (inicia o cronômetro do sono)
          </label>
        )}
        {!stillSleeping?.value && (
          <Field id="event-end" label="Acordou às (opcional)">
            <Input id="event-end" type="time" value={draft.endTime} onChange={(e) => set('endTime', e.target.value)} />
          </Field>
        )}
      </div>
    );

  if (type === 'fralda')
    return (
      <ChoiceChips
        name="diaper"
        legend="Como estava (opcional)"
        options={DIAPERS}
        value={draft.diaper}
        onChange={(v) => set('diaper', v)}
      />
    );

  if (type === 'remedio')
    return (
      <div className="grid grid-cols-2 gap-3">
        <Field id="event-medicine" label="Remédio">
          <Input
            id="event-medicine"
            maxLength={MAX_MEDICINE_LENGTH}
            value={draft.medicine}
            onChange={(e) => set('medicine', e.target.value)}
          />
        </Field>
        <Field id="event-dose" label="Dose dada">
          <Input
            id="event-dose"
            maxLength={MAX_DOSE_LENGTH}
            placeholder="5 gotas, 2,5 ml"
            value={draft.dose}
            onChange={(e) => set('dose', e.target.value)}
          />
        </Field>
      </div>
    );

  return null;
}
