import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useGiveConsent, useUnitByCode } from '../api/my-unit';
import { ConsentCard } from './consent-card';

/** The unit's code, then what it will and will never see, then her consent for this baby. */
export function LinkBabyForm({ babyId, babyName }: { babyId: string; babyName: string }) {
  const [code, setCode] = useState('');
  const lookup = useUnitByCode();
  const consent = useGiveConsent();
  const found = lookup.data;
  const inputId = `unit-code-${babyId}`;

  if (found)
    return (
      <ConsentCard
        unit={found.unit}
        consent={found.consent}
        babyName={babyName}
        pending={consent.isPending}
        onCancel={() => lookup.reset()}
        onConsent={() =>
          consent.mutate(
            { babyId, code, textVersion: found.consent.version },
            {
              onSuccess: () => toast.success(`${babyName} vinculado(a) à ${found.unit.name}`),
              onError: (error) => toast.error(messageFor(error, 'Não foi possível vincular')),
            },
          )
        }
      />
    );

  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        lookup.mutate(code);
      }}
    >
      <Field
        id={inputId}
        label="Código da unidade de saúde"
        error={lookup.error ? messageFor(lookup.error, 'Código não encontrado') : undefined}
      >
        <Input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="Ex.: K7QM-4XTP"
          autoCapitalize="characters"
          autoComplete="off"
          aria-invalid={lookup.isError}
        />
      </Field>
      <Button
        type="submit"
        variant="secondary"
        className="w-full"
        disabled={code.trim().length < 8 || lookup.isPending}
      >
        Ver o que a unidade vai ver
      </Button>
    </form>
  );
}
