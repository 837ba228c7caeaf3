import { nextMilestones } from '@domain/development/milestones';
import { ChevronRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useDevelopment } from '@/shared/development/development';

/** "Próximos marcos": what to look for next in the active baby, from the Caderneta's milestones. */
export default function NextMilestones() {
  const development = useDevelopment();
  const data = development.data;
  if (!data?.age) return null;
  const marks = Object.fromEntries(data.marks.map((m) => [m.milestoneId, m.mark]));
  const next = nextMilestones(data.age.days, marks, 3);
  if (next.length === 0) return null;
  return (
    <section
      aria-labelledby="next-milestones"
      className="rounded-[var(--radius-card)] border border-line bg-surface p-4"
    >
      <h2 id="next-milestones" className="flex items-center gap-2 font-extrabold">
        <Sparkles className="size-5 text-primary" aria-hidden /> Próximos marcos
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {next.map((milestone) => (
          <li key={milestone.id}>{milestone.text}</li>
        ))}
      </ul>
      <Link to="/desenvolvimento" className="mt-3 inline-flex items-center gap-1 text-sm font-bold text-primary">
        Marcar o que o bebê já faz <ChevronRight className="size-4" aria-hidden />
      </Link>
    </section>
  );
}
