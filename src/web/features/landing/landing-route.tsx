import { lazy, Suspense } from 'react';
import { CenteredSpinner } from '@/components/ui/spinner';
import { LandingPage } from './landing-page';

const InstalledAppEntry = lazy(() => import('./installed-app-entry'));

function isInstalledApp() {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export default function LandingRoute() {
  if (!isInstalledApp()) return <LandingPage />;
  return (
    <Suspense fallback={<CenteredSpinner />}>
      <InstalledAppEntry />
    </Suspense>
  );
}
