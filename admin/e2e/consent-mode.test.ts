/**
 * Consent mode in the browser: an owner turns it on in /app's Assistant page (the website script on
 * Developers then carries data-consent-mode), a member does not see the switch, and an operator turns
 * it off on the console's client page; no serious accessibility violation.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../contract/clients.ts';
import { signedInCustomer } from '../../server/testing/customer-session.ts';
import { seriousViolations, startConsole, type ConsoleHarness } from './console-harness.ts';

let h: ConsoleHarness;
let client: Client;

/** A page signed in to /app with a session cookie the server issued. */
async function workspacePage(cookie: string): Promise<Page> {
  const page = await h.newPage();
  const [name, value] = cookie.split('=') as [string, string];
  await page.context().addCookies([{ name, value, url: h.url }]);
  return page;
}

beforeAll(async () => {
  h = await startConsole();
  const created = await h.app.services.clients.create({
    clientName: 'Connie Sent',
    businessName: 'Consent Candles',
    domain: 'consentcandles.example',
    plan: 'Premium',
  });
  client = await h.app.services.clients.generateToken(created.id, 'live');
});
afterAll(async () => h?.close());

const SWITCH = 'Record page views only after the visitor consents';

describe('consent mode in /app and the console', { timeout: 180_000 }, () => {
  it('is the owner’s switch on Assistant, changes the website script, and is hidden from a member', async () => {
    const owner = await signedInCustomer(h.app, client.id, 'connie@consentcandles.example', 'owner');
    const member = await signedInCustomer(h.app, client.id, 'mo@consentcandles.example', 'member');
    const page = await workspacePage(owner.cookie);
    await page.goto('/app/assistant');
    const toggle = page.getByRole('switch', { name: SWITCH });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await expect.poll(async () => (await h.app.services.clients.get(client.id)).consentMode).toBe(true);
    await page.getByText('Frontdesk.consent(true)').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/app/developers');
    await page
      .getByText(/data-consent-mode/)
      .first()
      .waitFor();

    const memberPage = await workspacePage(member.cookie);
    await memberPage.goto('/app/assistant');
    await memberPage.getByRole('heading', { level: 1, name: 'Assistant' }).waitFor();
    expect(await memberPage.getByRole('switch', { name: SWITCH }).count()).toBe(0);
  });

  it('lets an operator turn it off on the client page', async () => {
    await h.app.services.clients.update(client.id, { consentMode: true });
    const page = await h.newPage({ signedIn: true });
    await page.goto(`/admin/clients/${client.id}`);
    const toggle = page.getByRole('switch', { name: SWITCH });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(async () => (await h.app.services.clients.get(client.id)).consentMode).toBe(false);
  });
});
