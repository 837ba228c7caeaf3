import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { CenteredSpinner } from '@/components/ui/spinner';
import { isInstalledApp } from '@/lib/display-mode';
import { RouteErrorBoundary } from './route-error';
import { AppToaster } from './toaster';

// The landing and login pages are what a visitor loads first: they are kept apart from the
// session and data layer, which every other page loads with `SessionRoutes`.
const LandingPage = lazy(() => import('@/features/landing/landing-page'));
const AuthPage = lazy(() => import('@/features/auth/auth-page'));
const loadSessionRoutes = () => import('./session-routes');
const SessionRoutes = lazy(loadSessionRoutes);

// The installed app opens on the signed-in pages: their code starts loading with the app's own,
// not after its first render.
if (isInstalledApp()) void loadSessionRoutes();

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
            {/* Opened from the home-screen icon, the app skips the landing page for the dashboard,
                which sends a mother who is not signed in to the login (ProtectedRoute). */}
            <Route path="/" element={isInstalledApp() ? <Navigate to="/dashboard" replace /> : <LandingPage />} />
            <Route path="/login" element={<AuthPage />} />
            <Route path="*" element={<SessionRoutes />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
      <AppToaster />
    </>
  );
}
