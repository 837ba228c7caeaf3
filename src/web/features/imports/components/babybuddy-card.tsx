import { formatDate } from '@domain/format';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { api, unwrap } from '@/lib/api';

type Child = { id: number; name: string; birthDate: string };

/**
 * Baby Buddy: its address and the API key from its user settings; the server reads every list.
 * An account with several children lists them first: she picks the one to bring, and on the
 * preview, the baby it goes to.
 */
export function BabyBuddyCard() {
  const navigate = useNavigate();
  const [address, setAddress] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [children, setChildren] = useState<Child[] | null>(null);
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
          <PasswordInput
            id="babybuddy-key"
            noun="chave"
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
        <ChildPicker
          choices={children}
          reading={read.isPending ? children.find((child) => child.id === read.variables) : undefined}
          onPick={(childId) => read.mutate(childId)}
        />
      )}
      {read.error && <ErrorAlert>{read.error.message}</ErrorAlert>}
    </Card>
  );
}

/** The account's children, brought into view when they appear; the one picked says it is being read. */
function ChildPicker({
  choices,
  reading,
  onPick,
}: {
  choices: Child[];
  reading: Child | undefined;
  onPick: (childId: number) => void;
}) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);
  return (
    <section ref={section} className="space-y-2" aria-labelledby="babybuddy-children">
      <h3 id="babybuddy-children" className="font-extrabold">
        Esta conta tem {choices.length} crianças. De qual você quer trazer os registros?
      </h3>
      <ul className="space-y-2">
        {choices.map((child) => (
          <li key={child.id}>
            <Button
              variant="outline"
              className="h-auto min-h-12 w-full flex-col items-start py-2"
              disabled={reading !== undefined}
              onClick={() => onPick(child.id)}
            >
              <span className="font-bold">{child.name}</span>
              <span className="text-sm font-normal text-muted">
                {child === reading ? 'Lendo…' : `Nascimento: ${formatDate(child.birthDate)}`}
              </span>
            </Button>
          </li>
        ))}
      </ul>
      {reading && (
        <p role="status" className="text-sm font-bold text-primary-strong">
          Lendo os registros de {reading.name}…
        </p>
      )}
      <p className="text-sm text-muted">
        Depois você escolhe para qual bebê da Lumma vão os registros. Para trazer outra criança, volte aqui e escolha a
        outra.
      </p>
    </section>
  );
}
