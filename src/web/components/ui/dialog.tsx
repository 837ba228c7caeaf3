import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const LAYOUTS = {
  card: 'left-1/2 top-1/2 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-surface p-6 shadow-xl',
  /** A photo seen full screen, on black. */
  fullscreen: 'inset-0 flex items-center justify-center bg-black',
};

const CLOSE_BUTTON = {
  card: 'text-muted hover:bg-primary-faint hover:text-ink',
  fullscreen: 'bg-white/15 text-white hover:bg-white/25',
};

export function DialogContent({
  className,
  children,
  layout = 'card',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { layout?: keyof typeof LAYOUTS }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn('fixed z-50 focus:outline-none', LAYOUTS[layout], className)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label="Fechar"
          className={cn(
            'absolute right-3 top-3 flex size-11 items-center justify-center rounded-full',
            CLOSE_BUTTON[layout],
          )}
        >
          <X className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('pr-10 text-xl font-extrabold text-ink', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('mt-1 text-sm text-muted', className)} {...props} />;
}
