import { BUILT_IN_EVENT_TYPES, type CustomEventType } from '@domain/agenda/event-types';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';

interface Props {
  value: string;
  onChange: (id: string) => void;
  custom: CustomEventType[];
  onAdd: (label: string) => { problem?: { title: string; description?: string }; type?: CustomEventType };
  onRemove: (id: string) => void;
}

const chip = (selected: boolean) =>
  cn(
    'inline-flex min-h-11 items-center gap-1 rounded-full border px-4 text-sm font-bold',
    selected ? 'border-primary bg-primary text-white' : 'border-line bg-surface text-ink',
  );

export function TypePicker({ value, onChange, custom, onAdd, onRemove }: Props) {
  const [adding, setAdding] = useState(false);
  const [label, setLabel] = useState('');

  const add = () => {
    const result = onAdd(label);
    if (result.problem) return toast.error(result.problem.title, { description: result.problem.description });
    setLabel('');
    setAdding(false);
    onChange(result.type!.id);
  };

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold">Tipo</legend>
      <div role="radiogroup" aria-label="Tipo" className="flex flex-wrap gap-2">
        {BUILT_IN_EVENT_TYPES.map((t) => (
          // biome-ignore lint/a11y/useSemanticElements: chips like the custom ones, which hold a delete button beside them; role and aria-checked give radio semantics
          <button
            key={t.id}
            type="button"
            role="radio"
            aria-checked={value === t.id}
            className={chip(value === t.id)}
            onClick={() => onChange(t.id)}
          >
            {t.label}
          </button>
        ))}
        {custom.map((t) => (
          <span key={t.id} className={chip(value === t.id)}>
            {/* biome-ignore lint/a11y/useSemanticElements: a chip with a delete button beside it; role and aria-checked give radio semantics */}
            <button type="button" role="radio" aria-checked={value === t.id} onClick={() => onChange(t.id)}>
              {t.label}
            </button>
            <button
              type="button"
              aria-label={`Remover tipo ${t.label}`}
              className="-mr-2 flex size-7 items-center justify-center rounded-full hover:bg-black/10"
              onClick={() => {
                onRemove(t.id);
                if (value === t.id) onChange('mamada');
                toast.success('Tipo removido');
              }}
            >
              <X className="size-4" aria-hidden />
            </button>
          </span>
        ))}
        {!adding && (
          <button
            type="button"
            className={cn(chip(false), 'border-dashed text-primary-strong')}
            onClick={() => setAdding(true)}
          >
            <Plus className="size-4" aria-hidden /> Novo tipo
          </button>
        )}
      </div>
      {adding && (
        <div className="mt-3 flex gap-2">
          <Input
            autoFocus
            aria-label="Nome do novo tipo"
            placeholder="Ex.: Banho"
            value={label}
            maxLength={40}
            onChange={(e) => setLabel(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button variant="secondary" onClick={add}>
            Adicionar
          </Button>
        </div>
      )}
    </fieldset>
  );
}
