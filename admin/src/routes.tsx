import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminLayout } from './layout/admin-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { PageLoading } from './layout/page-loading.tsx';

/** Each screen is its own chunk; the layout and login stay in the first load. */
const routes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('./pages/login-page.tsx')).LoginPage }),
    HydrateFallback: PageLoading,
  },
  {
    path: '/',
    Component: AdminLayout,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./dashboard/dashboard-page.tsx')).DashboardPage }),
      },
      {
        path: 'clients',
        lazy: async () => ({ Component: (await import('./clients/clients-page.tsx')).ClientsPage }),
      },
      {
        path: 'clients/:id',
        lazy: async () => ({
          Component: (await import('./clients/client-detail-page.tsx')).ClientDetailPage,
        }),
      },
      {
        path: 'clients/:id/receipts/:paymentId',
        lazy: async () => ({ Component: (await import('./billing/receipt-page.tsx')).ReceiptPage }),
      },
      {
        path: 'onboarding',
        lazy: async () => ({ Component: (await import('./onboarding/onboarding-page.tsx')).OnboardingPage }),
      },
      {
        path: 'chats',
        lazy: async () => ({ Component: (await import('./chats/chats-page.tsx')).ChatsPage }),
      },
      {
        path: 'chats/:id',
        lazy: async () => ({ Component: (await import('./chats/chat-detail-page.tsx')).ChatDetailPage }),
      },
      {
        path: 'analytics',
        lazy: async () => ({ Component: (await import('./analytics/analytics-page.tsx')).AnalyticsPage }),
      },
      {
        path: 'security',
        lazy: async () => ({
          Component: (await import('./two-factor/security-page.tsx')).ConsoleSecurityPage,
        }),
      },
      {
        path: 'audit-log',
        lazy: async () => ({ Component: (await import('./audit/audit-log-page.tsx')).AuditLogPage }),
      },
      {
        path: ':product',
        lazy: async () => ({ Component: (await import('./preview/chat-preview-page.tsx')).ChatPreviewPage }),
      },
    ],
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./pages/not-found-page.tsx')).NotFoundPage }),
    HydrateFallback: PageLoading,
  },
];

export function createAdminRouter() {
  return createBrowserRouter(routes, { basename: '/admin' });
}
