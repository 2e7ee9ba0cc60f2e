import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, NavLink, Outlet, useNavigate } from 'react-router';
import { getQueryFn } from '../api/http.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import { ScopeProvider } from '../scope.tsx';
import { Button, focusRing } from '../ui/button.tsx';
import { setOwnClientId } from './own-client.ts';
import { appMeKey, workspaceApi, type AppMe } from './workspace-api.ts';

const TooltipScope = lazy(() => import('../ui/tooltips.tsx'));

const NAV = [
  { to: '/', label: 'Home', end: true },
  { to: '/chats', label: 'Chats', end: false },
  { to: '/analytics', label: 'Analytics', end: false },
  { to: '/preview', label: 'Try your assistant', end: false },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${focusRing} ${
    isActive ? 'bg-blue-600 text-white' : 'text-slate-700 hover:bg-slate-100'
  }`;

export function useAppMe() {
  return useQuery<AppMe | null>({ queryKey: appMeKey, queryFn: getQueryFn<AppMe>({ on401: 'returnNull' }) });
}

/**
 * The shell of a customer's workspace at /app: the console's screens, scoped to the signed-in
 * customer's one client (ScopeProvider), with its own sign-in.
 */
export function WorkspaceLayout() {
  const me = useAppMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  if (me.isPending)
    return (
      <div role="status" className="flex min-h-screen items-center justify-center text-slate-700">
        Loading...
      </div>
    );
  if (!me.data) {
    setOwnClientId(null);
    return <Navigate to="/login" replace />;
  }
  setOwnClientId(me.data.clientId);

  const signOut = async () => {
    setSigningOut(true);
    await workspaceApi.logout().catch(() => undefined);
    queryClient.clear();
    queryClient.setQueryData(appMeKey, null);
    navigate('/login', { replace: true });
  };

  return (
    <ScopeProvider value={{ kind: 'customer', clientId: me.data.clientId, role: me.data.user.role }}>
      <div className="min-h-screen md:flex">
        <aside className="border-b border-slate-200 bg-white md:sticky md:top-0 md:flex md:h-screen md:w-60 md:shrink-0 md:flex-col md:border-r md:border-b-0">
          <div className="px-4 py-3 md:py-5">
            <span className="text-lg font-bold text-slate-900">Frontdesk</span>
          </div>
          <nav aria-label="Workspace" className="overflow-x-auto px-2 pb-2 md:flex-1 md:pb-0">
            <ul className="flex gap-1 md:flex-col">
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={navClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t border-slate-200 p-3 text-sm text-slate-700">
            <p className="truncate" title={me.data.user.email}>
              {me.data.user.email}
            </p>
            <p className="text-xs text-slate-500 capitalize">{me.data.user.role}</p>
            <Button size="sm" variant="secondary" className="mt-2" onClick={signOut} disabled={signingOut}>
              Sign out
            </Button>
          </div>
        </aside>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
          <Suspense fallback={<PageLoading />}>
            <TooltipScope>
              <Outlet />
            </TooltipScope>
          </Suspense>
        </main>
      </div>
    </ScopeProvider>
  );
}
