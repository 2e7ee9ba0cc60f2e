import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../contract/clients.ts';
import { pick, seriousViolations, startConsole, type ConsoleHarness } from './console-harness.ts';
import { converse, pageView } from './seed.ts';

let h: ConsoleHarness;
let page: Page;
let shop: Client;

// Device ids as the widget makes them (32 characters); a session id is the device id plus a random part.
const V1 = 'a'.repeat(32);
const V2 = 'b'.repeat(32);
const V3 = 'c'.repeat(32);

beforeAll(async () => {
  h = await startConsole();
  shop = await h.app.services.clients.create({
    clientName: 'Cleo Owner',
    businessName: 'Cleo Shop',
    domain: 'cleo.example',
    plan: 'Premium',
    aiContent: 'We sell ceramics.',
  });
  await h.app.services.clients.create({
    clientName: 'Quiet Owner',
    businessName: 'Quiet Shop',
    domain: 'quiet.example',
    plan: 'Starter',
  });
  // Three visitors, five page views; the first one chats (its session id starts with its visitor id).
  await pageView(h.app, shop, V1, 'https://cleo.example/');
  await pageView(h.app, shop, V1, 'https://cleo.example/pricing');
  await pageView(h.app, shop, V2, 'https://cleo.example/');
  await pageView(h.app, shop, V2, 'https://cleo.example/pricing');
  await pageView(h.app, shop, V3, 'https://cleo.example/');
  // On the live site: a test token's chats are not the site's analytics (row 5).
  await converse(h.app, shop, `${V1}chat0001`, ['Do you sell vases?'], { live: true });
  page = await h.newPage({ signedIn: true });
});
afterAll(async () => h?.close());

const card = (p: Page, label: string) => p.getByRole('heading', { name: label, exact: true }).locator('..');

describe('analytics', () => {
  it("asks to 'Select a Client' while 'All Clients' is chosen, without calling the analytics API", async () => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/analytics/')) calls.push(r.url());
    });
    await page.goto('/admin/analytics');
    await page.getByRole('heading', { name: 'Analytics Dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Select a Client' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Client' }).textContent()).toContain('All Clients');
    expect(await page.getByRole('combobox', { name: 'Timeframe' }).textContent()).toContain('Last 7 Days');
    expect(calls).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows six skeleton cards while loading, then the seeded visits, chats, top pages and the chart', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const calls: string[] = [];
    await page.route('**/api/v1/analytics/**', async (route) => {
      calls.push(route.request().url());
      await held;
      await route.continue();
    });
    const chartChunk = page.waitForRequest((r) => /chats-chart-[\w-]+\.js$/.test(r.url()));
    await pick(page, 'Client', 'Cleo Owner');
    await page.getByTestId('skeleton-card').nth(5).waitFor();
    expect(await page.getByTestId('skeleton-card').count()).toBe(6);
    release();
    await card(page, 'Total Visitors').getByText('3', { exact: true }).waitFor();
    await card(page, 'Page Views').getByText('5', { exact: true }).waitFor();
    await card(page, 'Chat Engagement').getByText('33.3%', { exact: true }).waitFor();
    await card(page, 'Total Chats').getByText('1', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Chat Statistics' }).waitFor();
    await page.getByText('Avg Messages/Chat').waitFor();
    const pages = page.getByRole('heading', { name: 'Top Pages' }).locator('..');
    const rows = await pages
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (td) => td.textContent)));
    expect(rows).toEqual(
      expect.arrayContaining([
        ['/', '3', '3'],
        ['/pricing', '2', '2'],
      ]),
    );
    // The top pages table fits its frame on a 1280 px laptop.
    expect(page.viewportSize()?.width).toBe(1280);
    const cut = await page.evaluate(
      () =>
        [...document.querySelectorAll('table')].filter(
          (t) => t.scrollWidth > (t.parentElement?.clientWidth ?? 0),
        ).length,
    );
    expect(cut).toBe(0);
    await chartChunk;
    await page.locator('.recharts-surface').first().waitFor();
    expect(calls[0]).toContain(`/api/v1/analytics/dashboard/${shop.id}?timeframe=7d`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.unroute('**/api/v1/analytics/**');
  });

  it('asks the server for the chosen timeframe', async () => {
    const analyticsCall = () => page.waitForRequest((r) => r.url().includes('/api/v1/analytics/'));
    const day = analyticsCall();
    await pick(page, 'Timeframe', 'Last 24 Hours');
    expect(new URL((await day).url()).searchParams.get('timeframe')).toBe('1d');
    const visitors = card(page, 'Total Visitors').getByText('3', { exact: true });
    await visitors.waitFor();
    expect(await visitors.count()).toBe(1);
    const month = analyticsCall();
    await pick(page, 'Timeframe', 'Last 30 Days');
    expect(new URL((await month).url()).searchParams.get('timeframe')).toBe('30d');
  });

  it("shows 'No Data Available' for a client without visits or chats", async () => {
    await pick(page, 'Client', 'Quiet Owner');
    const heading = page.getByRole('heading', { name: 'No Data Available' });
    await heading.waitFor();
    expect(await heading.textContent()).toBe('No Data Available');
    const note = page.getByText('No analytics data found for the selected timeframe.');
    await note.waitFor();
    expect(await note.count()).toBe(1);
    // No chart is drawn for an empty client.
    expect(await page.locator('.recharts-surface').count()).toBe(0);
  });

  it("says 'No page data available' when there are chats but no page views", async () => {
    await page.route('**/api/v1/analytics/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          analytics: {
            visitors: { totalVisitors: 0, totalPageViews: 0, chatEngagementRate: 0 },
            chats: { totalChats: 2, totalMessages: 6, avgMessagesPerChat: 3 },
            topPages: [],
            chatsPerDay: [{ date: '2026-11-20', chats: 2 }],
            chatsByLanguage: [{ language: 'en', chats: 2 }],
          },
        }),
      }),
    );
    await pick(page, 'Timeframe', 'Last 7 Days');
    const empty = page.getByText('No page data available');
    await empty.waitFor();
    expect(await empty.count()).toBe(1);
    // The chats still show: only the page list is empty.
    expect(await card(page, 'Total Chats').textContent()).toContain('2');
    await page.unroute('**/api/v1/analytics/**');
  });
});
