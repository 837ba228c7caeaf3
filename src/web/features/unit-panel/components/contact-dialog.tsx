import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { type UnitListBaby, useRecordContact } from '../api/unit';

/** "Contato feito": a short note of the call or visit. */
export function ContactDialog({ baby, onClose }: { baby: UnitListBaby | null; onClose: () => void }) {
  const [note, setNote] = useState('');
  const record = useRecordContact();
  return (
    <Dialog open={baby !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Contato feito</DialogTitle>
        <DialogDescription>Com a família de {baby?.name}.</DialogDescription>
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!baby) return;
            record.mutate(
              { babyId: baby.id, note },
              {
                onSuccess: () => {
                  toast.success('Contato registrado');
                  setNote('');
                  onClose();
                },
                onError: (error) => toast.error(messageFor(error, 'Não foi possível registrar o contato')),
              },
            );
          }}
        >
          <Field id="contact-note" label="Nota">
            <Textarea id="contact-note" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          </Field>
          <Button type="submit" className="w-full" disabled={record.isPending || note.trim() === ''}>
            Salvar contato
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
