import { REPORT_REASON_MAX_LENGTH, REPORT_REASONS } from '@domain/community/community';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useReportPost } from '../api/community';

export function ReportDialog({
  postId,
  open,
  onOpenChange,
}: {
  postId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState<(typeof REPORT_REASONS)[number] | null>(null);
  const [details, setDetails] = useState('');
  const report = useReportPost();

  const submit = () => {
    if (!reason) return toast.error('Escolha o motivo da denúncia');
    report.mutate(
      { postId, report: { reason, details: details.trim() || undefined } },
      {
        onSuccess: () => {
          toast.success('Denúncia enviada', {
            description: 'Obrigada por cuidar da comunidade. Nossa equipe vai analisar.',
          });
          onOpenChange(false);
        },
        onError: (error) => toast.error(messageFor(error, 'Não foi possível enviar a denúncia. Tente novamente.')),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setReason(null);
          setDetails('');
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogTitle>Denunciar post</DialogTitle>
        <DialogDescription>
          A autora não fica sabendo quem denunciou. Nossa equipe de moderação vai analisar.
        </DialogDescription>
        <form
          className="mt-5 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-bold">Motivo</legend>
            {REPORT_REASONS.map((r) => (
              <label
                key={r}
                className="flex min-h-11 items-center gap-3 rounded-2xl border border-line px-4 has-[:checked]:border-primary has-[:checked]:bg-primary-faint"
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="size-4 accent-[var(--color-primary)]"
                />
                <span className="text-sm font-semibold">{r}</span>
              </label>
            ))}
          </fieldset>
          <div>
            <label htmlFor="report-details" className="mb-1 block text-sm font-bold">
              Quer contar mais? (opcional)
            </label>
            <Textarea
              id="report-details"
              className="min-h-20"
              maxLength={REPORT_REASON_MAX_LENGTH}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
            />
          </div>
          <Button type="submit" className="w-full" disabled={report.isPending}>
            Enviar denúncia
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
