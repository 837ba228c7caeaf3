import { BellOff, Clock } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import {
  type NotificationItem,
  useAnswerDose,
  useMarkAllRead,
  useNotifications,
  usePendingDoseAnswers,
} from './api/reminders';

const atFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

// Asked for after sign-in, so the screen opens offline even if she never opened it (decision 048).
export { prefetchForOffline } from './api/prefetch-for-offline';

/** "Notificações": every reminder sent to her, and those missed, newest first. Opening it reads them. */
export default function RemindersListPage() {
  const list = useNotifications();
  const markRead = useMarkAllRead();
  const unread = list.data?.pages[0]?.unread ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the list shows what was unread
  useEffect(() => {
    if (unread > 0) markRead.mutate();
  }, [unread]);

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-4 pt-3">
      <div className="flex items-end gap-2">
        <h1 className="flex-1 text-2xl font-extrabold">Notificações</h1>
        <Link to="/notificacoes" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Configurar
        </Link>
      </div>
      {list.isPending ? (
        <div role="status" aria-label="Carregando" className="space-y-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : list.isError ? (
        <LoadError message="Não foi possível carregar as notificações" onRetry={() => list.refetch()} />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-12 text-center text-muted">
          <BellOff className="size-10" aria-hidden />
          <p className="font-semibold">Nenhuma notificação ainda.</p>
          <p className="text-sm">Os lembretes de vacinas, consultas e remédios aparecem aqui.</p>
        </div>
      ) : (
        <>
          <ul aria-label="Notificações" className="space-y-2">
            {items.map((item) => (
              <NotificationRow key={item.id} item={item} fresh={unread > 0 && item.readAt === null} />
            ))}
          </ul>
          {list.hasNextPage && (
            <Button
              variant="outline"
              className="w-full"
              disabled={list.isFetchingNextPage}
              onClick={() => list.fetchNextPage()}
            >
              Ver mais
            </Button>
          )}
        </>
      )}
    </div>
  );
}

function NotificationRow({ item, fresh }: { item: NotificationItem; fresh: boolean }) {
  const answer = useAnswerDose();
  const waiting = usePendingDoseAnswers().get(item.id);
  const missed = item.status === 'missed';
  const respond = (value: 'given' | 'skipped') =>
    answer.mutate(
      { id: item.id, answer: value },
      {
        onSuccess: ({ queued }) =>
          toast.success(
            queued
              ? 'Resposta guardada: sem internet agora, será enviada quando a conexão voltar.'
              : value === 'given'
                ? 'Dose registrada na agenda!'
                : 'Dose pulada',
          ),
        onError: (error) => toast.error(messageFor(error, 'Não foi possível responder a dose')),
      },
    );
  return (
    <li
      className={cn('rounded-2xl border p-3', fresh ? 'border-accent bg-accent-faint' : 'border-line bg-surface')}
      aria-label={item.title}
    >
      <Link to={item.url} className="block rounded-xl">
        <p className="font-bold">{item.title}</p>
        <p className="text-sm">{item.body}</p>
        <p className="mt-1 flex items-center gap-1 text-xs text-muted">
          <Clock className="size-3.5" aria-hidden />
          {atFormat.format(new Date(item.at))}
          {missed && ' · perdido enquanto o app estava fora do ar'}
        </p>
      </Link>
      {item.kind === 'medicine' &&
        (waiting && !item.answer ? (
          <p className="mt-2 text-sm font-bold text-accent">
            {waiting === 'given' ? 'Dose dada' : 'Dose pulada'} · Pendente: será enviado quando a conexão voltar
          </p>
        ) : item.answer ? (
          <p className="mt-2 text-sm font-bold text-muted">{item.answer === 'given' ? 'Dose dada' : 'Dose pulada'}</p>
        ) : (
          <div className="mt-2 flex gap-2">
            <Button size="sm" disabled={answer.isPending} onClick={() => respond('given')}>
              Dei agora
            </Button>
            <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => respond('skipped')}>
              Pular
            </Button>
          </div>
        ))}
    </li>
  );
}
