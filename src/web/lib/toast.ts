import type { ExternalToast } from 'sonner';

// The toast library loads after the first paint, so it stays out of the landing page's budget.
let sonner: Promise<typeof import('sonner')> | undefined;
export const loadSonner = () => (sonner ??= import('sonner'));

export const toast = {
  success: (message: string, options?: ExternalToast) =>
    void loadSonner().then((s) => s.toast.success(message, options)),
  error: (message: string, options?: ExternalToast) => void loadSonner().then((s) => s.toast.error(message, options)),
  info: (message: string, options?: ExternalToast) => void loadSonner().then((s) => s.toast.info(message, options)),
};
