import { Baby as BabyIcon, Check, Milk, Moon, Syringe } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

const PREVIEW = [
  { icon: Milk, title: 'Mamada', time: '07:30', tone: 'bg-primary-soft text-primary-strong' },
  { icon: Moon, title: 'Soneca', time: '09:10', tone: 'bg-accent-soft text-accent' },
  { icon: BabyIcon, title: 'Fralda', time: '10:05', tone: 'bg-amber-100 text-amber-800' },
];

export function Hero() {
  return (
    <section className="relative mx-auto max-w-5xl px-4 pb-14 pt-6 md:grid md:grid-cols-2 md:items-center md:gap-10 md:pt-14">
      <div aria-hidden className="absolute -right-24 -top-10 -z-10 size-72 rounded-full bg-primary-soft/70 blur-3xl" />
      <div aria-hidden className="absolute -left-28 top-64 -z-10 size-64 rounded-full bg-accent-soft/80 blur-3xl" />
      <div>
        <p className="inline-flex rounded-full bg-accent-soft px-3 py-1 text-sm font-bold text-accent">
          O manual do seu bebê
        </p>
        <h1 className="mt-4 text-[2.1rem] font-extrabold leading-[1.1] tracking-tight text-ink md:text-5xl">
          Cuidar do seu bebê fica mais <span className="text-primary">leve</span> com a Lumma
        </h1>
        <p className="mt-4 text-lg text-muted">
          Agenda de cuidados, carteira de vacinas, guia de alimentação e uma comunidade de mães — tudo num só lugar, no
          seu celular.
        </p>
        <div className="mt-7 flex flex-col gap-3 sm:flex-row">
          <Link to="/login" className={buttonVariants({ size: 'lg' })}>
            Começar Gratuitamente
          </Link>
          <Link to="/plano" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            Ver Planos
          </Link>
        </div>
        <ul className="mt-5 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-muted">
          {['Grátis para começar', 'Sem cartão de crédito', 'Cancele quando quiser'].map((claim) => (
            <li key={claim} className="inline-flex items-center gap-1">
              <Check className="size-4 text-success" aria-hidden /> {claim}
            </li>
          ))}
        </ul>
      </div>
      <div
        aria-hidden
        className="mx-auto mt-10 w-full max-w-xs rounded-[2rem] border border-line bg-surface p-4 shadow-[var(--shadow-card)] md:mt-0"
      >
        <p className="text-sm font-bold text-muted">Bom dia, Camila</p>
        <p className="text-lg font-extrabold">Helena · 4 meses</p>
        <p className="mt-4 text-xs font-bold uppercase tracking-wide text-muted">Manhã</p>
        <ul className="mt-2 space-y-2">
          {PREVIEW.map(({ icon: Icon, title, time, tone }) => (
            <li key={title} className="flex items-center gap-3 rounded-2xl bg-background p-2.5">
              <span className={`flex size-9 items-center justify-center rounded-xl ${tone}`}>
                <Icon className="size-5" />
              </span>
              <span className="font-bold">{title}</span>
              <span className="ml-auto text-sm text-muted">{time}</span>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex items-center gap-3 rounded-2xl bg-primary-faint p-3">
          <Syringe className="size-5 text-primary" />
          <span className="text-sm font-semibold">Próxima vacina: Pentavalente, 3ª dose</span>
        </div>
      </div>
    </section>
  );
}
