import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, use, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { CenteredSpinner } from '@/components/ui/spinner';
import { queryClient } from '@/lib/query-client';
import { meQueryOptions } from '@/shared/session/session';
import { AdminEntry, AdminRoute, ProtectedRoute } from './guards';
import { NotFoundPage } from './not-found-page';
// Not lazy: nearly every page here sits in the shell, so it comes with the routes instead of a
// step after them.
import AppShell from './shell/app-shell';

// Nearly every page here starts from the session: it is asked for as soon as this code arrives,
// not after the routes' first render.
void queryClient.prefetchQuery(meQueryOptions);
// Her data kept on this phone (decision 048) is in the cache before any screen asks the server.
const keptDataOpened = import('./kept-screens').then((kept) => kept.openKeptScreens(queryClient)).catch(() => {});

const ResetPasswordPage = lazy(() => import('@/features/auth/reset-password-page'));
const BootstrapPage = lazy(() => import('@/features/admin-bootstrap/bootstrap-page'));
const DashboardPage = lazy(() => import('@/features/dashboard/dashboard-page'));
const ProfilePage = lazy(() => import('@/features/profile/profile-page'));
const MotherDataPage = lazy(() => import('@/features/profile/mother-data-page'));
const AccessTokensPage = lazy(() => import('@/features/access-tokens/access-tokens-page'));
const HealthUnitPage = lazy(() => import('@/features/health-unit/health-unit-page'));
const UnitRoutes = lazy(() => import('@/features/unit-panel/unit-routes'));
const ImportPage = lazy(() => import('@/features/imports/import-page'));
const ImportDetailPage = lazy(() => import('@/features/imports/import-detail-page'));
const NotificationsPage = lazy(() => import('@/features/reminders/notifications-page'));
const RemindersListPage = lazy(() => import('@/features/reminders/reminders-list-page'));
const UnsubscribePage = lazy(() => import('@/features/reminders/unsubscribe-page'));
const BabyDataPage = lazy(() => import('@/features/babies/baby-data-page'));
const FamilyPage = lazy(() => import('@/features/family/family-page'));
const InvitationPage = lazy(() => import('@/features/family/invitation-page'));
const loadAgendaPage = () => import('@/features/agenda/agenda-page');
const AgendaPage = lazy(loadAgendaPage);
const AgendaSummaryPage = lazy(() => import('@/features/agenda/summary-page'));
const SleepPage = lazy(() => import('@/features/sleep/sleep-page'));
const GrowthPage = lazy(() => import('@/features/growth/growth-page'));
const DevelopmentPage = lazy(() => import('@/features/development/development-page'));
const VaccinesPage = lazy(() => import('@/features/vaccines/vaccines-page'));
const BookletPage = lazy(() => import('@/features/booklet/booklet-page'));
const FeedingGuidePage = lazy(() => import('@/features/feeding/feeding-guide-page'));
const ExercisesPage = lazy(() => import('@/features/exercises/exercises-page'));
const FirstAidPage = lazy(() => import('@/features/first-aid/first-aid-page'));
const ChatPage = lazy(() => import('@/features/chat/chat-page'));
const CommunityPage = lazy(() => import('@/features/community/community-page'));
const PlansPage = lazy(() => import('@/features/plans/plans-page'));
const AdminRoutes = lazy(() => import('@/features/admin/admin-routes'));

/**
 * The dashboard, with the agenda's code and today's data fetched once the page is idle: logging a
 * feeding is what a mother does most, and her tap on Agenda then finds the day already there.
 */
function DashboardRoute() {
  useEffect(() => {
    // Safari has no requestIdleCallback.
    const whenIdle = window.requestIdleCallback ?? ((load: () => void) => setTimeout(load, 200));
    whenIdle(() => void loadAgendaPage().then((page) => page.prefetchToday(queryClient)));
  }, []);
  return <DashboardPage />;
}

/** Every route but the landing and login pages; each page is its own lazy chunk. */
export default function SessionRoutes() {
  use(keptDataOpened);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<CenteredSpinner />}>
        <Routes>
          <Route path="/redefinir-senha" element={<ResetPasswordPage />} />
          <Route path="/admin/bootstrap" element={<BootstrapPage />} />
          <Route path="/admin" element={<AdminEntry />} />
          <Route path="/plano" element={<PlansPage />} />
          {/* Open signed out too: the invited person signs in or up from there. */}
          <Route path="/convite/:token" element={<InvitationPage />} />
          {/* The e-mail's one-click link works signed out: its token says whose and which kind. */}
          <Route path="/lembretes/desativar" element={<UnsubscribePage />} />
          <Route element={<ProtectedRoute />}>
            <Route element={<AppShell />}>
              <Route path="/dashboard" element={<DashboardRoute />} />
              <Route path="/perfil" element={<ProfilePage />} />
              <Route path="/perfil/importar" element={<ImportPage />} />
              <Route path="/perfil/unidade-de-saude" element={<HealthUnitPage />} />
              <Route path="/perfil/importar/:id" element={<ImportDetailPage />} />
              <Route path="/dados-mae" element={<MotherDataPage />} />
              <Route path="/acesso-por-aplicativos" element={<AccessTokensPage />} />
              <Route path="/dados-bebe" element={<BabyDataPage />} />
              <Route path="/familia" element={<FamilyPage />} />
              <Route path="/notificacoes" element={<NotificationsPage />} />
              <Route path="/lembretes" element={<RemindersListPage />} />
              <Route path="/agenda" element={<AgendaPage />} />
              <Route path="/agenda/resumo" element={<AgendaSummaryPage />} />
              <Route path="/sono" element={<SleepPage />} />
              <Route path="/crescimento" element={<GrowthPage />} />
              <Route path="/desenvolvimento" element={<DevelopmentPage />} />
              <Route path="/vacinas" element={<VaccinesPage />} />
              <Route path="/relatorios" element={<BookletPage />} />
              <Route path="/guia-alimentacao" element={<FeedingGuidePage />} />
              <Route path="/exercicios" element={<ExercisesPage />} />
              <Route path="/emergencia" element={<FirstAidPage />} />
              <Route path="/ia-nutricionista" element={<ChatPage />} />
              <Route path="/comunidade" element={<CommunityPage />} />
            </Route>
            {/* The unit's panel is a desk tool as much as a phone one: its own wide layout. */}
            <Route path="/unidade/*" element={<UnitRoutes />} />
            <Route element={<AdminRoute />}>
              <Route path="/admin/*" element={<AdminRoutes />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </QueryClientProvider>
  );
}
