import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { type PostReport, useDismissReports, useReports } from '../api/admin-moderation';
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
  if (reports.data.length === 0)
    return <Card className="text-center text-muted">Nenhuma denúncia nem possível crise pendente.</Card>;
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
                {report.possibleCrisis && <PossibleCrisis flag={report.possibleCrisis} />}
                {report.count > 0 && (
                  <span className="mr-2 rounded-full bg-danger-soft px-2 py-0.5 text-xs font-bold text-danger">
                    {report.count} {report.count === 1 ? 'denúncia' : 'denúncias'}
                  </span>
                )}
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

/** Only moderators see it: the words of a crisis or an emergency, and whose they are, in the post or a comment. */
function PossibleCrisis({ flag }: { flag: NonNullable<PostReport['possibleCrisis']> }) {
  return (
    <div className="mb-2 rounded-xl border border-red-200 bg-red-50 p-2 text-red-950">
      <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">Possível crise</span>
      <p className="mt-1 text-xs">
        {flag.writtenIn === 'post' ? 'No post' : 'Em um comentário'} de {flag.authorName}:
      </p>
      <p className="mt-1 whitespace-pre-line break-words">{flag.preview}</p>
    </div>
  );
}
