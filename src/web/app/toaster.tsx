import { lazy, Suspense } from 'react';
import { loadSonner } from '@/lib/toast';

const SonnerToaster = lazy(async () => {
  const { Toaster } = await loadSonner();
  return { default: () => <Toaster position="top-center" richColors theme="light" /> };
});

export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
