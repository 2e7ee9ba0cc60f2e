/**
 * Browser-test fixtures: the real server (startTestApp, demo data seeded), the real built widget, a
 * customer page served from a second loopback origin, and Chromium through playwright-core.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Frame, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../../scripts/testing/browser.ts';
import { startTestApp, type TestApp } from '../../server/testing/test-app.ts';
import { ensureWidgetBuilt } from './built-widget.ts';

export interface HostSite {
  port: number;
  /** The page, from the registered origin (127.0.0.1) or another one (localhost). */
  url(host?: '127.0.0.1' | 'localhost', path?: string): string;
  setPage(html: string): void;
  close(): Promise<void>;
}

/** A customer's website: serves whatever page the test sets, on every path. */
export async function startHostSite(): Promise<HostSite> {
  let page = '<!doctype html><title>Shop</title><p>Hello</p>';
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (host = '127.0.0.1', path = '/') => `http://${host}:${port}${path}`,
    setPage: (html) => {
      page = html;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}

export function embedPage(o: {
  api: string;
  clientId: string;
  token: string;
  test?: boolean;
  head?: string;
  body?: string;
}): string {
  const attr = o.test ? 'data-test-access-token' : 'data-access-token';
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Customer shop</title>${o.head ?? ''}</head>
<body><h1>Customer shop</h1>${o.body ?? ''}
<script async src="${o.api}/widget.js" data-client-id="${o.clientId}" ${attr}="${o.token}"></script></body></html>`;
}

export interface Env {
  t: TestApp;
  browser: Browser;
  site: HostSite;
  close(): Promise<void>;
}

/** The server listens on loopback with the demo data; `app` adds env, overrides or a data dir. */
export async function startEnv(app: Parameters<typeof startTestApp>[0] = {}): Promise<Env> {
  await ensureWidgetBuilt();
  const [t, browser, site] = await Promise.all([
    startTestApp({ listen: true, seedDemo: true, ...app }),
    launchBrowser(),
    startHostSite(),
  ]);
  return {
    t,
    browser,
    site,
    async close() {
      await Promise.allSettled([browser.close(), t.close(), site.close()]);
    },
  };
}

/**
 * A production client registered for the loopback host the customer page is served from. One website
 * has one client, so the previous test's shop on that host is removed first.
 */
export async function createShopClient(
  t: TestApp,
  extra: { faqs?: { question: string; answer: string }[]; aiContent?: string } = {},
) {
  for (const old of await t.services.clients.list({ search: '127.0.0.1' }))
    if (old.domain === '127.0.0.1') await t.services.clients.delete(old.id);
  const c = await t.services.clients.create({
    clientName: 'Shop Owner',
    businessName: 'Loopback Shop',
    domain: '127.0.0.1',
    plan: 'Premium',
    testMode: false,
    aiContent:
      extra.aiContent ??
      'Shipping: we ship every order within 2 business days. Returns are accepted within 30 days of delivery. Store hours are 9 AM to 6 PM, Monday to Saturday.',
  });
  if (extra.faqs)
    await t.services.clients.update(c.id, {
      chatCustomizations: { ...c.chatCustomizations, faqs: extra.faqs },
    });
  return t.services.clients.generateToken(c.id, 'live');
}

/** Collects console errors and uncaught exceptions of every page in a context. */
export function watchErrors(context: BrowserContext): string[] {
  const errors: string[] = [];
  context.on('page', (p) => attach(p, errors));
  for (const p of context.pages()) attach(p, errors);
  return errors;
}

function attach(page: Page, errors: string[]) {
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
}

/** Locators pierce open shadow roots, so these reach inside the widget. */
export const w = {
  launcher: (p: Page | Frame) => p.locator('frontdesk-widget button.l'),
  chat: (p: Page | Frame): Locator => p.locator('frontdesk-chat .w'),
  input: (p: Page | Frame) => p.getByPlaceholder('Type your message here...'),
  send: (p: Page | Frame) => p.getByRole('button', { name: 'Send message' }),
  messages: (p: Page | Frame, sender?: string) =>
    p.locator(sender ? `frontdesk-chat [data-sender="${sender}"]` : 'frontdesk-chat [data-sender]'),
};

export async function sendMessage(page: Page, text: string) {
  await w.input(page).fill(text);
  await w.send(page).click();
}
