import { NOTIFICATION_KEYS, type NotificationKey, type NotificationPreferences } from '@domain/profile/profile.schema';
import { NUDGE_AFTER_HOURS } from '@domain/reminders/reminder-kinds';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast';
import { useNotificationPreferences, useSaveNotificationPreferences } from './api/notification-preferences';
import { useReminderSettings } from './api/reminders';
import { ReminderTimesCard } from './components/reminder-times-card';
import { ThisDeviceCard } from './components/this-device-card';

const LABELS: Record<NotificationKey, { title: string; hint: string }> = {
  vaccines: { title: 'Vacinas', hint: 'No dia de cada dose, e de novo uma semana depois se faltar' },
  appointments: { title: 'Consultas', hint: 'Antes de cada consulta agendada' },
  feeding: { title: 'Alimentação', hint: `Aviso após ${NUDGE_AFTER_HOURS.feeding} horas sem mamada registrada` },
  sleep: {
    title: 'Sono',
    hint: `Avisar 15 min antes da janela da próxima soneca, e após ${NUDGE_AFTER_HOURS.sleep} horas sem sono registrado`,
  },
  diaper: { title: 'Fraldas', hint: `Aviso após ${NUDGE_AFTER_HOURS.diaper} horas sem troca registrada` },
  medication: { title: 'Remédios', hint: 'Cada dose dos remédios que você repetir' },
  growth: { title: 'Crescimento', hint: 'Marcos de cada mês e medidas depois da consulta' },
  tips: { title: 'Dicas', hint: 'Uma dica de alimentação por semana' },
};

export default function NotificationsPage() {
  const preferences = useNotificationPreferences();
  const reminders = useReminderSettings();
  if (preferences.isPending || reminders.isPending) return <FormSkeleton rows={8} />;
  if (preferences.isError || reminders.isError) {
    return (
      <LoadError
        message="Não foi possível carregar as notificações"
        onRetry={() => Promise.all([preferences.refetch(), reminders.refetch()])}
      />
    );
  }
  return (
    <div className="space-y-5 pt-3">
      <div>
        <h1 className="text-2xl font-extrabold">Notificações</h1>
        <p className="text-muted">Escolha os lembretes que você quer receber.</p>
      </div>
      <ThisDeviceCard publicKey={reminders.data.publicKey} devices={reminders.data.devices} />
      <PreferencesForm saved={preferences.data} />
      <ReminderTimesCard saved={reminders.data.settings} />
    </div>
  );
}

function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const [values, setValues] = useState(saved);
  const save = useSaveNotificationPreferences();
  const changed = NOTIFICATION_KEYS.some((key) => values[key] !== saved[key]);

  return (
    <div className="space-y-3">
      <Card className="p-2">
        <ul className="divide-y divide-line">
          {NOTIFICATION_KEYS.map((key) => (
            <li key={key} className="flex items-center gap-3 px-3 py-3">
              <div className="flex-1">
                <p id={`pref-${key}`} className="font-bold">
                  {LABELS[key].title}
                </p>
                <p id={`pref-${key}-hint`} className="text-sm text-muted">
                  {LABELS[key].hint}
                </p>
              </div>
              <Switch
                checked={values[key]}
                onCheckedChange={(checked) => setValues((v) => ({ ...v, [key]: checked }))}
                aria-labelledby={`pref-${key}`}
                aria-describedby={`pref-${key}-hint`}
              />
            </li>
          ))}
        </ul>
      </Card>
      <Button
        size="lg"
        className="w-full"
        disabled={!changed || save.isPending}
        onClick={() =>
          save.mutate(values, {
            onSuccess: () => toast.success('Preferências salvas!'),
            onError: () => toast.error('Não foi possível salvar as preferências.'),
          })
        }
      >
        Salvar preferências
      </Button>
    </div>
  );
}
