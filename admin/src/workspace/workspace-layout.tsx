import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { getQueryFn } from '../api/http.ts';
import { keys } from '../api/keys.ts';
import { useAdminLiveUpdates } from '../realtime/use-admin-live-updates.ts';
import { ShellLoading, SidebarShell } from '../layout/sidebar-shell.tsx';
import { ScopeProvider } from '../scope.tsx';
import { Button, focusRing } from '../ui/button.tsx';
import { setOwnClientId } from './own-client.ts';
import { appMeKey, workspaceApi, type AppMe } from './workspace-api.ts';

const NAV = [
  { to: '/', label: 'Home', end: true },
  { to: '/chats', label: 'Chats', end: false },
  { to: '/analytics', label: 'Analytics', end: false },
  { to: '/preview', label: 'Try your assistant', end: false },
  { to: '/security', label: 'Security', end: false },
] as const;

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
  const [switching, setSwitching] = useState(false);
  const clientId = me.data?.clientId ?? '';
  // The same live updates as the console, for this client only (the server sends no other client's).
  useAdminLiveUpdates(
    useMemo(() => (clientId ? [keys.sessions, keys.handoffQueue, keys.client(clientId)] : []), [clientId]),
  );

  if (me.isPending) return <ShellLoading />;
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

  // One login, several workspaces: switching opens a new session in the other client.
  const switchTo = async (target: string) => {
    setSwitching(true);
    const result = await workspaceApi.switchWorkspace({ clientId: target }).catch(() => null);
    setSwitching(false);
    if (!result?.ok) return;
    queryClient.clear();
    navigate('/', { replace: true });
  };

  return (
    <ScopeProvider value={{ kind: 'customer', clientId: me.data.clientId, role: me.data.user.role }}>
      <SidebarShell
        navLabel="Workspace"
        nav={NAV}
        badgeBase="/app"
        header={
          <div className="px-4 py-3 md:py-5">
            <span className="text-lg font-bold text-slate-900">Frontdesk</span>
            {me.data.workspaces.length > 1 && (
              <label className="mt-3 block text-xs font-medium text-slate-600">
                Workspace
                <select
                  className={`mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 ${focusRing}`}
                  value={me.data.clientId}
                  disabled={switching}
                  onChange={(e) => void switchTo(e.target.value)}
                >
                  {me.data.workspaces.map((w) => (
                    <option key={w.clientId} value={w.clientId}>
                      {w.businessName}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
        }
        footer={
          <div className="border-t border-slate-200 p-3 text-sm text-slate-700">
            <p className="truncate" title={me.data.user.email}>
              {me.data.user.email}
            </p>
            <p className="text-xs text-slate-500 capitalize">{me.data.user.role}</p>
            <Button size="sm" variant="secondary" className="mt-2" onClick={signOut} disabled={signingOut}>
              Sign out
            </Button>
          </div>
        }
      />
    </ScopeProvider>
  );
}
