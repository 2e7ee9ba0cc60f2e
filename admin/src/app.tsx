import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/query-client.ts';
import { createAdminRouter } from './routes.tsx';
import { ToasterHost } from './ui/toaster-host.tsx';
import { getOwnClientId } from './workspace/own-client.ts';
import { createWorkspaceQueryClient } from './workspace/workspace-query-client.ts';
import { createWorkspaceRouter } from './workspace/workspace-routes.tsx';

// One bundle, two consoles: operators at /admin, a customer's workspace at /app.
const workspace = window.location.pathname === '/app' || window.location.pathname.startsWith('/app/');
const queryClient = workspace ? createWorkspaceQueryClient(getOwnClientId) : createQueryClient();
const router = workspace ? createWorkspaceRouter() : createAdminRouter();
// The workspace's pages name the tab themselves ("Inbox · Rosa Coffee"), not "Frontdesk Admin".
if (workspace) document.head.querySelector('title')?.remove();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToasterHost />
    </QueryClientProvider>
  );
}
