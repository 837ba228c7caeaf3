import { Baby, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export function BabyCard({ name, age, photoUrl }: { name: string; age: string; photoUrl: string | null }) {
  return (
    <section
      aria-label="Seu bebê"
      className="flex items-center gap-4 rounded-[var(--radius-card)] bg-gradient-to-br from-primary-soft to-accent-soft p-5"
    >
      {photoUrl ? (
        <img
          src={photoUrl}
          alt={`Foto de ${name}`}
          className="size-16 rounded-full border-2 border-white object-cover"
        />
      ) : (
        <span className="flex size-16 items-center justify-center rounded-full bg-surface text-primary">
          <Baby className="size-8" aria-hidden />
        </span>
      )}
      <div>
        <p className="text-xl font-extrabold">{name}</p>
        <p className="font-semibold text-muted">{age}</p>
      </div>
    </section>
  );
}

export function NoBabyCard() {
  return (
    <Link
      to="/dados-bebe"
      className="flex items-center gap-4 rounded-[var(--radius-card)] border-2 border-dashed border-primary/40 bg-primary-faint p-5"
    >
      <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
        <Baby className="size-7" aria-hidden />
      </span>
      <span>
        <span className="block font-extrabold">Preencha os dados do seu bebê</span>
        <span className="text-sm text-muted">Assim a Lumma acompanha a idade, as vacinas e a alimentação certas.</span>
      </span>
      <ChevronRight className="ml-auto size-5 shrink-0 text-primary" aria-hidden />
    </Link>
  );
}
