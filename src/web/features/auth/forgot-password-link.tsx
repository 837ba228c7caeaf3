import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

// Few open it: the dialog (Radix and zod with it) loads on the first tap, not with the login page.
const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog'));

/** "Esqueceu a senha?" and, once tapped, its dialog, kept mounted so what she typed stays. */
export function ForgotPasswordLink() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        variant="link"
        size="inline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        Esqueceu a senha?
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
        </Suspense>
      )}
    </>
  );
}
