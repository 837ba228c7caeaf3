import { useId, useState } from 'react';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast';
import { PageTitle } from './components/page-title';

// As the spec says, these toggles are local: kept in this browser, they change nothing on the
// server, and the page says so.
const TOGGLES = [
  { key: 'email', label: 'Notificações por e-mail', initial: true },
  { key: 'backup', label: 'Backup diário automático', initial: true },
  { key: 'maintenance', label: 'Modo de manutenção', initial: false },
] as const;

const storageKey = (key: string) => `lumma:admin-setting:${key}`;

function SettingToggle({ settingKey, label, initial }: { settingKey: string; label: string; initial: boolean }) {
  const [on, setOn] = useState(() => {
    const saved = localStorage.getItem(storageKey(settingKey));
    return saved === null ? initial : saved === 'true';
  });
  const id = useId();
  return (
    <li className="flex min-h-14 items-center justify-between gap-4 py-2">
      <p id={id} className="font-bold">
        {label}
      </p>
      <Switch
        checked={on}
        aria-labelledby={id}
        onCheckedChange={(next) => {
          setOn(next);
          localStorage.setItem(storageKey(settingKey), String(next));
          toast.success('Configuração salva');
        }}
      />
    </li>
  );
}

export default function AdminSettingsPage() {
  return (
    <>
      <PageTitle title="Configurações" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <h2 className="text-lg font-extrabold">Aplicativo</h2>
          <dl className="mt-3 divide-y divide-line text-sm">
            <div className="flex justify-between py-2">
              <dt className="text-muted">Nome</dt>
              <dd className="font-bold">Lumma</dd>
            </div>
            <div className="flex justify-between py-2">
              <dt className="text-muted">Versão</dt>
              <dd className="font-bold">1.0.0</dd>
            </div>
            <div className="flex justify-between py-2">
              <dt className="text-muted">Ambiente</dt>
              <dd className="font-bold">Produção</dd>
            </div>
          </dl>
        </Card>
        <Card>
          <h2 className="text-lg font-extrabold">Preferências</h2>
          <p className="mt-1 text-sm text-muted">
            Ficam guardadas neste navegador. E-mail, backup e manutenção do servidor são configurados por quem hospeda o
            Lumma.
          </p>
          <ul className="mt-2 divide-y divide-line">
            {TOGGLES.map((t) => (
              <SettingToggle key={t.key} settingKey={t.key} label={t.label} initial={t.initial} />
            ))}
          </ul>
        </Card>
      </div>
    </>
  );
}
