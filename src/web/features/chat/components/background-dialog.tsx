import { ImageIcon, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { PhotoPicker } from '@/components/ui/photo-picker';
import { UploadProgress } from '@/components/ui/upload-progress';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useChatBackground } from '../api/chat';

export function BackgroundDialog({ hasBackground }: { hasBackground: boolean }) {
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState(0);
  const background = useChatBackground(setProgress);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Plano de fundo da conversa">
          <ImageIcon />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Plano de fundo</DialogTitle>
        <DialogDescription>Escolha uma foto sua (até 5MB) para o fundo da conversa com a Lu.</DialogDescription>
        <div className="mt-5 grid gap-3">
          {background.set.isPending ? (
            <UploadProgress percent={progress} />
          ) : (
            <PhotoPicker
              label="Escolher imagem"
              onPicked={(jpeg) => {
                setProgress(0);
                background.set.mutate(jpeg, {
                  onSuccess: () => {
                    toast.success('Plano de fundo atualizado');
                    setOpen(false);
                  },
                  onError: (error) => toast.error(messageFor(error, 'Não foi possível atualizar o plano de fundo')),
                });
              }}
            />
          )}
          <Button
            variant="outline"
            disabled={!hasBackground || background.reset.isPending}
            onClick={() =>
              background.reset.mutate(undefined, {
                onSuccess: () => {
                  toast.success('Plano de fundo redefinido');
                  setOpen(false);
                },
                onError: () => toast.error('Não foi possível atualizar o plano de fundo'),
              })
            }
          >
            <RotateCcw /> Usar Padrão
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
