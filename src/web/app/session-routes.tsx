import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { CenteredSpinner } from '@/components/ui/spinner';
import { queryClient } from '@/lib/query-client';
import { AdminEntry, AdminRoute, GuestRoute, ProtectedRoute } from './guards';
import { NotFoundPage } from './not-found-page';

const AuthPage = lazy(() => import('@/features/auth/auth-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/reset-password-page'));
const BootstrapPage = lazy(() => import('@/features/admin-bootstrap/bootstrap-page'));
const AppShell = lazy(() => import('./shell/app-shell'));
const DashboardPage = lazy(() => import('@/features/dashboard/dashboard-page'));
const ProfilePage = lazy(() => import('@/features/profile/profile-page'));
const MotherDataPage = lazy(() => import('@/features/profile/mother-data-page'));
const NotificationsPage = lazy(() => import('@/features/profile/notifications-page'));
const BabyDataPage = lazy(() => import('@/features/babies/baby-data-page'));
const AgendaPage = lazy(() => import('@/features/agenda/agenda-page'));
const VaccinesPage = lazy(() => import('@/features/vaccines/vaccines-page'));
const BookletPage = lazy(() => import('@/features/booklet/booklet-page'));
const FeedingGuidePage = lazy(() => import('@/features/feeding/feeding-guide-page'));
const ExercisesPage = lazy(() => import('@/features/exercises/exercises-page'));
const FirstAidPage = lazy(() => import('@/features/first-aid/first-aid-page'));
const ChatPage = lazy(() => import('@/features/chat/chat-page'));
const CommunityPage = lazy(() => import('@/features/community/community-page'));
const PlansPage = lazy(() => import('@/features/plans/plans-page'));
const AdminLayout = lazy(() => import('@/features/admin/admin-layout'));
const AdminDashboardPage = lazy(() => import('@/features/admin/admin-dashboard-page'));
const AdminUsersPage = lazy(() => import('@/features/admin/admin-users-page'));
const AdminRevenuePage = lazy(() => import('@/features/admin/admin-revenue-page'));
const AdminActivityPage = lazy(() => import('@/features/admin/admin-activity-page'));
const AdminModerationPage = lazy(() => import('@/features/admin/admin-moderation-page'));
const AdminSettingsPage = lazy(() => import('@/features/admin/admin-settings-page'));

/** Every route but the landing page; each page is its own lazy chunk. */
export default function SessionRoutes() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<CenteredSpinner />}>
        <Routes>
          <Route
            path="/login"
            element={
              <GuestRoute>
                <AuthPage />
              </GuestRoute>
            }
          />
          <Route path="/redefinir-senha" element={<ResetPasswordPage />} />
          <Route path="/admin/bootstrap" element={<BootstrapPage />} />
          <Route path="/admin" element={<AdminEntry />} />
          <Route path="/plano" element={<PlansPage />} />
          <Route element={<ProtectedRoute />}>
            <Route element={<AppShell />}>
              <Route path="/dashboard" element={<DashboardPage />} />
              <Route path="/perfil" element={<ProfilePage />} />
              <Route path="/dados-mae" element={<MotherDataPage />} />
              <Route path="/dados-bebe" element={<BabyDataPage />} />
              <Route path="/notificacoes" element={<NotificationsPage />} />
              <Route path="/agenda" element={<AgendaPage />} />
              <Route path="/vacinas" element={<VaccinesPage />} />
              <Route path="/relatorios" element={<BookletPage />} />
              <Route path="/guia-alimentacao" element={<FeedingGuidePage />} />
              <Route path="/exercicios" element={<ExercisesPage />} />
              <Route path="/emergencia" element={<FirstAidPage />} />
              <Route path="/ia-nutricionista" element={<ChatPage />} />
              <Route path="/comunidade" element={<CommunityPage />} />
            </Route>
            <Route element={<AdminRoute />}>
              <Route element={<AdminLayout />}>
                <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
                <Route path="/admin/users" element={<AdminUsersPage />} />
                <Route path="/admin/revenue" element={<AdminRevenuePage />} />
                <Route path="/admin/activity" element={<AdminActivityPage />} />
                <Route path="/admin/moderation" element={<AdminModerationPage />} />
                <Route path="/admin/settings" element={<AdminSettingsPage />} />
              </Route>
              <Route path="/admin/*" element={<NotFoundPage />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </QueryClientProvider>
  );
}
