import { ERRORS } from '@domain/errors';
import type { CalendarDose } from '@domain/vaccines/vaccine-card';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useCompleteOnboarding } from '../api/vaccine-card';

type Step = 'question' | 'select' | 'done';
const key = (d: CalendarDose) => `${d.vaccineName}|${d.doseNumber}`;

/** First access: "were the vaccines so far given?", asked once per baby. */
export function OnboardingDialog({
  babyId,
  babyName,
  due,
  onAnswered,
  onFinish,
}: {
  babyId: string;
  babyName: string;
  due: CalendarDose[];
  onAnswered: () => void;
  onFinish: () => void;
}) {
  const [step, setStep] = useState<Step>('question');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const complete = useCompleteOnboarding();

  const answer = (choice: 'all' | 'some' | 'none') => {
    const picked = due
      .filter((d) => selected.has(key(d)))
      .map((d) => ({ vaccineName: d.vaccineName, doseNumber: d.doseNumber }));
    if (choice === 'some' && picked.length === 0) return toast.error(ERRORS.none_selected.message);
    // Before the request: its refetch ends the page's "no records yet" condition.
    onAnswered();
    complete.mutate(
      { babyId, choice, selected: choice === 'some' ? picked : undefined },
      {
        onSuccess: () => {
          if (choice === 'none') return onFinish();
          toast.success('Vacinas cadastradas!');
          setStep('done');
        },
        onError: () =>
          toast.error(
            choice === 'some'
              ? 'Não foi possível cadastrar as vacinas selecionadas.'
              : 'Não foi possível cadastrar as vacinas automaticamente.',
          ),
      },
    );
  };

  return (
    // Closing without an answer only puts the question off; nothing is recorded.
    <Dialog open onOpenChange={(open) => !open && !complete.isPending && onFinish()}>
      <DialogContent onInteractOutside={(e) => e.preventDefault()}>
        {step === 'question' && (
          <>
            <DialogTitle>Vamos montar a carteira de {babyName}</DialogTitle>
            <DialogDescription>
              {babyName} já tomou as {due.length} vacinas recomendadas até a idade de hoje?
            </DialogDescription>
            <div className="mt-5 grid gap-3">
              <Button size="lg" disabled={complete.isPending} onClick={() => answer('all')}>
                Sim, todas
              </Button>
              <Button size="lg" variant="secondary" disabled={complete.isPending} onClick={() => setStep('select')}>
                Apenas algumas
              </Button>
              <Button size="lg" variant="outline" disabled={complete.isPending} onClick={() => answer('none')}>
                Não, nenhuma
              </Button>
            </div>
          </>
        )}
        {step === 'select' && (
          <>
            <DialogTitle>Quais vacinas {babyName} já tomou?</DialogTitle>
            <DialogDescription>
              Marque as que estão na caderneta. As datas ficam pela idade recomendada; você pode corrigir depois.
            </DialogDescription>
            <ul className="mt-4 max-h-[45dvh] space-y-2 overflow-y-auto">
              {due.map((dose) => (
                <li key={key(dose)}>
                  <label className="flex min-h-11 items-center gap-3 rounded-2xl border border-line px-3 py-2">
                    <input
                      type="checkbox"
                      className="size-5 accent-[var(--color-primary)]"
                      checked={selected.has(key(dose))}
                      onChange={(e) =>
                        setSelected((s) => {
                          const next = new Set(s);
                          if (e.target.checked) next.add(key(dose));
                          else next.delete(key(dose));
                          return next;
                        })
                      }
                    />
                    <span>
                      <span className="font-bold">{dose.vaccineName}</span> — {dose.doseLabel}
                      <span className="block text-sm text-muted">{dose.ageDisplay}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <div className="mt-4 grid grid-cols-2 gap-3">
              <Button variant="outline" onClick={() => setStep('question')}>
                Voltar
              </Button>
              <Button disabled={selected.size === 0 || complete.isPending} onClick={() => answer('some')}>
                Salvar
              </Button>
            </div>
          </>
        )}
        {step === 'done' && (
          <div className="text-center">
            <CheckCircle2 className="mx-auto size-14 text-success" aria-hidden />
            <DialogTitle className="mt-3 pr-0">Carteira atualizada!</DialogTitle>
            <DialogDescription>Confira as datas e ajuste o que for preciso com a caderneta em mãos.</DialogDescription>
            <Button size="lg" className="mt-5 w-full" onClick={onFinish}>
              Ver carteira de vacinação
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
