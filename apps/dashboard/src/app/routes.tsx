import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { useT } from '@fieldwatch/react';
import { RequireArea, RequireAwaitingCode, RequireRecoveryUsername, RequireSignedIn, RequireSignedOut } from './guards.js';
import { AdaptiveLayout } from './layouts/AdaptiveLayout.js';
import { AdminLayout, adminTabs } from './layouts/AdminLayout.js';
import { AppLayout } from './layouts/AppLayout.js';
import { PublicLayout } from './layouts/PublicLayout.js';
import { SettingsLayout, settingsTabs } from './layouts/SettingsLayout.js';
import { Root } from './Root.js';

/** One chunk per page: the sign-in screens do not load the dashboard's code, and the other way round. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const login = page(() => import('../pages/LoginPage.js'));
const newPassword = page(() => import('../pages/NewPasswordPage.js'));
const notFound = page(() => import('../pages/NotFoundPage.js'));
const report = page(() => import('../pages/ReportPage.js'));
const storyEditor = page(() => import('../pages/StoryEditorPage.js'));
const stories = page(() => import('../pages/StoriesPage.js'));
const story = page(() => import('../pages/StoryPage.js'));

function Loading() {
  const t = useT();
  return <p role="status">{t('app.loading')}</p>;
}

/**
 * The dashboard's routes (docs/screens.md). Signed out: / and /login. Open to anyone: /public/stories/:id (a published story), /forgot-password
 * (and /forgot-password/sent while a recovery username is held), /reset-password, /confirm-password, and
 * /two-factor-code while a sign-in waits for its code. Signed in with the second factor done, each behind
 * `RequireArea`: /dashboard (and /dashboard/report/:id, the report beside the list and the map), /new-report, /report/:id (/report alone goes to /dashboard),
 * /messages (broadcasts, for admins while they are enabled), /inbox (every user's messages), /analytics,
 * /stories and /stories/:id (option `stories_enabled`; `/stories/` goes to /dashboard), /stories/create and
 * /stories/:id/edit (story writers), /profile, and
 * /admin with its tabs (tags, users, organizations, layers, export-reports, embed, audit, and settings with languages,
 * map, dashboard, app, public-site, general and terminology). /404 and /not-found show the not-found
 * page; any other path goes to /404.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    HydrateFallback: Loading,
    children: [
      {
        element: <RequireSignedOut />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              { index: true, lazy: login },
              { path: 'login', lazy: login },
            ],
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          { path: 'forgot-password', lazy: page(() => import('../pages/ForgotPasswordPage.js')) },
          {
            path: 'forgot-password/sent',
            element: <RequireRecoveryUsername />,
            children: [{ index: true, lazy: page(() => import('../pages/ResetLinkSentPage.js')) }],
          },
          { path: 'reset-password', lazy: newPassword },
          // a published story, for anyone, signed in or not
          { path: 'public/stories/:id', lazy: page(() => import('../pages/PublicStoryPage.js')) },
          { path: 'confirm-password', lazy: newPassword },
          {
            path: 'two-factor-code',
            element: <RequireAwaitingCode />,
            children: [{ index: true, lazy: page(() => import('../pages/TwoFactorPage.js')) }],
          },
        ],
      },
      {
        element: <RequireSignedIn />,
        children: [
          {
            element: <AppLayout />,
            children: [
              {
                path: 'dashboard',
                element: <RequireArea area="dashboard" />,
                children: [
                  {
                    // the list and the map stay while a report opened from them shows beside them
                    lazy: page(() => import('../pages/DashboardPage.js')),
                    children: [
                      { index: true },
                      {
                        path: 'report/:id',
                        element: <RequireArea area="report" />,
                        children: [{ index: true, lazy: report }],
                      },
                    ],
                  },
                ],
              },
              {
                path: 'new-report',
                element: <RequireArea area="newReport" />,
                children: [{ index: true, lazy: page(() => import('../pages/NewReportPage.js')) }],
              },
              {
                path: 'report/:id',
                element: <RequireArea area="report" />,
                children: [{ index: true, lazy: report }],
              },
              { path: 'report', element: <Navigate to="/dashboard" replace /> },
              {
                path: 'analytics',
                element: <RequireArea area="analytics" />,
                children: [{ index: true, lazy: page(() => import('../pages/AnalyticsPage.js')) }],
              },
              {
                path: 'messages',
                element: <RequireArea area="messages" />,
                children: [{ index: true, lazy: page(() => import('../pages/MessagesPage.js')) }],
              },
              {
                path: 'inbox',
                element: <RequireArea area="inbox" />,
                children: [{ index: true, lazy: page(() => import('../pages/InboxPage.js')) }],
              },
              {
                // `/stories/` without an id goes to /dashboard (StoriesPage); the editor's pages sit beside these
                path: 'stories',
                element: <RequireArea area="stories" />,
                children: [
                  { index: true, lazy: stories },
                  { path: ':id', lazy: story },
                  {
                    path: 'create',
                    element: <RequireArea area="storiesCreate" />,
                    children: [{ index: true, lazy: storyEditor }],
                  },
                  {
                    path: ':id/edit',
                    element: <RequireArea area="storiesCreate" />,
                    children: [{ index: true, lazy: storyEditor }],
                  },
                ],
              },
              {
                path: 'profile',
                element: <RequireArea area="profile" />,
                children: [{ index: true, lazy: page(() => import('../pages/ProfilePage.js')) }],
              },
              {
                path: 'admin',
                element: <RequireArea area="admin" />,
                children: [
                  {
                    element: <AdminLayout />,
                    children: [
                      { index: true, element: <Navigate to={`/admin/${adminTabs[0]!.path}`} replace /> },
                      { path: 'tags', lazy: page(() => import('../pages/AdminTagsPage.js')) },
                      { path: 'users', lazy: page(() => import('../pages/AdminUsersPage.js')) },
                      {
                        path: 'organizations',
                        element: <RequireArea area="adminOrganizations" />,
                        children: [{ index: true, lazy: page(() => import('../pages/AdminOrganizationsPage.js')) }],
                      },
                      { path: 'layers', lazy: page(() => import('../pages/AdminLayersPage.js')) },
                      { path: 'export-reports', lazy: page(() => import('../pages/AdminExportPage.js')) },
                      { path: 'embed', lazy: page(() => import('../pages/AdminEmbedPage.js')) },
                      {
                        path: 'settings',
                        element: <RequireArea area="adminSettings" />,
                        children: [
                          {
                            element: <SettingsLayout />,
                            children: [
                              { index: true, element: <Navigate to={`/admin/settings/${settingsTabs[0]!.path}`} replace /> },
                              { path: 'languages', lazy: page(() => import('../pages/AdminLanguageSettingsPage.js')) },
                              { path: 'map', lazy: page(() => import('../pages/AdminMapSettingsPage.js')) },
                              { path: 'dashboard', lazy: page(() => import('../pages/AdminDashboardSettingsPage.js')) },
                              { path: 'app', lazy: page(() => import('../pages/AdminAppSettingsPage.js')) },
                              { path: 'public-site', lazy: page(() => import('../pages/AdminPublicSiteSettingsPage.js')) },
                              { path: 'terminology', lazy: page(() => import('../pages/AdminTerminologyPage.js')) },
                              { path: 'general', lazy: page(() => import('../pages/AdminGeneralSettingsPage.js')) },
                            ],
                          },
                        ],
                      },
                      {
                        path: 'audit',
                        element: <RequireArea area="adminAudit" />,
                        children: [{ index: true, lazy: page(() => import('../pages/AdminAuditPage.js')) }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '404', element: <AdaptiveLayout />, children: [{ index: true, lazy: notFound }] },
      { path: 'not-found', element: <AdaptiveLayout />, children: [{ index: true, lazy: notFound }] },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
