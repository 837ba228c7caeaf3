import { Hono } from 'hono';
import { createAuthRoutes } from './auth/auth.routes';
import { accessTokensExporter } from './features/access-tokens/access-tokens.exporters';
import { createAccessTokensRoutes } from './features/access-tokens/access-tokens.routes';
import { accountExporter } from './features/account/account.exporters';
import { createAccountDataRoutes } from './features/account/account-data.routes';
import type { DataExporter } from './features/account/data-export';
import { createMeRoutes } from './features/account/me.routes';
import { trackActivity } from './features/activity/activity-tracker';
import { subscriptionsExporter } from './features/admin/admin.exporters';
import { createAdminRoutes } from './features/admin/admin.routes';
import { agendaExporter } from './features/agenda/agenda.exporters';
import { createAgendaRoutes } from './features/agenda/agenda.routes';
import { babiesExporter, bookletEntriesExporter, invitationsExporter } from './features/babies/babies.exporters';
import { createBabiesRoutes } from './features/babies/babies.routes';
import { createFamilyRoutes } from './features/babies/family.routes';
import { chatExporter } from './features/chat/chat.exporters';
import { createChatRoutes } from './features/chat/chat.routes';
import { communityExporter } from './features/community/community.exporters';
import { createCommunityRoutes } from './features/community/community.routes';
import { developmentExporter } from './features/development/development.exporters';
import { createDevelopmentRoutes } from './features/development/development.routes';
import { savedTipsExporter } from './features/feeding/feeding.exporters';
import { createFeedingRoutes } from './features/feeding/feeding.routes';
import { growthExporter } from './features/growth/growth.exporters';
import { createGrowthRoutes } from './features/growth/growth.routes';
import { createHealthRoutes } from './features/health/health.routes';
import { healthUnitsExporter } from './features/health-units/health-units.exporters';
import { createMyUnitRoutes } from './features/health-units/my-unit.routes';
import { createUnitRoutes } from './features/health-units/unit.routes';
import { createUnitsAdminRoutes } from './features/health-units/units-admin.routes';
import { createImportsRoutes } from './features/imports/imports.routes';
import { createMediaRoutes } from './features/media/media.routes';
import { createPlansRoutes } from './features/plans/plans.routes';
import { notificationPreferencesExporter, profileExporter } from './features/profile/profile.exporters';
import { createProfileRoutes } from './features/profile/profile.routes';
import { createConsultationsRoutes } from './features/reminders/consultations.routes';
import { createMedicineSchedulesRoutes } from './features/reminders/medicine-schedules.routes';
import { remindersExporter } from './features/reminders/reminders.exporters';
import { createRemindersRoutes } from './features/reminders/reminders.routes';
import { createReportsRoutes } from './features/reports/reports.routes';
import { createSharedReportRoutes } from './features/reports/shared-report.routes';
import { createAdminBootstrapRoutes } from './features/roles/admin-bootstrap.routes';
import { vaccinesExporter } from './features/vaccines/vaccines.exporters';
import { createVaccinesRoutes } from './features/vaccines/vaccines.routes';
import { apiDocsPage } from './http/api-docs-page';
import { errorResponse } from './http/app-error';
import { createErrorHandler } from './http/error-handler';
import { idempotency } from './http/idempotency';
import { openApiDocument } from './http/openapi';
import { requestLimits } from './http/request-limits';
import { requestLog } from './http/request-log';
import { sameOrigin } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import { createStaticRoutes } from './http/static-files';
import type { AppDeps } from './http/types';

/** Every feature's part of the data export; a feature that keeps user data adds its exporter here. */
const exporters: DataExporter[] = [
  accountExporter,
  profileExporter,
  notificationPreferencesExporter,
  babiesExporter,
  invitationsExporter,
  bookletEntriesExporter,
  agendaExporter,
  growthExporter,
  developmentExporter,
  remindersExporter,
  vaccinesExporter,
  savedTipsExporter,
  chatExporter,
  communityExporter,
  subscriptionsExporter,
  accessTokensExporter,
  healthUnitsExporter,
];

/** The typed API the SPA calls through Hono RPC. */
export function createApiRoutes(deps: AppDeps) {
  return new Hono()
    .route('/health', createHealthRoutes(deps))
    .route('/me', createMeRoutes(deps))
    .route('/admin/bootstrap', createAdminBootstrapRoutes(deps))
    .route('/admin/units', createUnitsAdminRoutes(deps))
    .route('/admin', createAdminRoutes(deps))
    .route('/profile', createProfileRoutes(deps))
    .route('/babies', createBabiesRoutes(deps))
    .route('/family', createFamilyRoutes(deps))
    .route('/account', createAccountDataRoutes(deps, exporters))
    .route('/access-tokens', createAccessTokensRoutes(deps))
    .route('/agenda', createAgendaRoutes(deps))
    .route('/growth', createGrowthRoutes(deps))
    .route('/development', createDevelopmentRoutes(deps))
    .route('/consultations', createConsultationsRoutes(deps))
    .route('/medicine-schedules', createMedicineSchedulesRoutes(deps))
    .route('/reminders', createRemindersRoutes(deps))
    .route('/reports', createReportsRoutes(deps))
    .route('/vaccines', createVaccinesRoutes(deps))
    .route('/feeding', createFeedingRoutes(deps))
    .route('/chat', createChatRoutes(deps))
    .route('/community', createCommunityRoutes(deps))
    .route('/plans', createPlansRoutes(deps))
    .route('/imports', createImportsRoutes(deps))
    .route('/unit', createUnitRoutes(deps))
    .route('/my-unit', createMyUnitRoutes(deps));
}

export type AppType = ReturnType<typeof createApiRoutes>;

/** The public API's version: its paths and answers change only with a new one. */
export const API_VERSION = '1.0.0';

export function createApp(deps: AppDeps, options: { serveStatic?: boolean } = {}) {
  // Sessions are cached only once every change to them is heard (src/server/auth/session-cache.ts).
  deps.auth.sessions.follow(deps.realtime);
  const app = new Hono();
  if (deps.config.LOG_REQUESTS) app.use(requestLog(deps.logger));
  app.use(securityHeaders());
  app.onError(createErrorHandler(deps.logger, deps.config.DATA_DIR));
  app.use('/api/*', sameOrigin(deps.config.APP_URL));
  app.use('/api/*', async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  });
  // Before anything reads a body, better-auth's routes included.
  app.use('/api/*', requestLimits());
  app.use('/api/*', trackActivity(deps.database.db, deps.logger));
  app.use('/api/*', idempotency({ db: deps.database.db, auth: deps.auth }));
  app.route('/api/auth', createAuthRoutes(deps));
  const api = createApiRoutes(deps);
  const document = openApiDocument(api.routes, API_VERSION, deps.config.TOKEN_RATE_LIMIT_MAX);
  const docsPage = apiDocsPage(document);
  app.get('/api/openapi.json', (c) => c.json(document));
  app.get('/api/docs', (c) => c.html(docsPage));
  app.route('/api', api);
  app.all('/api/*', (c) => errorResponse(c, 'route_not_found'));
  app.route('/media', createMediaRoutes(deps));
  app.route('/r', createSharedReportRoutes(deps));
  if (options.serveStatic !== false) app.route('/', createStaticRoutes(deps.config.STATIC_DIR));
  return app;
}
