import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from '../layout/route-error.tsx';
import { PageLoading } from '../layout/page-loading.tsx';

// The operators' console never loads the workspace's screens: every one is its own chunk.
const preview = async () => ({ Component: (await import('./workspace-preview.tsx')).WorkspacePreview });

/**
 * A customer's workspace at /app: the console's own screens (chats, analytics, preview, the client
 * page) under a customer route table; the server scopes every call to the signed-in customer's client.
 */
export function createWorkspaceRouter() {
  const routes: RouteObject[] = [
    {
      path: '/login',
      lazy: async () => ({ Component: (await import('./workspace-login-page.tsx')).WorkspaceLoginPage }),
      HydrateFallback: PageLoading,
    },
    {
      path: '/set-password',
      lazy: async () => ({ Component: (await import('./password-pages.tsx')).SetPasswordPage }),
      HydrateFallback: PageLoading,
    },
    {
      path: '/forgot-password',
      lazy: async () => ({ Component: (await import('./password-pages.tsx')).ForgotPasswordPage }),
      HydrateFallback: PageLoading,
    },
    {
      path: '/',
      lazy: async () => ({ Component: (await import('./workspace-layout.tsx')).WorkspaceLayout }),
      errorElement: <RouteError />,
      HydrateFallback: PageLoading,
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('./workspace-home.tsx')).WorkspaceHome }),
        },
        {
          path: 'chats',
          lazy: async () => ({ Component: (await import('../chats/chats-page.tsx')).ChatsPage }),
        },
        {
          path: 'chats/:id',
          lazy: async () => ({ Component: (await import('../chats/chat-detail-page.tsx')).ChatDetailPage }),
        },
        {
          path: 'analytics',
          lazy: async () => ({ Component: (await import('../analytics/analytics-page.tsx')).AnalyticsPage }),
        },
        {
          path: 'billing',
          lazy: async () => ({ Component: (await import('../billing/billing-page.tsx')).BillingPage }),
        },
        {
          path: 'billing/receipts/:paymentId',
          lazy: async () => ({ Component: (await import('../billing/receipt-page.tsx')).ReceiptPage }),
        },
        { path: 'preview', lazy: preview },
        { path: ':product', lazy: preview },
      ],
    },
    {
      path: '*',
      lazy: async () => ({ Component: (await import('../pages/not-found-page.tsx')).NotFoundPage }),
      HydrateFallback: PageLoading,
    },
  ];
  return createBrowserRouter(routes, { basename: '/app' });
}
