import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/query-client.ts';
import { createAdminRouter } from './routes.tsx';
import { ToasterHost } from './ui/toaster-host.tsx';

const queryClient = createQueryClient();
const router = createAdminRouter();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToasterHost />
    </QueryClientProvider>
  );
}
