import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMenu, seriousViolations, startConsole, type ConsoleHarness } from './console-harness.ts';
import { converse } from './seed.ts';

let h: ConsoleHarness;
let clientId: string;
let page: Page | undefined;
beforeAll(async () => {
  h = await startConsole();
  const client = await h.app.services.clients.create({
    clientName: 'Mia Owner',
    businessName: 'Mia Market',
    domain: 'mia.example',
    plan: 'Starter',
    aiContent: 'Open daily 8 to 8.',
  });
  clientId = client.id;
  await converse(h.app, client, 'mia_phone_session_001', ['When are you open?']);
});
afterAll(async () => h?.close());

describe('phone width (375 px)', () => {
  const screens: [string, () => string, string][] = [
    ['dashboard', () => '/admin', 'Dashboard'],
    ['clients', () => '/admin/clients', 'Clients'],
    ['client detail', () => `/admin/clients/${clientId}`, 'Mia Owner'],
    ['onboarding', () => '/admin/onboarding', 'Client Onboarding'],
    ['chats', () => '/admin/chats', 'Chat Sessions'],
    [
      'chat detail',
      () => `/admin/chats/mia_phone_session_001?clientId=${clientId}`,
      'Chat with Visitor mia_phon',
    ],
    ['analytics', () => '/admin/analytics', 'Analytics Dashboard'],
    ['chat preview', () => `/admin/${clientId}`, 'AI Chat Preview'],
  ];
  it.each(screens)('%s fits without sideways scrolling and passes axe', async (_name, path, heading) => {
    page ??= await h.newPage({ signedIn: true, viewport: { width: 375, height: 740 } });
    await page.goto(path());
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(await seriousViolations(page, { exclude: ['frontdesk-chat'] })).toEqual([]);
  });

  it('reaches every section from the navigation bar', async () => {
    const page = await h.newPage({ signedIn: true, viewport: { width: 375, height: 740 } });
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const sections = [
      ['Clients', '/admin/clients'],
      ['Onboarding', '/admin/onboarding'],
      ['Chats', '/admin/chats'],
      ['Dashboard', '/admin'],
      ['Analytics', '/admin/analytics'],
    ] as const;
    for (const [label, path] of sections) {
      const link = nav.getByRole('link', { name: label });
      await link.click();
      await page.waitForURL((url) => url.pathname === path);
      // The router marks the link in the render after the URL changes.
      await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
    }
    await page.getByRole('heading', { name: 'Analytics Dashboard' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Analytics Dashboard' }).count()).toBe(1);
    const signOut = page.getByRole('menuitem', { name: 'Sign out' });
    await openMenu(page.getByRole('button', { name: 'Account menu for admin' }).first(), signOut);
    await signOut.click();
    await page.waitForURL('**/admin/login');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });
});
