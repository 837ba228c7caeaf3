import { BookletEntrySchema } from '@domain/vaccines/vaccine-record.schema';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { type BookletList, useBookletListEntry, usePendingBookletEntries } from '../api/booklet';

const WORDS: Record<
  BookletList,
  { title: string; added: string; removed: string; placeholder: string; empty: string; noun: string }
> = {
  allergies: {
    title: 'Alergias',
    added: 'Alergia adicionada',
    removed: 'Alergia removida',
    placeholder: 'Ex.: proteína do leite de vaca',
    empty: 'Nenhuma alergia registrada.',
    noun: 'alergia',
  },
  'health-conditions': {
    title: 'Condições de saúde',
    added: 'Condição adicionada',
    removed: 'Condição removida',
    placeholder: 'Ex.: refluxo',
    empty: 'Nenhuma condição registrada.',
    noun: 'condição',
  },
};

export function ChipListCard({
  babyId,
  list,
  entries,
  canRemove,
}: {
  babyId: string;
  list: BookletList;
  entries: string[];
  /** A Responsável removes entries; a Cuidador(a) only adds them. */
  canRemove: boolean;
}) {
  const words = WORDS[list];
  const [value, setValue] = useState('');
  const { add, remove } = useBookletListEntry(babyId, list);
  const waiting = usePendingBookletEntries(babyId, list).filter((entry) => !entries.includes(entry));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = BookletEntrySchema.safeParse({ value });
    if (!parsed.success) return toast.error(parsed.error.issues[0]!.message);
    add.mutate(parsed.data.value, {
      onSuccess: ({ queued }) => {
        toast.success(
          queued ? `${words.added}: sem internet agora, será enviada quando a conexão voltar.` : words.added,
        );
        setValue('');
      },
      onError: (error) => toast.error(messageFor(error, `Não foi possível adicionar a ${words.noun}.`)),
    });
  };

  return (
    <Card>
      <h2 className="text-lg font-extrabold">{words.title}</h2>
      {entries.length === 0 && waiting.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{words.empty}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={words.title}>
          {entries.map((entry) => (
            <li
              key={entry}
              className={cn(
                'inline-flex min-h-11 items-center gap-1 rounded-full bg-primary-soft pl-4 font-bold text-primary-strong',
                canRemove ? 'pr-1' : 'pr-4',
              )}
            >
              {entry}
              {canRemove && (
                <button
                  type="button"
                  aria-label={`Remover ${entry}`}
                  className="flex size-9 items-center justify-center rounded-full hover:bg-white/60"
                  onClick={() =>
                    remove.mutate(entry, {
                      onSuccess: () => toast.success(words.removed),
                      onError: (error) => toast.error(messageFor(error, `Não foi possível remover a ${words.noun}.`)),
                    })
                  }
                >
                  <X className="size-4" aria-hidden />
                </button>
              )}
            </li>
          ))}
          {waiting.map((entry) => (
            <li
              key={`waiting-${entry}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-dashed border-primary/50 px-4 font-bold text-primary-strong"
            >
              {entry}
              <span className="text-xs font-extrabold text-accent">Pendente</span>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="mt-3 flex gap-2">
        <Input
          aria-label={`Nova ${words.noun}`}
          placeholder={words.placeholder}
          value={value}
          maxLength={60}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={add.isPending}>
          Adicionar
        </Button>
      </form>
    </Card>
  );
}
