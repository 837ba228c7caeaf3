import { Star } from 'lucide-react';
import { TESTIMONIALS } from './content';

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-primary-faint py-14">
      <div className="mx-auto max-w-5xl px-4">
        <h2 id="testimonials-title" className="text-center text-2xl font-extrabold md:text-3xl">
          O que dizem as mães
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {TESTIMONIALS.map(({ name, role, text, rating }) => (
            <li key={name} className="rounded-[var(--radius-card)] bg-surface p-5 shadow-[var(--shadow-card)]">
              <figure>
                <div className="flex gap-0.5" role="img" aria-label={`${rating} de 5 estrelas`}>
                  {Array.from({ length: rating }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: identical stars that never reorder
                    <Star key={i} className="size-5 fill-amber-400 text-amber-400" aria-hidden />
                  ))}
                </div>
                <blockquote className="mt-3 text-ink">“{text}”</blockquote>
                <figcaption className="mt-4">
                  <span className="block font-extrabold">{name}</span>
                  <span className="text-sm text-muted">{role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
