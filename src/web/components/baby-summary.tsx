import { ageText, toCalendarDate } from '@domain/age';
import { genderLabel } from '@domain/baby/baby.schema';
import { formatDate } from '@domain/format';
import type { Baby } from '@/shared/babies/babies';

const decimal = (n: number, digits: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: digits });

/** The baby's registration as text: the booklet's first card, and what a Cuidador(a) reads in place of the form. */
export function BabySummary({ baby }: { baby: Baby }) {
  const rows: [string, string][] = [
    ['Idade', ageText(baby.birthDate, toCalendarDate(new Date()))],
    ['Nascimento', formatDate(baby.birthDate)],
    ['Sexo', baby.gender ? genderLabel(baby.gender) : 'Não informado'],
    ['Peso', baby.weight == null ? 'Não informado' : `${decimal(baby.weight, 2)} kg`],
    ['Altura', baby.height == null ? 'Não informada' : `${decimal(baby.height, 1)} cm`],
    ['Tipo sanguíneo', baby.bloodType ?? 'Não sei informar'],
  ];
  return (
    <>
      <div className="flex items-center gap-3">
        {baby.photoUrl && (
          <img src={baby.photoUrl} alt={`Foto de ${baby.name}`} className="size-14 rounded-full object-cover" />
        )}
        <h2 className="text-xl font-extrabold">{baby.name}</h2>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-bold uppercase tracking-wide text-muted">{label}</dt>
            <dd className="font-bold">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
