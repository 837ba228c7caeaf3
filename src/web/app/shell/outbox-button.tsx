import { CloudUpload } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOutbox } from '@/shared/outbox/use-outbox';
import { useMe } from '@/shared/session/session';

const OutboxListDialog = lazy(() => import('./outbox-list-dialog'));

/** The header's count of writes waiting on the phone; it opens their list (outbox-list-dialog). */
export function OutboxButton() {
  const me = useMe();
  const userId = me.data?.user.id ?? '';
  const outbox = useOutbox(userId);
  const [open, setOpen] = useState(false);
  const entries = outbox.data ?? [];
  if (!me.data || entries.length === 0) return null;
  const refused = entries.filter((entry) => entry.refusal).length;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        onClick={() => setOpen(true)}
        aria-label={`Registros não enviados: ${entries.length}`}
        title="Registros não enviados"
      >
        <CloudUpload aria-hidden />
        <span
          aria-hidden
          className={`absolute right-1 top-1 flex min-w-5 items-center justify-center rounded-full px-1 text-xs font-extrabold text-white ${refused > 0 ? 'bg-danger' : 'bg-accent'}`}
        >
          {entries.length}
        </span>
      </Button>
      {open && (
        <Suspense>
          <OutboxListDialog entries={entries} userId={userId} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
