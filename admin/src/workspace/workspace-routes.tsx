import { useEffect } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from '../layout/route-error.tsx';
import { PageLoading } from '../layout/page-loading.tsx';
import { isCustomer, useScope } from '../scope.tsx';
import { WorkspaceLayout } from './workspace-layout.tsx';
import { markOnboarding } from './onboarding-checklist.tsx';

/** The preview of the console, for the workspace's own client; opening it ticks the checklist's step 2. */
function WorkspacePreview({ Page }: { Page: () => React.JSX.Element }) {
  const scope = useScope();
  useEffect(() => {
    if (isCustomer(scope)) markOnboarding('tried', scope.clientId);
  }, [scope]);
  return <Page />;
}

/**
 * A customer's workspace at /app: the console's own screens (chats, analytics, preview, the client
 * page) under a customer route table; the server scopes every call to the signed-in customer's client.
 */
export function createWorkspaceRouter(onClient: (clientId: string | null) => void) {
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
      element: <WorkspaceLayout onClient={onClient} />,
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
          path: 'preview',
          lazy: async () => {
            const { ChatPreviewPage } = await import('../preview/chat-preview-page.tsx');
            return { Component: () => <WorkspacePreview Page={ChatPreviewPage} /> };
          },
        },
        {
          path: ':product',
          lazy: async () => {
            const { ChatPreviewPage } = await import('../preview/chat-preview-page.tsx');
            return { Component: () => <WorkspacePreview Page={ChatPreviewPage} /> };
          },
        },
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
