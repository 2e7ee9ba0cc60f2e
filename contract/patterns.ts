/**
 * Plain patterns shared by the contract schemas and by browser code that must not pull zod into its
 * bundle (the widget imports this file directly).
 */

/** The spec's "simple {email} pattern with no spaces". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a page's path matches a rule's pattern (validated by PathPattern); a trailing / is ignored. */
export function pathMatches(pattern: string, path: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const source = trim(pattern)
    .split('*')
    .map((part) => part.replace(/[.+^${}()|[\]\\?]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(trim(path));
}
