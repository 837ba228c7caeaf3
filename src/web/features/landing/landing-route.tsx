import { lazy, Suspense } from 'react';
import { CenteredSpinner } from '@/components/ui/spinner';
import { isInstalledApp } from '@/lib/display-mode';
import { LandingPage } from './landing-page';

const InstalledAppEntry = lazy(() => import('./installed-app-entry'));

export default function LandingRoute() {
  if (!isInstalledApp()) return <LandingPage />;
  return (
    <Suspense fallback={<CenteredSpinner />}>
      <InstalledAppEntry />
    </Suspense>
  );
}
