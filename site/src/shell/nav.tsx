import { NAV_LINKS, isCurrent } from './nav-links.ts';
import { Logo } from './logo.tsx';

/**
 * Top navigation. The mobile menu is a <dialog> enhanced by client/shell.ts, so content pages need no
 * framework on the client to open it.
 */
export function Nav({ path }: { path: string }) {
  const desktop = NAV_LINKS.filter((l) => l.desktop && l.href !== '/app/login');
  const linkClass = (href: string) =>
    isCurrent(href, path) ? 'text-blue-700 font-semibold' : 'text-gray-700 hover:text-blue-700';
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Logo />
        <ul className="hidden items-center gap-8 md:flex">
          {desktop.map((l) => (
            <li key={l.href}>
              <a
                href={l.href}
                aria-current={isCurrent(l.href, path) ? 'page' : undefined}
                className={linkClass(l.href)}
              >
                {l.label}
              </a>
            </li>
          ))}
        </ul>
        <a
          href="/app/login"
          className="hidden rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 md:inline-block"
        >
          Client Login
        </a>
        <button
          type="button"
          data-menu-open
          aria-controls="mobile-menu"
          aria-haspopup="dialog"
          className="rounded-md p-2 text-gray-700 hover:bg-gray-100 md:hidden"
        >
          <svg
            aria-hidden="true"
            width="24"
            height="24"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
          <span className="sr-only">Open menu</span>
        </button>
      </nav>
      <dialog
        id="mobile-menu"
        aria-labelledby="mobile-menu-title"
        aria-describedby="mobile-menu-description"
        className="menu-dialog bg-white p-6 shadow-xl"
      >
        <div className="flex items-start justify-between">
          <div>
            <h2 id="mobile-menu-title" className="text-lg font-semibold text-gray-900">
              Navigation
            </h2>
            <p id="mobile-menu-description" className="mt-1 text-sm text-gray-600">
              Navigate through the website
            </p>
          </div>
          <button type="button" data-menu-close className="rounded-md p-2 text-gray-700 hover:bg-gray-100">
            <svg
              aria-hidden="true"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <ul className="mt-6 space-y-1">
          {NAV_LINKS.map((l) => (
            <li key={l.href}>
              <a
                href={l.href}
                aria-current={isCurrent(l.href, path) ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 ${isCurrent(l.href, path) ? 'bg-blue-50 font-semibold text-blue-700' : 'text-gray-800 hover:bg-gray-100'}`}
              >
                {l.mobileLabel ?? l.label}
              </a>
            </li>
          ))}
        </ul>
      </dialog>
    </header>
  );
}
