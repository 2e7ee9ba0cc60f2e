/** The site's top navigation: which link shows where. */
export interface NavLink {
  href: string;
  label: string;
  /** Label on small screens, when it differs. */
  mobileLabel?: string;
  desktop: boolean;
}

export const NAV_LINKS: NavLink[] = [
  { href: '/', label: 'Home', desktop: true },
  { href: '/use-cases', label: 'Use Cases', desktop: true },
  { href: '/about', label: 'About', desktop: true },
  { href: '/blog', label: 'Blog', desktop: true },
  { href: '/demo', label: 'Demo', desktop: false },
  { href: '/careers', label: 'Careers', desktop: false },
  { href: '/app/login', label: 'Client Login', mobileLabel: 'Admin', desktop: true },
];

/** A link is current on its own path and, except Home, on the paths below it. */
export function isCurrent(href: string, path: string): boolean {
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
