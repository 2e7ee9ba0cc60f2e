/**
 * The audit log in the browser: on the client page of the console (an operator's token rotation) and
 * of /app (an owner's settings change with before and after), hidden from a member, downloadable as
 * CSV, and the operators' deployment-wide screen; no serious accessibility violation.
 */
import fs from 'node:fs';
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
  client = await h.app.services.clients.create({
    clientName: 'Audrey Ledger',
    businessName: 'Ledger Lamps',
    domain: 'ledgerlamps.example',
    plan: 'Premium',
  });
});
afterAll(async () => h?.close());

describe('the audit log in the console and /app', { timeout: 180_000 }, () => {
  it('shows an operator’s token rotation on the client page and the deployment-wide screen', async () => {
    const page = await h.newPage({ signedIn: true });
    expect((await page.request.post(`/api/clients/${client.id}/generate-token`)).status()).toBe(200);
    await page.goto(`/admin/clients/${client.id}`);
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Audit log' }) });
    const row = section.getByRole('row', { name: /Replaced the production token/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('admin');
    expect(await row.textContent()).toContain('Operator');

    const download = page.waitForEvent('download');
    await section.getByRole('link', { name: 'Download CSV' }).click();
    const csv = fs.readFileSync((await (await download).path())!, 'utf8');
    expect(csv.split('\n')[0]).toBe('at,client_id,actor_kind,actor_id,actor,source,action,target,changes');
    expect(csv).toContain('token.rotated');

    await page.goto('/admin/audit-log');
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    await page.getByRole('row', { name: /Replaced the production token/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows an owner’s settings change with before and after in /app, and nothing to a member', async () => {
    const owner = await signedInCustomer(h.app, client.id, 'audrey@ledgerlamps.example', 'owner');
    const member = await signedInCustomer(h.app, client.id, 'max@ledgerlamps.example', 'member');
    const page = await workspacePage(owner.cookie);
    await page.goto('/app/team');
    const changed = await page.request.put(`/api/clients/${client.id}`, {
      data: { businessName: 'Ledger Lamps & Shades' },
    });
    expect(changed.status()).toBe(200);
    await page.reload();
    const row = page.getByRole('row', { name: /Changed settings/ });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('audrey@ledgerlamps.example');
    expect(text).toContain('businessName: Ledger Lamps → Ledger Lamps & Shades');
    expect(await seriousViolations(page)).toEqual([]);

    const memberPage = await workspacePage(member.cookie);
    await memberPage.goto('/app/team');
    await memberPage.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    expect(await memberPage.getByRole('heading', { name: 'Audit log' }).count()).toBe(0);
  });
});
