import { plansForView } from '@domain/plans/plan-pricing';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useMe } from '@/shared/session/session';
import { usePlans } from './api/get-plans';
import { BillingToggle } from './components/billing-toggle';
import { PlanCard } from './components/plan-card';
import { PlansHeader } from './components/plans-header';

export default function PlansPage() {
  const me = useMe();
  const navigate = useNavigate();
  const [annual, setAnnual] = useState(true);
  const signedIn = Boolean(me.data);

  // There is no payment step yet: choosing a plan only says so.
  const choose = () => {
    if (signedIn) toast.info('Integração de pagamento em breve!');
    else
      toast.info('Entre ou crie sua conta para escolher um plano', {
        action: { label: 'Entrar', onClick: () => navigate('/login') },
      });
  };

  return (
    <div className="min-h-dvh">
      <PlansHeader signedIn={signedIn} />
      <main className="mx-auto max-w-5xl space-y-6 px-4 pb-12 pt-6">
        <div className="space-y-2 text-center">
          <h1 className="text-2xl font-extrabold md:text-3xl">Escolha o seu plano</h1>
          <p className="text-muted">Comece grátis e mude de plano quando quiser.</p>
        </div>
        <BillingToggle annual={annual} onAnnualChange={setAnnual} />
        <PlanList view={annual ? 'annual' : 'monthly'} onChoose={choose} />
        <p className="text-center text-sm text-muted">
          A maioria das mães escolhe o <strong className="text-ink">Premium Anual</strong>: a Lumma completa o ano todo,
          pagando menos.
        </p>
      </main>
    </div>
  );
}

function PlanList({ view, onChoose }: { view: 'monthly' | 'annual'; onChoose: () => void }) {
  const plans = usePlans();
  if (plans.isPending) return <PlansSkeleton />;
  if (plans.isError)
    return <LoadError message="Não foi possível carregar os planos." onRetry={() => plans.refetch()} />;
  const shown = plansForView(plans.data, view);
  if (shown.length === 0) return <p className="py-10 text-center text-muted">Nenhum plano disponível no momento.</p>;
  return (
    <ul className="grid gap-6 pt-2 md:grid-cols-3 md:gap-4">
      {shown.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}

function PlansSkeleton() {
  return (
    <div role="status" aria-label="Carregando planos" className="grid gap-6 pt-2 md:grid-cols-3 md:gap-4">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-96" />
      ))}
    </div>
  );
}
