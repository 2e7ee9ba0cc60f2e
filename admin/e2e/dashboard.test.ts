import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../contract/admin.ts';
import type { Client } from '../../contract/clients.ts';
import { seriousViolations, startConsole, type ConsoleHarness } from './console-harness.ts';
import { converse } from './seed.ts';

let h: ConsoleHarness;
let page: Page;
let shop: Client;

beforeAll(async () => {
  h = await startConsole();
  shop = await h.app.services.clients.create({
    clientName: 'Ana Shop',
    businessName: 'Ana Boutique',
    domain: 'ana.example',
    plan: 'Premium',
    industry: 'Retail',
    aiContent: 'We open at 9 AM every day.',
  });
  await h.app.services.clients.create({
    clientName: 'Ben Homes',
    businessName: 'Ben Realty',
    domain: 'ben.example',
    plan: 'Starter',
  });
  page = await h.newPage({ signedIn: true });
});
afterAll(async () => h?.close());

const card = (p: Page, label: string) => p.getByRole('heading', { name: label, exact: true }).locator('..');

describe('dashboard', () => {
  it("shows the four stat cards from the server and 'No recent chats found' before any chat", async () => {
    await page.goto('/admin');
    await page.getByText('No recent chats found').waitFor();
    const cookie = await h.app.login();
    const stats = (
      await h.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers: { cookie } })
    ).json as DashboardStats;
    await card(page, 'Total Clients').getByText(String(stats.totalClients), { exact: true }).waitFor();
    await card(page, 'Messages & Chats Processed')
      .getByText(`${stats.totalMessages}/${stats.totalChats}`, { exact: true })
      .waitFor();
    await card(page, 'Active Sessions').getByText(String(stats.activeSessions), { exact: true }).waitFor();
    await card(page, 'API Cost this month').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('adds a new conversation to Recent Chats live, over the admin socket, without a reload', async () => {
    // Converse only once the admin namespace has accepted the socket ("40/admin," frame).
    const joined = new Promise<void>((resolve) =>
      page.on('websocket', (ws) =>
        ws.on('framereceived', (frame) => {
          if (String(frame.payload).startsWith('40/admin')) resolve();
        }),
      ),
    );
    await page.goto('/admin');
    await page.getByText('No recent chats found').waitFor();
    await joined;
    await converse(h.app, shop, 'ana_visitor_session_01', ['When do you open?']);
    const item = page.getByRole('link').filter({ hasText: 'Ana Boutique' });
    await item.waitFor();
    await item.getByText('Just now').waitFor();
    // Titled by the visitor, with the business beneath, never by the client's contact person.
    await item.getByText('Visitor ana_visi', { exact: true }).waitFor();
    expect(await item.getByText('Ana Shop').count()).toBe(0);
    expect(await item.getAttribute('href')).toBe(`/admin/chats/ana_visitor_session_01?clientId=${shop.id}`);
    await card(page, 'Active Sessions').getByText('1', { exact: true }).waitFor();
  });

  it('colours growth green when up and red when down, and shows N/A for a missing API cost', async () => {
    const stats: DashboardStats = {
      totalClients: 12,
      totalMessages: 340,
      totalChats: 41,
      activeSessions: 3,
      apiCost: null,
      clientsGrowth: 12.5,
      messagesGrowth: -3,
    };
    await page.route('**/api/admin/dashboard/stats', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(stats) }),
    );
    await page.goto('/admin');
    await card(page, 'API Cost this month').getByText('N/A', { exact: true }).waitFor();
    await card(page, 'Messages & Chats Processed').getByText('340/41', { exact: true }).waitFor();
    const up = card(page, 'Total Clients').getByTestId('growth');
    const down = card(page, 'Messages & Chats Processed').getByTestId('growth');
    expect(await up.textContent()).toContain('+12.5% from last month');
    expect(await down.textContent()).toContain('-3.0% from last month');
    expect(await up.getAttribute('class')).toContain('text-green');
    expect(await down.getAttribute('class')).toContain('text-red');
    await page.unroute('**/api/admin/dashboard/stats');
    await page.route('**/api/admin/dashboard/stats', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ ...stats, apiCost: 1.234 }),
      }),
    );
    await page.goto('/admin');
    await card(page, 'API Cost this month').getByText('$1.23', { exact: true }).waitFor();
    await page.unroute('**/api/admin/dashboard/stats');
  });

  it('names the clients whose assistant reached its limit, each a link to its page', async () => {
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Total Clients' }).waitFor();
    expect(await page.getByText('reached their limit').count()).toBe(0);
    await h.app.services.usage.set(shop.id, 500);
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: '1 client has reached their limit' });
    await alert.getByRole('link', { name: 'Ana Boutique' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await h.app.services.usage.set(shop.id, 0);
  });

  it('says when stats or recent chats cannot be fetched', async () => {
    await page.route('**/api/admin/dashboard/**', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/admin');
    const stats = page.getByText('Failed to fetch dashboard stats');
    const chats = page.getByText('Failed to fetch recent chats');
    await stats.waitFor();
    await chats.waitFor();
    expect([await stats.count(), await chats.count()]).toEqual([1, 1]);
    await page.unroute('**/api/admin/dashboard/**');
  });
});
