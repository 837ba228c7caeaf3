import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useDismissReports, useReports } from '../api/admin-moderation';
import type { PostTarget } from './moderation-actions';
import { PostModerationButtons } from './post-moderation-buttons';
import { PostRow } from './post-row';

export function ReportsTab({
  askDelete,
  askBlock,
}: {
  askDelete: (t: PostTarget) => void;
  askBlock: (t: PostTarget) => void;
}) {
  const reports = useReports();
  const dismiss = useDismissReports();
  if (reports.isPending) return <FormSkeleton rows={3} />;
  if (reports.isError)
    return <LoadError message="Não foi possível carregar as denúncias." onRetry={() => reports.refetch()} />;
  if (reports.data.length === 0) return <Card className="text-center text-muted">Nenhuma denúncia pendente.</Card>;
  return (
    <ul className="space-y-3">
      {reports.data.map((report) => {
        const target = { postId: report.post.id, authorId: report.post.authorId, authorName: report.post.authorName };
        return (
          <PostRow
            key={report.post.id}
            authorName={report.post.authorName}
            createdAt={report.post.createdAt}
            preview={report.post.preview}
            meta={
              <>
                <span className="mr-2 rounded-full bg-danger-soft px-2 py-0.5 text-xs font-bold text-danger">
                  {report.count} {report.count === 1 ? 'denúncia' : 'denúncias'}
                </span>
                {report.reasons.join(' · ')}
                {report.post.mediaCount > 0 &&
                  ` · ${report.post.mediaCount} ${report.post.mediaCount === 1 ? 'mídia' : 'mídias'}`}
              </>
            }
            actions={
              <>
                <PostModerationButtons target={target} askDelete={askDelete} askBlock={askBlock} />
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={dismiss.isPending}
                  onClick={() =>
                    dismiss.mutate(report.post.id, {
                      onSuccess: () => toast.success('Denúncias arquivadas: o post continua na comunidade'),
                      onError: (error) =>
                        toast.error(`Erro ao arquivar denúncias: ${messageFor(error, 'tente novamente.')}`),
                    })
                  }
                >
                  <Check aria-hidden />
                  Manter post
                </Button>
              </>
            }
          />
        );
      })}
    </ul>
  );
}
