import { BellRing, Smartphone, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { PushUnavailableError, pushSupported } from '@/shared/reminders/push-device';
import { useEnableThisDevice, useRemoveDevice } from '../api/reminders';

type Device = { id: string; device: string; createdAt: string };

const isIphone = () => /iPhone|iPad/.test(navigator.userAgent);
const installed = () => window.matchMedia('(display-mode: standalone)').matches;

/** "Ativar notificações neste aparelho" and the devices that already receive them. */
export function ThisDeviceCard({ publicKey, devices }: { publicKey: string; devices: Device[] }) {
  const enable = useEnableThisDevice();
  const remove = useRemoveDevice();
  const needsInstall = isIphone() && !installed();

  return (
    <Card className="space-y-4 p-4">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <BellRing className="size-5" aria-hidden />
        </span>
        <div className="flex-1">
          <h2 className="font-bold">Notificações no celular</h2>
          <p className="text-sm text-muted">
            Os lembretes chegam mesmo com o app fechado. Sem isso, eles ficam no sino do app
            {devices.length === 0 ? ' e vão por e-mail quando o servidor envia e-mails' : ''}.
          </p>
        </div>
      </div>
      {needsInstall ? (
        <p className="rounded-2xl bg-primary-faint p-3 text-sm">
          No iPhone, as notificações só funcionam com o Lumma instalado na tela de início. Toque em{' '}
          <strong>Instalar app</strong>, no alto da tela, para ver como; depois abra o Lumma pelo ícone e ative aqui.
        </p>
      ) : (
        <Button
          className="w-full"
          disabled={enable.isPending || !pushSupported()}
          onClick={() =>
            enable.mutate(publicKey, {
              onSuccess: () => toast.success('Notificações ativadas neste aparelho!'),
              onError: (error) =>
                toast.error(
                  error instanceof PushUnavailableError
                    ? error.message
                    : messageFor(error, 'Não foi possível ativar as notificações'),
                ),
            })
          }
        >
          Ativar notificações neste aparelho
        </Button>
      )}
      {devices.length > 0 && (
        <ul aria-label="Aparelhos" className="divide-y divide-line rounded-2xl border border-line">
          {devices.map((device) => (
            <li key={device.id} className="flex items-center gap-3 px-3 py-2">
              <Smartphone className="size-5 text-muted" aria-hidden />
              <span className="flex-1 font-semibold">{device.device}</span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remover ${device.device}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(device.id, {
                    onSuccess: () => toast.success('Aparelho removido'),
                    onError: (error) => toast.error(messageFor(error, 'Não foi possível remover o aparelho')),
                  })
                }
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
