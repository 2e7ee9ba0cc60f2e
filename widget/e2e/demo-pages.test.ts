import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../scripts/testing/browser.ts';
import { startTestApp, type TestApp } from '../../server/testing/test-app.ts';
import { builtSite } from '../../site/testing/built-site.ts';
import { ensureWidgetBuilt } from './built-widget.ts';
import { watchErrors } from './harness.ts';

let t: TestApp;
let browser: Browser;
let distDir: string;

beforeAll(async () => {
  // The real server over this run's builds of the site and the widget.
  const [site, widget] = await Promise.all([builtSite(), ensureWidgetBuilt()]);
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-demo-dist-'));
  fs.symlinkSync(site, path.join(distDir, 'site'));
  fs.symlinkSync(widget, path.join(distDir, 'widget'));
  [t, browser] = await Promise.all([
    startTestApp({ listen: true, seedDemo: true, distDir }),
    launchBrowser(),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.allSettled([browser?.close(), t?.close()]);
  if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
});

async function open(route: string) {
  const context = await browser.newContext();
  const errors = watchErrors(context);
  const page = await context.newPage();
  await page.goto(t.url + route);
  return { page, context, errors };
}

const widget = (page: Page) => page.locator('frontdesk-chat .w');

describe('/demo', () => {
  it('asks for a domain when there is none', async () => {
    const { page, context, errors } = await open('/demo');
    await page.getByRole('heading', { name: 'Demo Page' }).waitFor();
    await page.getByText('/demo/{domain}').waitFor();
    expect(await page.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    // Not a dead end (the mobile menu's Demo link lands here): the demo businesses are listed.
    const list = page.getByRole('navigation', { name: 'Demo businesses' });
    await list.getByRole('link', { name: /Sunset Realty Group/ }).waitFor();
    expect(await list.getByRole('link', { name: /Sunset Realty Group/ }).getAttribute('href')).toBe(
      '/demo/sunsetrealty.com',
    );
    expect(await list.getByRole('link').count()).toBe(5);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so for an unknown domain and for a client that is not in test mode', async () => {
    const { page, context, errors } = await open('/demo/unknown.example');
    await page.getByRole('heading', { name: 'Client Not Found' }).waitFor();
    await page.getByText('No client found for domain unknown.example').waitFor();
    const live = await t.services.clients.create({
      clientName: 'Live',
      businessName: 'Live Shop',
      domain: 'live-shop.example',
      plan: 'Starter',
      testMode: false,
    });
    expect(live.testMode).toBe(false);
    await page.goto(`${t.url}/demo/live-shop.example`);
    await page.getByText('No client found for domain live-shop.example').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('chats with a seeded demo client without a header, and Reset Chat starts a new session after the overlay', async () => {
    const { page, context, errors } = await open('/demo/https://sunsetrealty.com');
    await page.getByRole('heading', { name: 'Chat with Sunset Realty Group' }).waitFor();
    await page.getByText('Connected to sunsetrealty.com').waitFor();
    expect(await page.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).toBe('/');
    const chat = widget(page);
    await chat.waitFor();
    expect(await chat.locator('.hd').count()).toBe(0);
    expect((await chat.boundingBox())!.height).toBe(600);

    await chat.getByPlaceholder('Type your message here...').fill('Do you have Miami condos?');
    await chat.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => chat.locator('[data-sender="ai"]').first().innerText()).toMatch(/Brickell/);
    const before = await chat.locator('[data-sender]').count();
    expect(before).toBe(2);

    await page.getByRole('button', { name: 'Reset Chat' }).click();
    await page.getByRole('button', { name: 'Resetting Chat...' }).waitFor();
    await page.getByText('Starting fresh conversation...').waitFor();
    await page.getByText('Starting fresh conversation...').waitFor({ state: 'detached', timeout: 5000 });
    await page.getByRole('button', { name: 'Reset Chat' }).waitFor();
    await expect.poll(() => chat.locator('[data-sender]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/widget-demo', () => {
  it('shows the presets, their badges and snippet, and answers sample queries locally after 1–3 s', async () => {
    const { page, context, errors } = await open('/widget-demo');
    const group = page.getByRole('group', { name: 'Demo businesses' });
    await group.getByRole('button').first().waitFor();
    expect(await group.getByRole('button').allInnerTexts()).toEqual([
      'ChatGenius AI',
      'Bella Moda Boutique',
      'Sunset Realty Group',
      'EcoThreads',
      'TaskPilot',
    ]);
    await page.getByText('Software & SaaS').waitFor();

    await group.getByRole('button', { name: 'Sunset Realty Group' }).click();
    await page.getByText('Real Estate', { exact: true }).waitFor();
    await page.getByText('sunsetrealty.com', { exact: true }).waitFor();
    const snippet = await page.locator('pre code').innerText();
    expect(snippet).toContain('/widget.js');
    expect(snippet).toMatch(/"accessToken"[\s\S]*"position"[\s\S]*"primaryColor"[\s\S]*"clientId"/);

    const chat = widget(page);
    await chat.getByText('Sunset Realty Group').first().waitFor();
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/chat') || r.url().includes('/socket.io')) apiCalls.push(r.url());
    });
    const sentAt = Date.now();
    await page.getByRole('button', { name: 'Can I schedule a viewing?' }).click();
    await chat.locator('[data-sender="user"]').getByText('Can I schedule a viewing?').waitFor();
    await chat.getByRole('status', { name: 'The assistant is typing' }).waitFor();
    await expect.poll(() => chat.locator('[data-sender="ai"]').count(), { timeout: 5000 }).toBe(1);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1000);
    expect(await chat.locator('[data-sender="ai"]').innerText()).toMatch(/seven days a week/);
    expect(apiCalls).toEqual([]);

    await page.getByRole('button', { name: 'Close chat' }).click();
    await chat.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a 390 px phone without sideways scrolling, for every demo business', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(context);
    const page = await context.newPage();
    await page.goto(`${t.url}/widget-demo`);
    const group = page.getByRole('group', { name: 'Demo businesses' });
    await group.getByRole('button').first().waitFor();
    const overflow = () =>
      page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        // Elements reaching past the right edge, named, so a failure says what is too wide.
        const wide = [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > width + 0.5)
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 3).join('.')}`)
          .slice(0, 5);
        return { scrollWidth: document.documentElement.scrollWidth, wide };
      });
    for (const name of await group.getByRole('button').allInnerTexts()) {
      await group.getByRole('button', { name }).click();
      await widget(page).getByText(name).first().waitFor();
      const seen = await overflow();
      // Wide elements inside a scrolling box (the snippet's code) are fine; the page itself must not scroll.
      expect(seen.scrollWidth, `${name}; wider than the page: ${seen.wide.join(', ')}`).toBeLessThanOrEqual(
        390,
      );
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
