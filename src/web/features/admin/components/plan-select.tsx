import { Select } from '@/components/ui/select';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { type AdminPlan, type AdminUser, useUpdatePlan } from '../api/admin-users';

const NO_PLAN = '';

/** The user's plan, changed right here: a paid plan opens a subscription on the server. */
export function PlanSelect({ user, plans }: { user: AdminUser; plans: AdminPlan[] }) {
  const updatePlan = useUpdatePlan();
  return (
    <Select
      aria-label={`Plano de ${user.fullName}`}
      className="min-h-10 rounded-xl text-sm"
      value={updatePlan.isPending ? (updatePlan.variables.planId ?? NO_PLAN) : (user.planId ?? NO_PLAN)}
      disabled={updatePlan.isPending}
      onChange={(event) =>
        updatePlan.mutate(
          { userId: user.id, planId: event.target.value || null },
          {
            onSuccess: () => toast.success('Plano atualizado com sucesso'),
            onError: (error) =>
              toast.error('Erro ao atualizar plano', { description: messageFor(error, 'Tente novamente.') }),
          },
        )
      }
    >
      <option value={NO_PLAN}>Sem plano</option>
      {plans.map((plan) => (
        <option key={plan.id} value={plan.id}>
          {plan.name}
        </option>
      ))}
    </Select>
  );
}
