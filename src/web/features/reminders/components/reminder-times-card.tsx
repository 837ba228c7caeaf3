import { type ReminderSettings, ReminderSettingsSchema } from '@domain/reminders/reminder-settings.schema';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useSaveReminderSettings } from '../api/reminders';

/** Quiet hours (only the medicines she scheduled ring then) and the hour of the day's reminders. */
export function ReminderTimesCard({ saved }: { saved: ReminderSettings }) {
  const [values, setValues] = useState(saved);
  const save = useSaveReminderSettings();
  const changed = (Object.keys(values) as (keyof ReminderSettings)[]).some((k) => values[k] !== saved[k]);
  const set = (key: keyof ReminderSettings) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ReminderSettingsSchema.safeParse(values);
    if (!parsed.success) return toast.error(parsed.error.issues[0]!.message);
    save.mutate(parsed.data, {
      onSuccess: () => toast.success('Horários salvos!'),
      onError: (error) => toast.error(messageFor(error, 'Não foi possível salvar os horários')),
    });
  };

  return (
    <Card className="p-4">
      <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="times-title">
        <div>
          <h2 id="times-title" className="font-bold">
            Horários
          </h2>
          <p className="text-sm text-muted">No horário de silêncio, só tocam os remédios que você agendou.</p>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Field id="quiet-start" label="Silêncio das">
            <Input id="quiet-start" type="time" value={values.quietStart} onChange={set('quietStart')} />
          </Field>
          <Field id="quiet-end" label="Até as">
            <Input id="quiet-end" type="time" value={values.quietEnd} onChange={set('quietEnd')} />
          </Field>
        </div>
        <Field id="daily-time" label="Lembretes do dia (vacinas, marcos) às">
          <Input id="daily-time" type="time" value={values.dailyTime} onChange={set('dailyTime')} />
        </Field>
        <Button type="submit" variant="outline" className="w-full" disabled={!changed || save.isPending}>
          Salvar horários
        </Button>
      </form>
    </Card>
  );
}
