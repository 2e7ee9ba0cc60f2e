import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteError } from '../layout/route-error.tsx';
import { PageLoading } from '../layout/page-loading.tsx';
import { WORKSPACE_PAGES } from './workspace-pages.ts';

/**
 * A customer's workspace at /app: the pages of workspace-pages.ts (Home, Inbox, Knowledge, Assistant,
 * Analytics, Team, Billing, Developers) under the workspace's shell; the server scopes every call to
 * the signed-in customer's client. Each page is its own chunk, never loaded by the operators' console.
 */
export function createWorkspaceRouter() {
  const pages: RouteObject[] = WORKSPACE_PAGES.map((page) => ({
    ...(page.path ? { path: page.path } : { index: true }),
    lazy: async () => ({ Component: (await page.load()).default }),
  }));
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
        ...pages,
        {
          path: 'billing/receipts/:paymentId',
          lazy: async () => ({ Component: (await import('../billing/receipt-page.tsx')).ReceiptPage }),
        },
        {
          path: 'chats/:id',
          lazy: async () => ({ Component: (await import('../chats/chat-detail-page.tsx')).ChatDetailPage }),
        },
        // Addresses of the earlier workspace, kept working.
        { path: 'chats', element: <Navigate to="/inbox" replace /> },
        { path: 'preview', element: <Navigate to="/assistant#try" replace /> },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./workspace-not-found.tsx')).WorkspaceNotFound }),
        },
      ],
    },
  ];
  return createBrowserRouter(routes, { basename: '/app' });
}
