/** Facts about the site used by pages, metadata and the sitemap. */
export const SITE_NAME = 'Frontdesk';
export const TAGLINE = 'AI agent that knows your business';
export const CAREERS_EMAIL = 'careers@frontdesk.ai';
export const CONTACT_EMAIL = 'hello@frontdesk.ai';

/** Absolute origin for canonical links, JSON-LD and the sitemap; set at build time. */
export function siteUrl(): string {
  const configured = typeof process !== 'undefined' ? process.env.FRONTDESK_PUBLIC_URL : undefined;
  return (configured ?? 'http://localhost:3000').replace(/\/+$/, '');
}

export function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
