import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, NavLink, Outlet, useNavigate } from 'react-router';
import { logout } from '../api/auth-api.ts';
import { keys } from '../api/keys.ts';
import { useMe } from '../api/use-me.ts';
import { focusRing } from '../ui/button.tsx';
import { PageLoading } from './page-loading.tsx';
import { WaitingBadge } from '../handoff/waiting-badge.tsx';
import { AccountLabel, accountTriggerClass } from './account-trigger.tsx';

const AccountMenu = lazy(() => import('./account-menu.tsx'));
const TooltipScope = lazy(() => import('../ui/tooltips.tsx'));

const NAV = [
  { to: '/', label: 'Dashboard', end: true },
  { to: '/clients', label: 'Clients', end: false },
  { to: '/onboarding', label: 'Onboarding', end: false },
  { to: '/chats', label: 'Chats', end: false },
  { to: '/analytics', label: 'Analytics', end: false },
] as const;

function navClass({ isActive }: { isActive: boolean }): string {
  return `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${focusRing} ${
    isActive ? 'bg-blue-600 text-white' : 'text-slate-700 hover:bg-slate-100'
  }`;
}

/** Sidebar shell of every signed-in screen: 'Loading...' while checking, redirect when signed out. */
export function AdminLayout() {
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  if (me.isPending) {
    return (
      <div role="status" className="flex min-h-screen items-center justify-center text-slate-700">
        Loading...
      </div>
    );
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
    <div className="min-h-screen md:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <aside className="border-b border-slate-200 bg-white md:sticky md:top-0 md:flex md:h-screen md:w-60 md:shrink-0 md:flex-col md:border-r md:border-b-0">
        <div className="flex items-center justify-between gap-2 px-4 py-3 md:py-5">
          <span className="text-lg font-bold text-slate-900">Frontdesk Admin</span>
          <span className="md:hidden">
            <Account username={username} onSignOut={signOut} disabled={signingOut} compact />
          </span>
        </div>
        <nav aria-label="Admin" className="overflow-x-auto px-2 pb-2 md:flex-1 md:pb-0">
          <ul className="flex gap-1 md:flex-col">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={navClass}>
                  {item.label}
                  {item.to === '/chats' && <WaitingBadge />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden border-t border-slate-200 p-3 md:block">
          <Account username={username} onSignOut={signOut} disabled={signingOut} />
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
