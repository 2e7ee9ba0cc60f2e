import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { logout } from '../api/auth-api.ts';
import { keys } from '../api/keys.ts';
import { useMe } from '../api/use-me.ts';
import { AccountLabel, accountTriggerClass } from './account-trigger.tsx';
import { ShellLoading, SidebarShell } from './sidebar-shell.tsx';

const AccountMenu = lazy(() => import('./account-menu.tsx'));

const NAV = [
  { to: '/', label: 'Dashboard', end: true },
  { to: '/clients', label: 'Clients', end: false },
  { to: '/onboarding', label: 'Onboarding', end: false },
  { to: '/chats', label: 'Chats', end: false },
  { to: '/analytics', label: 'Analytics', end: false },
  { to: '/security', label: 'Security', end: false },
  { to: '/audit-log', label: 'Audit log', end: false },
] as const;

/** Sidebar shell of every signed-in screen: 'Loading...' while checking, redirect when signed out. */
export function AdminLayout() {
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  if (me.isPending) {
    return <ShellLoading />;
  }
  if (!me.data) return <Navigate to="/login" replace />;

  const signOut = async () => {
    setSigningOut(true);
    try {
      await logout();
    } catch (error) {
      console.error('Logout failed', error);
    }
    queryClient.clear();
    queryClient.setQueryData(keys.me, null);
    navigate('/login', { replace: true });
  };

  const username = me.data.user.username;
  return (
    <SidebarShell
      skipLink
      navLabel="Admin"
      nav={NAV}
      header={
        <div className="flex items-center justify-between gap-2 px-4 py-3 md:py-5">
          <span className="text-lg font-bold text-slate-900">Frontdesk Admin</span>
          <span className="md:hidden">
            <Account username={username} onSignOut={signOut} disabled={signingOut} compact />
          </span>
        </div>
      }
      footer={
        <div className="hidden border-t border-slate-200 p-3 md:block">
          <Account username={username} onSignOut={signOut} disabled={signingOut} />
        </div>
      }
    />
  );
}

/** Until the menu chunk arrives, the same-looking button is shown (inert for that instant). */
function Account(props: { username: string; onSignOut: () => void; disabled: boolean; compact?: boolean }) {
  return (
    <Suspense
      fallback={
        <button
          type="button"
          className={accountTriggerClass(props.compact)}
          aria-label={`Account menu for ${props.username}`}
        >
          <AccountLabel username={props.username} compact={props.compact} />
        </button>
      }
    >
      <AccountMenu {...props} />
    </Suspense>
  );
}
