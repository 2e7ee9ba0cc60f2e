import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { getQueryFn } from '../api/http.ts';
import { keys } from '../api/keys.ts';
import { useAdminLiveUpdates } from '../realtime/use-admin-live-updates.ts';
import { ShellLoading, SidebarShell, type NavItem } from '../layout/sidebar-shell.tsx';
import { BusinessMark } from './business-mark.tsx';
import { SignedInPerson } from './signed-in-person.tsx';
import { WORKSPACE_PAGES } from './workspace-pages.ts';
import { ScopeProvider } from '../scope.tsx';
import { Button, focusRing } from '../ui/button.tsx';
import { setOwnClientId } from './own-client.ts';
import { appMeKey, workspaceApi, type AppMe } from './workspace-api.ts';

// The navigation is the page table: one line there adds a page here too.
const NAV: NavItem[] = WORKSPACE_PAGES.map((p) => ({
  to: `/${p.path}`,
  label: p.label,
  end: p.path === '',
  badge: p.path === 'inbox',
}));

export function useAppMe() {
  return useQuery<AppMe | null>({ queryKey: appMeKey, queryFn: getQueryFn<AppMe>({ on401: 'returnNull' }) });
}

/**
 * The shell of a customer's workspace at /app: the business's name and mark on top, its pages, and
 * the signed-in person below; every screen is scoped to the customer's one client (ScopeProvider).
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
        skipLink
        nav={NAV}
        badgeBase="/app"
        header={
          <div className="px-4 py-3 md:py-5">
            <BusinessMark
              clientId={me.data.clientId}
              fallback={me.data.workspaces.find((w) => w.clientId === me.data?.clientId)?.businessName ?? ''}
            />
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
          <div className="flex items-center justify-between gap-2 border-t border-slate-200 p-3 text-sm text-slate-700 md:block">
            <SignedInPerson email={me.data.user.email} role={me.data.user.role} />
            <Button size="sm" variant="secondary" className="md:mt-2" onClick={signOut} disabled={signingOut}>
              Sign out
            </Button>
          </div>
        }
      />
    </ScopeProvider>
  );
}
