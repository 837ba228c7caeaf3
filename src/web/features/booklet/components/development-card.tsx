import { withHeadCircumference } from '@domain/development/head-circumference';
import { bandsForAge, developmentAdvice, milestoneById } from '@domain/development/milestones';
import { formatDate } from '@domain/format';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDevelopment } from '@/shared/development/development';

/** The booklet's milestones: what to do now, and every milestone marked "Ainda não", with its date. */
export function DevelopmentCard({ babyId }: { babyId: string }) {
  const development = useDevelopment(babyId);
  const data = development.data;
  // A mark on a milestone the Caderneta's list no longer has (its question changed) is not shown.
  const notYet = (data?.marks ?? []).filter((m) => m.mark === 'nao' && milestoneById(m.milestoneId));
  const marks = Object.fromEntries((data?.marks ?? []).map((m) => [m.milestoneId, m.mark]));
  const advice =
    data?.age && withHeadCircumference(developmentAdvice({ ...bandsForAge(data.age.days), marks }), data.headZ);

  return (
    <Card>
      <h2 className="text-lg font-extrabold">Marcos do desenvolvimento</h2>
      {development.isPending ? (
        <Skeleton className="mt-3 h-20" />
      ) : development.isError ? (
        <p className="mt-2 text-sm text-danger">Não foi possível carregar os marcos.</p>
      ) : (
        <>
          {advice && <p className="mt-2 text-sm font-semibold">{advice.text}</p>}
          {notYet.length > 0 ? (
            <ul className="mt-2 space-y-1 text-sm" aria-label="Marcados como ainda não">
              {notYet.map((m) => (
                <li key={m.milestoneId}>
                  Ainda não: <span className="font-bold">{milestoneById(m.milestoneId)?.milestone.text}</span>
                  <span className="text-muted"> · {formatDate(m.markedOn)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted">Nenhum marco marcado como “Ainda não”.</p>
          )}
        </>
      )}
      <Link to="/desenvolvimento" className={buttonVariants({ variant: 'outline', className: 'mt-4 w-full' })}>
        Ver marcos
      </Link>
    </Card>
  );
}
