import { matchesSearch } from '@domain/feeding/feeding-guide';
import { SAVED_TIPS_LISTED } from '@domain/feeding/saved-tips';
import { formatDate } from '@domain/format';
import { Lightbulb, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useDeleteTip, useSavedTips } from '../api/feeding';

const CATEGORY: Record<string, string> = { alimentacao: 'Alimentação' };

export function SavedTips({ search }: { search: string }) {
  const tips = useSavedTips();
  const remove = useDeleteTip();
  if (tips.isPending) return <Skeleton className="h-24" />;
  if (tips.isError) return <LoadError message="Não foi possível carregar os dados" onRetry={() => tips.refetch()} />;
  if (tips.data.tips.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center">
        <Lightbulb className="size-10 text-amber-500" aria-hidden />
        <p className="font-bold">Você ainda não salvou nenhuma dica.</p>
        <p className="max-w-xs text-sm text-muted">
          Na conversa com a Lu, toque em “Salvar dica” numa resposta para guardá-la aqui.
        </p>
      </div>
    );
  }
  const shown = tips.data.tips.filter((t) => matchesSearch(search, t.content));
  return (
    <>
      <ul className="space-y-3">
        {shown.map((tip) => (
          <li key={tip.id} className="rounded-2xl border border-line bg-surface p-3">
            <div className="flex items-center gap-2 text-xs font-bold text-muted">
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
                {CATEGORY[tip.category] ?? tip.category}
              </span>
              <span>{formatDate(new Date(tip.createdAt))}</span>
              <Button
                variant="ghost"
                size="icon"
                className="ml-auto"
                aria-label="Remover dica"
                onClick={() =>
                  remove.mutate(tip.id, {
                    onSuccess: () => toast.success('Dica removida'),
                    onError: () => toast.error('Não foi possível remover a dica.'),
                  })
                }
              >
                <Trash2 className="text-muted" />
              </Button>
            </div>
            <p className="mt-1 whitespace-pre-line text-sm">{tip.content}</p>
          </li>
        ))}
      </ul>
      {tips.data.olderNotShown && (
        <p className="mt-3 text-sm text-muted">
          Aqui aparecem as {SAVED_TIPS_LISTED} dicas salvas mais recentes. As mais antigas estão em “Baixar meus dados”,
          no Perfil.
        </p>
      )}
    </>
  );
}
