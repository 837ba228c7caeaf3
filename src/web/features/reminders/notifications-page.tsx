import { useState } from 'react';
import { NOTIFICATION_KEYS, type NotificationKey, type NotificationPreferences } from '@domain/profile/profile.schema';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast';
import { useNotificationPreferences, useSaveNotificationPreferences } from './api/notification-preferences';

const LABELS: Record<NotificationKey, { title: string; hint: string }> = {
  vaccines: { title: 'Vacinas', hint: 'Aviso das próximas doses' },
  appointments: { title: 'Consultas', hint: 'Consultas e compromissos' },
  feeding: { title: 'Alimentação', hint: 'Mamadas e refeições' },
  sleep: { title: 'Sono', hint: 'Horários de soneca' },
  diaper: { title: 'Fraldas', hint: 'Lembrete de troca' },
  medication: { title: 'Remédios', hint: 'Horários dos medicamentos' },
  growth: { title: 'Crescimento', hint: 'Marcos do desenvolvimento e medidas' },
  tips: { title: 'Dicas', hint: 'Conteúdos e dicas da Lu' },
};

export default function NotificationsPage() {
  const preferences = useNotificationPreferences();
  if (preferences.isPending) return <FormSkeleton rows={8} />;
  if (preferences.isError) {
    return <LoadError message="Não foi possível carregar as notificações" onRetry={() => preferences.refetch()} />;
  }
  return <PreferencesForm saved={preferences.data} />;
}

function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const [values, setValues] = useState(saved);
  const save = useSaveNotificationPreferences();
  const changed = NOTIFICATION_KEYS.some((key) => values[key] !== saved[key]);

  return (
    <div className="space-y-5 pt-3">
      <div>
        <h1 className="text-2xl font-extrabold">Notificações</h1>
        <p className="text-muted">Escolha os lembretes que você quer receber.</p>
      </div>
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
