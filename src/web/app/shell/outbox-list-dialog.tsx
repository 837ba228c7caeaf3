import { labelOfType } from '@domain/agenda/event-types';
import { ERRORS } from '@domain/errors';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { OutboxEntry, OutboxKind } from '@/shared/outbox/outbox-store';
import { useDiscardOutboxEntry, useKeepMine, waitingText } from '@/shared/outbox/use-outbox';

/** What each waiting write is, in her words, and the screen where she can change it. */
const KINDS: Record<OutboxKind, { label: string; screen: (entry: OutboxEntry) => string }> = {
  'agenda-event': { label: 'Registro na agenda', screen: agendaDay },
  'agenda-edit': { label: 'Alteração na agenda', screen: agendaDay },
  'agenda-delete': { label: 'Remoção na agenda', screen: () => '/agenda' },
  'growth-measurement': { label: 'Medida de crescimento', screen: () => '/crescimento' },
  'milestone-mark': { label: 'Marco do desenvolvimento', screen: () => '/desenvolvimento' },
  'vaccine-dose': { label: 'Dose de vacina', screen: () => '/vacinas' },
  'custom-vaccine': { label: 'Vacina personalizada', screen: () => '/vacinas' },
  'booklet-entry': { label: 'Alergia ou condição', screen: () => '/relatorios' },
  'reminder-answer': { label: 'Resposta a um lembrete', screen: () => '/lembretes' },
  'chat-question': { label: 'Pergunta para a Lu', screen: () => '/ia-nutricionista' },
};

function agendaDay(entry: OutboxEntry) {
  const date = (entry.body as { date?: string } | undefined)?.date;
  return date ? `/agenda?dia=${date}` : '/agenda';
}

type AgendaVersion = { type?: string; title?: string | null; notes?: string | null; occurredAt?: string };

/** An agenda event in a line: what, when, and its notes. */
function agendaText(version: AgendaVersion | undefined) {
  if (!version?.occurredAt) return 'Removido';
  const at = new Date(version.occurredAt).toLocaleString('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const what = version.title ?? labelOfType(version.type ?? 'outro');
  return `${what} em ${at}${version.notes ? ` · ${version.notes}` : ''}`;
}

/**
 * Someone else changed the event after she saw it: both versions side by side, and her choice.
 * Nothing is overwritten until she picks hers.
 */
function ConflictChoice({ entry, userId, onDiscard }: { entry: OutboxEntry; userId: string; onDiscard: () => void }) {
  const keepMine = useKeepMine(userId);
  const removal = entry.kind === 'agenda-delete';
  const mine = removal ? 'Removido' : agendaText(entry.body as AgendaVersion);
  return (
    <section aria-label="Escolha a versão" className="mt-1 space-y-2">
      <p role="alert" className="text-danger">
        {entry.refusal?.message}
      </p>
      <div className="rounded-xl bg-accent/10 p-2">
        <p className="text-xs font-bold uppercase tracking-wide text-muted">A sua, feita neste aparelho</p>
        <p>{mine}</p>
      </div>
      <div className="rounded-xl bg-primary-faint p-2">
        <p className="text-xs font-bold uppercase tracking-wide text-muted">A que está salva agora</p>
        <p>{agendaText(entry.refusal?.current as AgendaVersion)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={keepMine.isPending} onClick={() => keepMine.mutate(entry)}>
          {removal ? 'Remover mesmo assim' : 'Ficar com a minha'}
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          {removal ? 'Manter o registro' : 'Ficar com a salva'}
        </Button>
      </div>
    </section>
  );
}

const timeOf = (entry: OutboxEntry) =>
  new Date(entry.queuedAt).toLocaleString('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * The list of writes waiting on the phone, where a write the server refused shows the server's
 * words and her choice: discard it, or edit it on its screen. Loaded when she opens it, so the
 * dialog's code is not in every page's first download.
 */
export default function OutboxListDialog({
  entries,
  userId,
  onOpenChange,
}: {
  entries: OutboxEntry[];
  userId: string;
  onOpenChange: (open: boolean) => void;
}) {
  const discard = useDiscardOutboxEntry();
  const navigate = useNavigate();
  const refused = entries.filter((entry) => entry.refusal).length;
  const waiting = entries.length - refused;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Registros não enviados</DialogTitle>
        <DialogDescription>
          {waiting > 0 ? `${waitingText(waiting)}. Eles são enviados sozinhos quando a internet voltar.` : ''}
          {refused > 0
            ? ` ${refused === 1 ? '1 registro não pôde' : `${refused} registros não puderam`} ser salvo${refused === 1 ? '' : 's'}: escolha o que fazer.`
            : ''}
        </DialogDescription>
        <ul className="mt-4 space-y-3">
          {entries.map((entry) => (
            <li key={entry.key} className="rounded-2xl border border-line p-3 text-sm">
              <p className="font-bold">
                {KINDS[entry.kind].label} <span className="font-normal text-muted">· {timeOf(entry)}</span>
              </p>
              {entry.refusal?.code === ERRORS.event_changed.code ? (
                <ConflictChoice entry={entry} userId={userId} onDiscard={() => discard.mutate(entry.key)} />
              ) : entry.refusal ? (
                <>
                  <p role="alert" className="mt-1 text-danger">
                    Não foi salvo: {entry.refusal.message}
                  </p>
                  <div className="mt-2 flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        onOpenChange(false);
                        navigate(KINDS[entry.kind].screen(entry));
                      }}
                    >
                      Editar
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      disabled={discard.isPending}
                      onClick={() => discard.mutate(entry.key)}
                    >
                      Descartar
                    </Button>
                  </div>
                </>
              ) : (
                <p className="mt-1 text-muted">Pendente: será enviado quando a conexão voltar</p>
              )}
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
