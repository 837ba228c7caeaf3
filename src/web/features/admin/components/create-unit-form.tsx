import type { HealthUnitInput } from '@domain/health-units/health-unit';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useCreateUnit } from '../api/admin-units';

const EMPTY: HealthUnitInput = { name: '', cnes: '', municipality: '', address: '', openingHours: '' };
const FIELDS: [keyof HealthUnitInput, string][] = [
  ['name', 'Nome da unidade'],
  ['cnes', 'CNES (opcional)'],
  ['municipality', 'Município'],
  ['address', 'Endereço'],
  ['openingHours', 'Horário de funcionamento'],
];

/** "Nova unidade": the server validates with the shared schema and answers its pt-BR words. */
export function CreateUnitForm() {
  const [unit, setUnit] = useState<HealthUnitInput>(EMPTY);
  const create = useCreateUnit();
  return (
    <Card className="p-5">
      <h2 className="mb-3 font-extrabold">Nova unidade</h2>
      <form
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(unit, {
            onSuccess: () => {
              toast.success('Unidade criada');
              setUnit(EMPTY);
            },
            onError: (error) => toast.error(messageFor(error, 'Não foi possível criar a unidade')),
          });
        }}
      >
        {FIELDS.map(([key, label]) => (
          <Field key={key} id={`unit-${key}`} label={label}>
            <Input
              id={`unit-${key}`}
              value={unit[key] ?? ''}
              onChange={(e) => setUnit({ ...unit, [key]: e.target.value })}
            />
          </Field>
        ))}
        <div className="flex items-end">
          <Button type="submit" className="w-full" disabled={create.isPending}>
            Criar unidade
          </Button>
        </div>
      </form>
    </Card>
  );
}
