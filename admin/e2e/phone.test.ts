import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, startConsole, type ConsoleHarness } from './console-harness.ts';
import { converse } from './seed.ts';

let h: ConsoleHarness;
let clientId: string;
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
  it('every screen fits without sideways scrolling and passes axe', async () => {
    const page = await h.newPage({ signedIn: true, viewport: { width: 375, height: 740 } });
    const screens: [string, string][] = [
      ['/admin', 'Dashboard'],
      ['/admin/clients', 'Clients'],
      [`/admin/clients/${clientId}`, 'Mia Owner'],
      ['/admin/onboarding', 'Client Onboarding'],
      ['/admin/chats', 'Chat Sessions'],
      [`/admin/chats/mia_phone_session_001?clientId=${clientId}`, 'Chat with Mia Owner'],
      ['/admin/analytics', 'Analytics Dashboard'],
      [`/admin/${clientId}`, 'AI Chat Preview'],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
      expect({ path, violations: await seriousViolations(page, { exclude: ['frontdesk-chat'] }) }).toEqual({
        path,
        violations: [],
      });
    }
  });

  it('reaches every section from the navigation bar', async () => {
    const page = await h.newPage({ signedIn: true, viewport: { width: 375, height: 740 } });
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Analytics' }).click();
    await page.getByRole('heading', { name: 'Analytics Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Account menu for admin' }).first().click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/admin/login');
  });
});
