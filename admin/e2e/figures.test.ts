/**
 * Numbers that agree, on the screens: for the same seeded data (live visitors of two clients, a
 * test-token visitor, a lead, a visitor waiting for a person), every labelled figure reads the same
 * on the dashboard, the chats page, the clients list, the client page and /app's Home in Chromium, from
 * the API and from `frontdesk figures` (server/domain/figures defines each one).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../contract/admin.ts';
import type { SessionList } from '../../contract/chat.ts';
import type { Client, ClientList } from '../../contract/clients.ts';
import { FIGURE_LABELS, type Figures } from '../../contract/figures.ts';
import { DEFAULT_HANDOFF_SETTINGS, type HandoffQueue } from '../../contract/handoff.ts';
import type { LeadList } from '../../contract/insights.ts';
import { runCli } from '../../cli/testing/run-cli.ts';
import { signedInCustomer } from '../../server/testing/customer-session.ts';
import { startConsole, type ConsoleHarness } from './console-harness.ts';
import { converse } from './seed.ts';

let h: ConsoleHarness;
let page: Page;
let cookie: string;
let shop: Client;
let homes: Client;

beforeAll(async () => {
  h = await startConsole();
  const c = h.app.services.clients;
  shop = await c.create({
    clientName: 'Ana Shop',
    businessName: 'Ana Boutique',
    domain: 'ana.example',
    plan: 'Premium',
    aiContent: 'We open at 9 AM every day. Returns within 30 days.',
  });
  homes = await c.create({
    clientName: 'Ben Homes',
    businessName: 'Ben Realty',
    domain: 'ben.example',
    plan: 'Starter',
    aiContent: 'Viewings on Saturdays.',
  });
  await c.update(shop.id, {
    handoff: { ...DEFAULT_HANDOFF_SETTINGS, enabled: true, waitTimeoutMinutes: 10 },
  });
  await c.setTestMode(shop.id, false);
  await c.setTestMode(homes.id, false);
  await converse(h.app, shop, 'figures_shop_visitor_01', ['When do you open?', 'Can I return a dress?'], {
    live: true,
  });
  await converse(
    h.app,
    shop,
    'figures_shop_visitor_02',
    ['Please follow up with me by email: ana@visitor.example'],
    {
      live: true,
    },
  );
  await converse(h.app, homes, 'figures_homes_visitor_1', ['When are viewings?'], { live: true });
  // A test-token chat: a conversation and messages, never an AI reply counted on the plan.
  await c.setTestMode(homes.id, true);
  await converse(h.app, (await c.get(homes.id)) as Client, 'figures_homes_tester_01', ['Test question'], {});
  await h.app.services.handoff.request(await c.record(shop.id), 'figures_shop_visitor_01');
  cookie = await h.app.login();
  page = await h.newPage({ signedIn: true });
}, 180_000);
afterAll(async () => h?.close());

const api = async <T>(url: string) =>
  (await h.app.inject({ method: 'GET', url, headers: { cookie } })).json as T;
const cli = async (args: string[]) => {
  const r = await runCli(h.app.dataDir, ['figures', ...args, '--json']);
  expect(r.exitCode, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Figures;
};
const card = (label: string) => page.getByRole('heading', { name: label, exact: true }).locator('..');
const shows = (label: string, text: string) => card(label).getByText(text, { exact: true }).waitFor();

describe('labelled figures on every screen', () => {
  it('Messages, Conversations and Active Sessions: CLI, API, dashboard and chats page agree', async () => {
    const all = await cli([]);
    expect(all.conversations).toBe(4);
    expect(all.activeSessions).toBeGreaterThan(0);
    const stats = await api<DashboardStats>('/api/admin/dashboard/stats');
    const list = await api<SessionList>('/api/chat/sessions?pageSize=100');
    expect([stats.totalMessages, list.summary.totalMessages]).toEqual([all.messages, all.messages]);
    expect([stats.totalChats, list.summary.totalSessions]).toEqual([all.conversations, all.conversations]);
    expect([stats.activeSessions, list.summary.activeSessions]).toEqual([
      all.activeSessions,
      all.activeSessions,
    ]);

    await page.goto('/admin');
    await shows('Messages & Chats Processed', `${all.messages}/${all.conversations}`);
    await shows(FIGURE_LABELS.activeSessions, String(all.activeSessions));

    await page.goto('/admin/chats');
    await card(FIGURE_LABELS.conversations).getByText(String(all.conversations), { exact: true }).waitFor();
    await card(FIGURE_LABELS.conversations).getByText(`${all.activeSessions} active`).waitFor();
    await shows(FIGURE_LABELS.messages, String(all.messages));
    await shows(FIGURE_LABELS.activeSessions, String(all.activeSessions));
  });

  it('one client’s figures: the CLI, the API, the chats list filtered to it, its page and its Home agree', async () => {
    const own = await cli([shop.domain]);
    const list = await api<SessionList>(`/api/chat/sessions?pageSize=100&clientId=${shop.id}`);
    expect(list.summary).toEqual({
      totalMessages: own.messages,
      totalSessions: own.conversations,
      activeSessions: own.activeSessions,
    });
    expect(own.conversations).toBe(2);
    const leads = await api<LeadList>(`/api/clients/${shop.id}/leads`);
    expect(leads.leads.length).toBe(own.leads);
    expect(own.leads).toBe(1);
    const queue = await api<HandoffQueue>('/api/handoff/queue');
    const waiting = queue.sessions.filter((s) => s.clientId === shop.id && s.status === 'waiting');
    expect(waiting.length).toBe(own.handoffsWaiting);
    expect(own.handoffsWaiting).toBe(1);

    // The client page lists the leads; the workspace's Home counts the visitors waiting.
    await page.goto(`/admin/clients/${shop.id}`);
    await expect.poll(() => page.getByTestId('lead-row').count()).toBe(own.leads);
    const owner = await signedInCustomer(h.app, shop.id, 'ana@anaboutique.example', 'owner');
    const home = await h.newPage();
    const [name, value] = owner.cookie.split('=') as [string, string];
    await home.context().addCookies([{ name, value, url: h.url }]);
    await home.goto('/app');
    await home
      .getByRole('link', { name: FIGURE_LABELS.handoffsWaiting })
      .getByText(String(own.handoffsWaiting), { exact: true })
      .waitFor();
  });

  it('AI Replies This Month: the CLI, the API, the clients list and the client page agree, test chats aside', async () => {
    const all = await cli([]);
    const [forShop, forHomes] = [await cli([shop.id]), await cli([homes.id])];
    // Ben Realty's test-token reply is not counted: one live reply.
    expect(forHomes.aiRepliesThisPeriod).toBe(1);
    expect(forShop.aiRepliesThisPeriod).toBeGreaterThan(0);
    expect(all.aiRepliesThisPeriod).toBe(forShop.aiRepliesThisPeriod + forHomes.aiRepliesThisPeriod);
    const { clients } = await api<ClientList>('/api/clients');
    const used = (id: string) => clients.find((c) => c.id === id)?.messagesUsed;
    expect([used(shop.id), used(homes.id)]).toEqual([
      String(forShop.aiRepliesThisPeriod),
      String(forHomes.aiRepliesThisPeriod),
    ]);

    await page.goto('/admin/clients');
    await shows(FIGURE_LABELS.aiRepliesThisPeriod, String(all.aiRepliesThisPeriod));
    const row = (name: string) => page.getByTestId('client-row').filter({ hasText: name });
    await row('Ana Boutique').getByText(`${forShop.aiRepliesThisPeriod} / `).waitFor();
    await row('Ben Realty').getByText(`${forHomes.aiRepliesThisPeriod} / `).waitFor();

    await page.goto(`/admin/clients/${shop.id}`);
    await shows(FIGURE_LABELS.aiRepliesThisPeriod, String(forShop.aiRepliesThisPeriod));
  });
});
