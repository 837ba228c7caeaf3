import { Download, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';
import { useInstall } from './use-install';

// The steps are read rarely: the dialog (and Radix with it) loads when first opened.
const InstallHelpDialog = lazy(() => import('./install-help-dialog'));

function HelpDialog({
  open,
  onOpenChange,
  ios,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ios: boolean;
}) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <InstallHelpDialog open={open} onOpenChange={onOpenChange} ios={ios} />
    </Suspense>
  );
}

/** "Instalar Lumma": closing it reminds her in 24 hours; "Não mostrar novamente" is for good. */
export function InstallBanner() {
  const install = useInstall();
  const [helpOpen, setHelpOpen] = useState(false);
  if (!install.bannerVisible && !helpOpen) return null;

  return (
    <>
      {install.bannerVisible && (
        <section
          aria-label="Instalar Lumma"
          className="relative mb-3 rounded-[var(--radius-card)] border border-accent/20 bg-accent-faint p-4 pr-12"
        >
          <div className="flex items-start gap-3">
            <LogoMark className="size-11" />
            <div>
              <h2 className="font-extrabold">Instalar Lumma</h2>
              <p className="text-sm text-muted">
                Tenha o Lumma na tela inicial e use a agenda e os guias mesmo sem internet.
              </p>
            </div>
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {install.canInstallNow ? (
              <Button size="sm" onClick={() => void install.install()}>
                <Download aria-hidden />
                Instalar Agora
              </Button>
            ) : (
              <Button size="sm" onClick={() => setHelpOpen(true)}>
                Como Instalar
              </Button>
            )}
            <Button size="sm" variant="link" className="min-h-11 px-2" onClick={install.neverShow}>
              Não mostrar novamente
            </Button>
          </div>
          <button
            type="button"
            aria-label="Fechar"
            title="Lembrar amanhã"
            onClick={install.remindLater}
            className="absolute right-2 top-2 flex size-11 items-center justify-center rounded-full text-muted hover:bg-accent-soft hover:text-ink"
          >
            <X className="size-5" aria-hidden />
          </button>
        </section>
      )}
      <HelpDialog open={helpOpen} onOpenChange={setHelpOpen} ios={install.isIos} />
    </>
  );
}

/** The header's install control: the browser's question when it has one, otherwise the steps. */
export function InstallButton() {
  const install = useInstall();
  const [helpOpen, setHelpOpen] = useState(false);
  if (install.standalone) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Instalar app"
        title="Instalar app"
        onClick={() => (install.canInstallNow ? void install.install() : setHelpOpen(true))}
      >
        <Download />
      </Button>
      <HelpDialog open={helpOpen} onOpenChange={setHelpOpen} ios={install.isIos} />
    </>
  );
}
