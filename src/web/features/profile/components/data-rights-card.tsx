import { Download, ShieldCheck } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DeleteAccountDialog } from './delete-account-dialog';

export function DataRightsCard() {
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-extrabold">
        <ShieldCheck className="size-5 text-accent" aria-hidden /> Seus dados
      </h2>
      <p className="mt-1 text-sm text-muted">
        Pela LGPD, os seus dados são seus: baixe uma cópia de tudo o que a Lumma guarda sobre você e seus bebês, ou
        exclua a sua conta.
      </p>
      <div className="mt-4 flex flex-col gap-2">
        <a href="/api/account/export" download className={buttonVariants({ variant: 'outline' })}>
          <Download /> Baixar meus dados
        </a>
        <DeleteAccountDialog />
      </div>
    </Card>
  );
}
