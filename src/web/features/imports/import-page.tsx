import { IMPORT_MAX_BYTES } from '@domain/imports/import-rows';
import { ChevronRight, FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { UploadProgress } from '@/components/ui/upload-progress';
import { ApiError } from '@/lib/api';
import { uploadHuckleberry, useImports } from '@/shared/imports/imports';
import { BabyBuddyCard } from './components/babybuddy-card';
import { statusLabel } from './components/import-status';

/** Importar de outro app: send a Huckleberry export and see the imports made before. */
export default function ImportPage() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const imports = useImports();

  async function send(file: File) {
    setError(null);
    if (file.size > IMPORT_MAX_BYTES) {
      setError(
        `O arquivo passa de ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Exporte um período menor e importe por partes.`,
      );
      return;
    }
    setPercent(0);
    try {
      const { import: preview } = await uploadHuckleberry(file, setPercent);
      navigate(`/perfil/importar/${preview.id}`);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Não foi possível enviar o arquivo');
      setPercent(null);
    }
  }

  return (
    <div className="space-y-4 pt-3">
      <header>
        <h1 className="text-xl font-extrabold">Importar de outro app</h1>
        <p className="text-muted">
          Traga os meses que você já registrou em outro aplicativo. Antes de salvar, mostramos o que entendemos do
          arquivo.
        </p>
      </header>
      <Card className="space-y-3">
        <h2 className="text-lg font-extrabold">Huckleberry</h2>
        <p className="text-sm text-muted">
          No Huckleberry, abra Configurações → Exportar dados e salve o arquivo (.csv ou .xlsx). Depois escolha o
          arquivo aqui.
        </p>
        <input
          ref={input}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label="Arquivo exportado do Huckleberry"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
        {percent === null ? (
          <Button className="w-full" onClick={() => input.current?.click()}>
            <FileUp /> Escolher arquivo
          </Button>
        ) : (
          <UploadProgress percent={percent} label="Enviando arquivo…" />
        )}
        {error && <ErrorAlert>{error}</ErrorAlert>}
      </Card>
      <BabyBuddyCard />
      {imports.data && imports.data.length > 0 && (
        <Card className="p-2">
          <h2 className="px-3 pt-2 text-lg font-extrabold">Importações</h2>
          <ul className="divide-y divide-line">
            {imports.data.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/perfil/importar/${item.id}`}
                  className="flex min-h-14 items-center gap-3 rounded-2xl px-3 py-2 hover:bg-primary-faint"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-bold">{item.fileName}</span>
                    <span className="block text-sm text-muted">{statusLabel(item)}</span>
                  </span>
                  <ChevronRight className="ml-auto size-5 shrink-0 text-muted" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
