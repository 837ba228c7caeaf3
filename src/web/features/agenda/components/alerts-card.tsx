import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

export function AlertsCard() {
  return (
    <section aria-label="Alertas" className="flex items-center gap-3 rounded-[var(--radius-card)] bg-accent-faint p-4">
      <span className="flex size-10 items-center justify-center rounded-xl bg-accent-soft text-accent">
        <BellRing className="size-5" aria-hidden />
      </span>
      <div className="flex-1">
        <p className="font-bold">Alertas</p>
        <p className="text-sm text-muted">Escolha quais lembretes você quer receber.</p>
      </div>
      <Link to="/notificacoes" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        Configurar
      </Link>
    </section>
  );
}
