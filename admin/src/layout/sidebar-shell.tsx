import { lazy, Suspense, type ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { WaitingBadge } from '../handoff/waiting-badge.tsx';
import { focusRing } from '../ui/button.tsx';
import { PageLoading } from './page-loading.tsx';

const TooltipScope = lazy(() => import('../ui/tooltips.tsx'));

export interface NavItem {
  to: string;
  label: string;
  end: boolean;
  /** Carries the count of visitors waiting for a person (default: the Chats link). */
  badge?: boolean;
}

function navClass({ isActive }: { isActive: boolean }): string {
  return `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${focusRing} ${
    isActive ? 'bg-blue-600 text-white' : 'text-slate-700 hover:bg-slate-100'
  }`;
}

/** Shown while the signed-in user is being checked. */
export function ShellLoading() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center text-slate-700">
      Loading...
    </div>
  );
}

/**
 * The sidebar and main area shared by the console (/admin) and the customer workspace (/app):
 * each passes its own header, links and footer; the Chats link carries the waiting badge of
 * that app (`badgeBase`).
 */
export function SidebarShell(props: {
  header: ReactNode;
  footer: ReactNode;
  navLabel: string;
  nav: readonly NavItem[];
  badgeBase?: string;
  skipLink?: boolean;
}) {
  return (
    <div className="min-h-screen md:flex">
      {props.skipLink && (
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
      )}
      <aside className="border-b border-slate-200 bg-white md:sticky md:top-0 md:flex md:h-screen md:w-60 md:shrink-0 md:flex-col md:border-r md:border-b-0">
        {props.header}
        <nav aria-label={props.navLabel} className="overflow-x-auto px-2 pb-2 md:flex-1 md:pb-0">
          <ul className="flex gap-1 md:flex-col">
            {props.nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={navClass}>
                  {item.label}
                  {(item.badge ?? item.to === '/chats') && <WaitingBadge base={props.badgeBase} />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {props.footer}
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
