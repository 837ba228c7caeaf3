import { ACCESS_TOKEN_SCOPES, type AccessTokenScope, SCOPE_LABELS } from '@domain/access-tokens/access-token';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useCreateAccessToken } from '@/shared/access-tokens/access-tokens';
import { useBabies } from '@/shared/babies/babies';

const EXPIRIES = [
  { id: '30', label: '30 dias' },
  { id: '90', label: '90 dias' },
  { id: '365', label: '1 ano' },
  { id: 'never', label: 'Sem validade' },
] as const;
type Expiry = (typeof EXPIRIES)[number]['id'];

/** The token just made: shown this once, with a button to copy it. */
function NewToken({ token, onDone }: { token: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      toast.success('Token copiado!');
    } catch {
      toast.error('Não foi possível copiar. Toque e segure o token para copiar.');
    }
  };
  return (
    <div className="mt-4 space-y-3">
      <p className="rounded-2xl bg-primary-faint p-3 text-sm">
        Copie agora: <strong>este token aparece só desta vez.</strong> Guarde-o no aplicativo que vai usá-lo; o Lumma
        guarda apenas uma marca dele e não consegue mostrá-lo de novo.
      </p>
      <Input
        readOnly
        value={token}
        aria-label="Token de acesso"
        className="font-mono text-sm"
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="grid gap-2">
        <Button onClick={copy}>
          <Copy aria-hidden /> Copiar token
        </Button>
        <Button variant="outline" onClick={onDone}>
          Pronto
        </Button>
      </div>
    </div>
  );
}

/** "Novo acesso": a name, read or read and write, one baby or all, and how long it lasts. */
export function CreateTokenDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const babies = useBabies();
  const create = useCreateAccessToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<AccessTokenScope | ''>('leitura');
  const [babyId, setBabyId] = useState('');
  const [expiry, setExpiry] = useState<Expiry | ''>('90');
  const [error, setError] = useState<string>();
  const [token, setToken] = useState<string>();

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setName('');
      setToken(undefined);
      setError(undefined);
      create.reset();
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Dê um nome ao acesso');
    if (!scope) return setError('Escolha leitura ou leitura e escrita');
    if (!expiry) return setError('Escolha a validade');
    setError(undefined);
    create.mutate(
      {
        name: name.trim(),
        scope,
        babyId: babyId || null,
        expiresInDays: expiry === 'never' ? null : (Number(expiry) as 30 | 90 | 365),
      },
      {
        onSuccess: (created) => setToken(created.token),
        onError: (failure) => setError(messageFor(failure, 'Não foi possível criar o acesso')),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>{token ? 'Acesso criado' : 'Novo acesso'}</DialogTitle>
        <DialogDescription>
          {token
            ? 'Use-o no cabeçalho Authorization: Bearer das chamadas à API.'
            : 'Um token para um atalho do celular, um painel da casa ou uma planilha ler ou registrar no Lumma por você.'}
        </DialogDescription>
        {token ? (
          <NewToken token={token} onDone={() => close(false)} />
        ) : (
          <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
            <Field id="token-name" label="Nome">
              <Input
                id="token-name"
                value={name}
                maxLength={60}
                placeholder="Ex.: Atalho do iPhone"
                onChange={(e) => setName(e.target.value)}
              />
            </Field>
            <ChoiceChips
              name="token-scope"
              legend="Pode"
              options={ACCESS_TOKEN_SCOPES.map((id) => ({ id, label: SCOPE_LABELS[id] }))}
              value={scope}
              onChange={setScope}
            />
            <Field id="token-baby" label="Bebê">
              <Select id="token-baby" value={babyId} onChange={(e) => setBabyId(e.target.value)}>
                <option value="">Todos os bebês</option>
                {babies.data?.map((baby) => (
                  <option key={baby.id} value={baby.id}>
                    Só {baby.name}
                  </option>
                ))}
              </Select>
            </Field>
            <ChoiceChips name="token-expiry" legend="Validade" options={EXPIRIES} value={expiry} onChange={setExpiry} />
            {error && (
              <p role="alert" className="text-sm font-semibold text-danger">
                {error}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={create.isPending}>
              Criar acesso
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
