import { EllipsisVertical, Share, SquarePlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

function Step({ n, children }: { n: number; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-extrabold text-primary-strong">
        {n}
      </span>
      <span className="pt-0.5">{children}</span>
    </li>
  );
}

const icon = 'mx-1 inline size-5 align-text-bottom text-accent';

/** How to install by hand: Safari on iPhone and iPad, or any browser that did not offer it. */
export default function InstallHelpDialog({
  open,
  onOpenChange,
  ios,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ios: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{ios ? 'Instalar no iPhone' : 'Instalar o Lumma'}</DialogTitle>
        <DialogDescription>
          O Lumma fica na tela inicial e abre como um aplicativo, mesmo sem internet.
        </DialogDescription>
        <ol className="mt-5 space-y-4">
          {ios ? (
            <>
              <Step n={1}>
                No Safari, toque em <strong>Compartilhar</strong>
                <Share className={icon} aria-hidden /> na barra de baixo.
              </Step>
              <Step n={2}>
                Role e toque em <strong>Adicionar à Tela de Início</strong>
                <SquarePlus className={icon} aria-hidden />.
              </Step>
              <Step n={3}>
                Toque em <strong>Adicionar</strong>, no canto de cima.
              </Step>
            </>
          ) : (
            <>
              <Step n={1}>
                Abra o menu do navegador, no botão de três pontos
                <EllipsisVertical className={icon} aria-hidden />.
              </Step>
              <Step n={2}>
                Toque em <strong>Instalar app</strong> (ou <strong>Adicionar à tela inicial</strong>).
              </Step>
              <Step n={3}>Confirme. O ícone do Lumma aparece junto com os seus aplicativos.</Step>
            </>
          )}
        </ol>
      </DialogContent>
    </Dialog>
  );
}
