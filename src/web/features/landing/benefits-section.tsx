import { CircleCheck } from 'lucide-react';
import { BENEFITS } from './content';

export function BenefitsSection() {
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-5xl px-4 py-14">
      <h2 id="benefits-title" className="text-2xl font-extrabold md:text-3xl">
        Por que as mães escolhem a Lumma
      </h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-start gap-3 rounded-2xl bg-accent-faint p-4 font-semibold">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
            {benefit}
          </li>
        ))}
      </ul>
    </section>
  );
}
