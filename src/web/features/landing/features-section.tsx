import { FEATURES } from './content';

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="bg-surface py-14">
      <div className="mx-auto max-w-5xl px-4">
        <h2 id="features-title" className="text-center text-2xl font-extrabold md:text-3xl">
          Tudo o que você precisa nos primeiros anos
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-[var(--radius-card)] border border-line bg-background p-5">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-strong">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-extrabold">{title}</h3>
              <p className="mt-1 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
