import { TAGLINE, SITE_NAME } from '../site-config.ts';
import { Logo } from './logo.tsx';

interface FooterEntry {
  label: string;
  /** Only the site's live pages have a destination; the rest are placeholders. */
  href?: string;
}

const COLUMNS: { title: string; entries: FooterEntry[] }[] = [
  {
    title: 'Product',
    entries: [
      { label: 'Features' },
      { label: 'Pricing' },
      { label: 'Use Cases', href: '/use-cases' },
      { label: 'Integrations' },
    ],
  },
  {
    title: 'Company',
    entries: [
      { label: 'About', href: '/about' },
      { label: 'Blog', href: '/blog' },
      { label: 'Careers' },
      { label: 'Contact' },
    ],
  },
  {
    title: 'Support',
    entries: [
      { label: 'Documentation' },
      { label: 'Help Center' },
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
    ],
  },
];

export function Footer() {
  return (
    <footer className="bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-4">
        <div>
          <Logo light />
          <p className="mt-3 text-sm text-gray-300">{TAGLINE}</p>
        </div>
        {COLUMNS.map((col) => (
          <div key={col.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{col.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {col.entries.map((e) => (
                <li key={e.label}>
                  {e.href ? (
                    <a href={e.href} className="hover:text-white">
                      {e.label}
                    </a>
                  ) : (
                    <span data-placeholder>{e.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-gray-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-gray-400">
          © 2023 {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
