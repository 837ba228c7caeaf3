import { errorMessage } from '@domain/errors';
import { formatDate } from '@domain/format';
import { proposeBaby, startsBeforeBirth } from '@domain/imports/baby-match';
import { CheckCircle2, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadError } from '@/components/ui/load-error';
import { Select } from '@/components/ui/select';
import { FormSkeleton } from '@/components/ui/skeleton';
import { UploadProgress } from '@/components/ui/upload-progress';
import { ApiError } from '@/lib/api';
import { useBabies } from '@/shared/babies/babies';
import {
  type DataImport,
  useConfirmImport,
  useImport,
  useRefreshAfterImport,
  useUndoImport,
} from '@/shared/imports/imports';
import { addedLabel, fromBabyBuddy, statusLabel } from './components/import-status';

/** One import: its preview to confirm, its progress, and "Desfazer importação". */
export default function ImportDetailPage() {
  const { id = '' } = useParams();
  const item = useImport(id);
  useRefreshWhenWritten(item.data?.status);
  if (item.isPending) return <FormSkeleton />;
  if (item.isError)
    return <LoadError message="Não foi possível carregar a importação" onRetry={() => item.refetch()} />;
  const data = item.data;
  return (
    <div className="space-y-4 pt-3">
      <header>
        <Link to="/perfil/importar" className="text-sm font-bold text-primary-strong">
          ← Importar de outro app
        </Link>
        <h1 className="mt-1 text-xl font-extrabold break-all">{data.fileName}</h1>
        <p className="text-muted">{statusLabel(data)}</p>
      </header>
      {data.status === 'reading' && (
        <Card>
          <UploadProgress
            percent={percentOf(data.written, data.total)}
            label={
              fromBabyBuddy(data)
                ? `Lendo o Baby Buddy: ${data.written.toLocaleString('pt-BR')} de ${data.total.toLocaleString('pt-BR')} registros…`
                : `Lendo o arquivo: ${data.written.toLocaleString('pt-BR')} de ${data.total.toLocaleString('pt-BR')} linhas…`
            }
          />
        </Card>
      )}
      {data.status === 'failed' && !data.confirmedAt ? (
        <Card className="space-y-3">
          <p role="alert" className="font-semibold text-danger">
            {data.error}
          </p>
          <Link to="/perfil/importar" className={buttonVariants({ variant: 'secondary', className: 'w-full' })}>
            {fromBabyBuddy(data) ? 'Tentar de novo' : 'Escolher outro arquivo'}
          </Link>
        </Card>
      ) : (
        data.status !== 'reading' && <FoundCard item={data} />
      )}
      {data.status === 'preview' && <ConfirmCard item={data} />}
      {data.status === 'running' && (
        <Card>
          <UploadProgress
            percent={percentOf(data.written, data.total)}
            label={`Importando ${data.written.toLocaleString('pt-BR')} de ${data.total.toLocaleString('pt-BR')}…`}
          />
        </Card>
      )}
      {(data.status === 'done' || (data.status === 'failed' && data.confirmedAt)) && <DoneCard item={data} />}
      {data.unread.length > 0 && <UnreadList item={data} />}
    </div>
  );
}

/** Rows written in the background reach the agenda and growth pages already open in this tab. */
function useRefreshWhenWritten(status: DataImport['status'] | undefined) {
  const refresh = useRefreshAfterImport();
  const last = useRef(status);
  useEffect(() => {
    if (last.current === 'running' && status !== 'running') void refresh();
    last.current = status;
  }, [status, refresh]);
}

const percentOf = (done: number, total: number) => (total ? Math.round((done / total) * 100) : 0);

function FoundCard({ item }: { item: DataImport }) {
  return (
    <Card className="space-y-2">
      <h2 className="text-lg font-extrabold">O que encontramos</h2>
      <p className="font-semibold">{item.summaryLine}</p>
      {item.summaryDetails.length > 0 && (
        <ul className="space-y-1 text-sm">
          {item.summaryDetails.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {item.summary.paraConferir > 0 && (
        <p className="text-sm text-muted">
          {item.summary.paraConferir} registros entram com uma parte nas observações: confira na lista abaixo.
        </p>
      )}
    </Card>
  );
}

function ConfirmCard({ item }: { item: DataImport }) {
  const babies = useBabies();
  const [picked, setPicked] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const confirm = useConfirmImport(item.id);
  const list = babies.data ?? [];
  const child = item.summary.child ?? null;
  const firstDay = item.summary.firstDay ?? null;
  // Never simply her first baby: another child's log went into it without a word.
  const chosen = picked ?? proposeBaby(child, list) ?? '';
  const baby = list.find((one) => one.id === chosen);
  const beforeBirth = !!baby && startsBeforeBirth(firstDay, baby.birthDate);
  const refusedBeforeBirth = confirm.error instanceof ApiError && confirm.error.code === 'import_before_birth';
  const send = (anyway: boolean) => confirm.mutate({ babyId: chosen, beforeBirth: anyway });
  const chooseAnother = () => {
    setAsking(false);
    confirm.reset();
    select.current?.focus();
  };
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-extrabold">De qual bebê são estes registros?</h2>
      {child && (
        <p className="text-sm font-semibold">
          Registros de {child.name} (nascimento: {formatDate(child.birthDate)})
        </p>
      )}
      <Select
        ref={select}
        aria-label="Bebê"
        value={chosen}
        onChange={(e) => {
          setPicked(e.target.value);
          setAsking(false);
          confirm.reset();
        }}
      >
        {chosen === '' && (
          <option value="" disabled>
            Escolha o bebê
          </option>
        )}
        {list.map((one) => (
          <option key={one.id} value={one.id}>
            {one.name}
          </option>
        ))}
      </Select>
      <p className="text-sm text-muted">
        {fromBabyBuddy(item)
          ? 'Os horários ficam no fuso do seu perfil. Importar de novo a mesma criança do Baby Buddy não repete nada.'
          : 'Os horários ficam no fuso do seu perfil. Importar o mesmo arquivo de novo não repete nada.'}
      </p>
      {child && chosen === '' && (
        <Link
          to={`/dados-bebe?${new URLSearchParams({ novo: '1', nome: child.name, nascimento: child.birthDate, importacao: item.id })}`}
          className={buttonVariants({ variant: 'secondary', className: 'w-full' })}
        >
          Cadastrar {child.name} como novo bebê
        </Link>
      )}
      {(asking || refusedBeforeBirth) && baby && firstDay ? (
        <div role="alert" className="space-y-3 rounded-xl bg-primary-faint p-3">
          <p className="font-semibold">{errorMessage('import_before_birth', firstDay, baby.name, baby.birthDate)}</p>
          <Button className="w-full" disabled={confirm.isPending} onClick={() => send(true)}>
            Importar mesmo assim
          </Button>
          <Button variant="outline" className="w-full" onClick={chooseAnother}>
            Escolher outro bebê
          </Button>
        </div>
      ) : (
        <Button
          className="w-full"
          disabled={!chosen || confirm.isPending}
          onClick={() => (beforeBirth ? setAsking(true) : send(false))}
        >
          Importar
        </Button>
      )}
      {confirm.error && !refusedBeforeBirth && <ErrorAlert>{confirm.error.message}</ErrorAlert>}
    </Card>
  );
}

function DoneCard({ item }: { item: DataImport }) {
  const [asking, setAsking] = useState(false);
  const undo = useUndoImport(item.id);
  return (
    <Card className="space-y-3">
      <p className="flex items-center gap-2 font-bold">
        <CheckCircle2 className="size-5 shrink-0 text-accent" aria-hidden />
        {item.status === 'done' ? 'Importação concluída' : 'A importação parou no meio'}: {addedLabel(item)}
      </p>
      <Link to="/agenda" className={buttonVariants({ variant: 'secondary', className: 'w-full' })}>
        Ver na agenda
      </Link>
      {item.canUndo && item.added > 0 && item.undoUntil && (
        <>
          <Button variant="outline" className="w-full" onClick={() => setAsking(true)}>
            <Undo2 /> Desfazer importação
          </Button>
          <p className="text-center text-sm text-muted">Possível até {formatDate(item.undoUntil.slice(0, 10))}.</p>
        </>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Desfazer importação?"
        description={`Os ${item.added.toLocaleString('pt-BR')} registros que esta importação adicionou serão excluídos. O que você registrou na Lumma fica${item.updated > 0 ? ', e os registros que ela atualizou ficam como estão' : ''}.`}
        confirmLabel="Desfazer importação"
        pending={undo.isPending}
        onConfirm={() => undo.mutate(undefined, { onSettled: () => setAsking(false) })}
      />
    </Card>
  );
}

function UnreadList({ item }: { item: DataImport }) {
  return (
    <Card className="space-y-2">
      <h2 className="text-lg font-extrabold">
        {fromBabyBuddy(item) ? 'Registros para conferir' : 'Linhas para conferir'}
      </h2>
      <ul className="space-y-2 text-sm">
        {item.unread.map((row) => (
          // A row can be listed twice: read with a part to check, then kept as she edited it.
          <li key={`${row.line}:${row.reason}`} className="rounded-xl bg-primary-faint p-2">
            {/* A Baby Buddy's row has no line: its kind and number there ("Mamada #12") name it. */}
            <p className="font-bold">
              {fromBabyBuddy(item) ? row.text : `Linha ${row.line}`}: {row.reason}
              {row.imported ? '' : ' (não importada)'}
            </p>
            {!fromBabyBuddy(item) && <p className="break-all text-muted">{row.text}</p>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
