import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { CenteredSpinner } from '@/components/ui/spinner';
import { RouteErrorBoundary } from './route-error';
import { AppToaster } from './toaster';

// The landing page is what a visitor loads first: it is kept apart from the session and data
// layer, which every other page loads with `SessionRoutes`.
const LandingRoute = lazy(() => import('@/features/landing/landing-route'));
const SessionRoutes = lazy(() => import('./session-routes'));

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** Every page, under whichever router: the browser's, or the build's when it prerenders a page. */
export function AppRoutes() {
  return (
    <>
      <RouteErrorBoundary>
        <Suspense fallback={<CenteredSpinner />}>
          <Routes>
            <Route path="/" element={<LandingRoute />} />
            <Route path="*" element={<SessionRoutes />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
      <AppToaster />
    </>
  );
}
