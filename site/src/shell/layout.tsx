import type { ReactNode } from 'react';
import { Footer } from './footer.tsx';
import { Nav } from './nav.tsx';

/** The site shell: navigation, main content, footer. */
export function Layout({ path, children }: { path: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white font-sans text-gray-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Nav path={path} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}
