import { HeartHandshake } from 'lucide-react';

export function WelcomeBanner() {
  return (
    <section className="flex gap-4 rounded-[var(--radius-card)] bg-gradient-to-br from-primary-soft to-accent-soft p-5">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-surface text-primary-strong shadow-sm">
        <HeartHandshake className="size-6" aria-hidden />
      </span>
      <div>
        <h1 className="text-xl font-extrabold">Comunidade de Mães</h1>
        <p className="mt-1 text-sm text-ink/80">
          Um lugar para trocar experiências, tirar dúvidas e se apoiar. Seja gentil: toda mensagem passa pela nossa
          moderação.
        </p>
      </div>
    </section>
  );
}
