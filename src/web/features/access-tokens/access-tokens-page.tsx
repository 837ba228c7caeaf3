import { SCOPE_LABELS } from '@domain/access-tokens/access-token';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { type AccessToken, useAccessTokens, useRevokeAccessToken } from '@/shared/access-tokens/access-tokens';
import { CreateTokenDialog } from './components/create-token-dialog';

const brDate = (iso: string) => new Date(iso).toLocaleDateString('pt-BR');

function lastUse(token: AccessToken) {
  return token.lastUsedAt ? `Usado em ${brDate(token.lastUsedAt)}` : 'Nunca usado';
}

/** Perfil → "Acesso por aplicativos": her personal access tokens, made, listed and revoked. */
export default function AccessTokensPage() {
  const tokens = useAccessTokens();
  const revoke = useRevokeAccessToken();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);

  if (tokens.isPending) return <FormSkeleton />;
  if (tokens.isError) return <LoadError message="Erro ao carregar os acessos" onRetry={() => tokens.refetch()} />;

  return (
    <div className="space-y-4 pt-3">
      <h1 className="text-xl font-extrabold">Acesso por aplicativos</h1>
      <p className="text-sm text-muted">
        Tokens para outras ferramentas da família usarem a{' '}
        <a href="/api/docs" className="font-bold text-primary-strong underline">
          API do Lumma
        </a>{' '}
        em seu nome: registrar uma mamada por um atalho, mostrar o dia num painel. Revogue quando não usar mais.
      </p>
      <Button className="w-full" onClick={() => setCreating(true)}>
        <Plus aria-hidden /> Novo acesso
      </Button>
      {tokens.data.length === 0 ? (
        <Card className="p-5 text-center text-sm text-muted">Nenhum acesso criado ainda.</Card>
      ) : (
        <Card className="p-2">
          <ul aria-label="Acessos" className="divide-y divide-line">
            {tokens.data.map((token) => (
              <li key={token.id} className="flex items-center gap-3 px-2 py-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-strong">
                  <KeyRound className="size-5" aria-hidden />
                </span>
                <div className="min-w-0 flex-1 text-sm">
                  <p className="truncate font-bold">{token.name}</p>
                  <p className="text-muted">
                    {SCOPE_LABELS[token.scope]} · {token.babyName ? `Só ${token.babyName}` : 'Todos os bebês'}
                  </p>
                  <p className="text-muted">
                    {lastUse(token)} · {token.expiresAt ? `Vale até ${brDate(token.expiresAt)}` : 'Sem validade'}
                  </p>
                </div>
                <Button variant="outline" size="sm" onClick={() => setRevoking(token)}>
                  Revogar
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <CreateTokenDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revogar acesso?"
        description={`"${revoking?.name}" deixa de funcionar na hora. O que ele já registrou continua na agenda.`}
        confirmLabel="Revogar"
        pending={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success('Acesso revogado');
              setRevoking(null);
            },
            onError: (error) => toast.error(messageFor(error, 'Não foi possível revogar o acesso')),
          })
        }
      />
    </div>
  );
}
