import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { api, unwrap } from '@/lib/api';

/** Baby Buddy: its address and the API key from its user settings; the server reads every list. */
export function BabyBuddyCard() {
  const navigate = useNavigate();
  const [address, setAddress] = useState('');
  const [apiKey, setApiKey] = useState('');
  const read = useMutation({
    mutationFn: async () => (await unwrap(api.imports.babybuddy.$post({ json: { address, apiKey } }))).import,
    onSuccess: (preview) => navigate(`/perfil/importar/${preview.id}`),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    read.mutate();
  };
  return (
    <Card>
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
            onChange={(e) => setAddress(e.target.value)}
            required
          />
        </Field>
        <Field id="babybuddy-key" label="Chave de API">
          <Input
            id="babybuddy-key"
            autoComplete="off"
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
            required
          />
        </Field>
        <Button type="submit" className="w-full" disabled={read.isPending}>
          {read.isPending ? 'Lendo o Baby Buddy…' : 'Ler meus registros'}
        </Button>
        {read.error && (
          <p role="alert" className="text-sm font-semibold text-danger">
            {read.error.message}
          </p>
        )}
      </form>
    </Card>
  );
}
