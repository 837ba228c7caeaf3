import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import AdminLayout from './admin-layout';

const AdminDashboardPage = lazy(() => import('./admin-dashboard-page'));
const AdminUsersPage = lazy(() => import('./admin-users-page'));
const AdminRevenuePage = lazy(() => import('./admin-revenue-page'));
const AdminActivityPage = lazy(() => import('./admin-activity-page'));
const AdminModerationPage = lazy(() => import('./admin-moderation-page'));
const AdminSettingsPage = lazy(() => import('./admin-settings-page'));
const AdminUnitsPage = lazy(() => import('./admin-units-page'));

/**
 * The back office's pages under /admin, each its own lazy chunk: one lazy chunk for them all in
 * the signed-in routes keeps a mother's first download from carrying seven of their imports.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path="dashboard" element={<AdminDashboardPage />} />
        <Route path="users" element={<AdminUsersPage />} />
        <Route path="revenue" element={<AdminRevenuePage />} />
        <Route path="activity" element={<AdminActivityPage />} />
        <Route path="moderation" element={<AdminModerationPage />} />
        <Route path="settings" element={<AdminSettingsPage />} />
        <Route path="units" element={<AdminUnitsPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
