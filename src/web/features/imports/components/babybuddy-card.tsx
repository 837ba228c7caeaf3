import { formatDate } from '@domain/format';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { api, unwrap } from '@/lib/api';

/**
 * Baby Buddy: its address and the API key from its user settings; the server reads every list.
 * An account with several children lists them first: she picks the one to bring, and on the
 * preview, the baby it goes to.
 */
export function BabyBuddyCard() {
  const navigate = useNavigate();
  const [address, setAddress] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [children, setChildren] = useState<{ id: number; name: string; birthDate: string }[] | null>(null);
  const read = useMutation({
    mutationFn: async (childId?: number) =>
      unwrap(api.imports.babybuddy.$post({ json: { address, apiKey, ...(childId ? { childId } : {}) } })),
    onSuccess: (answer) => {
      if ('import' in answer) navigate(`/perfil/importar/${answer.import.id}`);
      else setChildren(answer.children);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    read.mutate(undefined);
  };
  return (
    <Card className="space-y-3">
      <form className="space-y-3" onSubmit={submit}>
        <h2 className="text-lg font-extrabold">Baby Buddy</h2>
        <p className="text-sm text-muted">
          Informe o endereço do seu Baby Buddy e a chave de API que aparece em Configurações do usuário.
        </p>
        <Field id="babybuddy-address" label="Endereço do Baby Buddy">
          <Input
            id="babybuddy-address"
            type="url"
            inputMode="url"
            placeholder="https://babybuddy.minhacasa.com"
            value={address}
            onChange={(e) => {
              setAddress(e.target.value);
              setChildren(null);
            }}
            required
          />
        </Field>
        <Field id="babybuddy-key" label="Chave de API">
          <Input
            id="babybuddy-key"
            autoComplete="off"
            value={apiKey}
            onChange={(e) => {
              setApiKey(e.target.value);
              setChildren(null);
            }}
            required
          />
        </Field>
        {!children && (
          <Button type="submit" className="w-full" disabled={read.isPending}>
            {read.isPending ? 'Lendo o Baby Buddy…' : 'Ler meus registros'}
          </Button>
        )}
      </form>
      {children && (
        <section className="space-y-2" aria-labelledby="babybuddy-children">
          <h3 id="babybuddy-children" className="font-extrabold">
            Esta conta tem {children.length} crianças. De qual você quer trazer os registros?
          </h3>
          <ul className="space-y-2">
            {children.map((child) => (
              <li key={child.id}>
                <Button
                  variant="outline"
                  className="h-auto min-h-12 w-full flex-col items-start py-2"
                  disabled={read.isPending}
                  onClick={() => read.mutate(child.id)}
                >
                  <span className="font-bold">{child.name}</span>
                  <span className="text-sm font-normal text-muted">Nascimento: {formatDate(child.birthDate)}</span>
                </Button>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted">
            Depois você escolhe para qual bebê da Lumma vão os registros. Para trazer outra criança, volte aqui e
            escolha a outra.
          </p>
        </section>
      )}
      {read.error && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {read.error.message}
        </p>
      )}
    </Card>
  );
}
