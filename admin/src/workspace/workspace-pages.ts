import type { ComponentType } from 'react';

/** A section of a workspace page: it gets the workspace's client and renders one card or group. */
export type WorkspaceSection = ComponentType<{ clientId: string }>;

export interface WorkspacePageEntry {
  /** The path under /app ('' is Home). */
  path: string;
  /** The navigation label, the page's heading and its document title. */
  label: string;
  /** Loads the page (its own chunk). */
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * The workspace's pages, in navigation order: one line adds a page (its route, its link, its title).
 * Each page lists its sections in its own file (pages/*.tsx), so a new section is one line there too.
 */
export const WORKSPACE_PAGES: readonly WorkspacePageEntry[] = [
  { path: '', label: 'Home', load: () => import('./pages/home-page.tsx') },
  { path: 'inbox', label: 'Inbox', load: () => import('./pages/inbox-page.tsx') },
  { path: 'knowledge', label: 'Knowledge', load: () => import('./pages/knowledge-page.tsx') },
  { path: 'assistant', label: 'Assistant', load: () => import('./pages/assistant-page.tsx') },
  { path: 'analytics', label: 'Analytics', load: () => import('./pages/analytics-page.tsx') },
  { path: 'team', label: 'Team', load: () => import('./pages/team-page.tsx') },
  { path: 'billing', label: 'Billing', load: () => import('./pages/billing-page.tsx') },
  { path: 'developers', label: 'Developers', load: () => import('./pages/developers-page.tsx') },
  {
    path: 'security',
    label: 'Security',
    load: () => import('../two-factor/security-page.tsx').then((m) => ({ default: m.WorkspaceSecurityPage })),
  },
];
