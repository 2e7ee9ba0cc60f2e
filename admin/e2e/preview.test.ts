import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_CUSTOMIZATIONS, type Client } from '../../contract/clients.ts';
import { seriousViolations, startConsole, type ConsoleHarness } from './console-harness.ts';

let h: ConsoleHarness;
let page: Page;
let client: Client;

beforeAll(async () => {
  h = await startConsole();
  client = await h.app.services.clients.create({
    clientName: 'Cleo Owner',
    businessName: 'Cleo Ceramics',
    domain: 'cleo.example',
    plan: 'Premium',
    aiContent: 'Inventory: we keep 40 vases and 120 mugs in stock. Orders ship within 2 business days.',
    chatCustomizations: {
      ...DEFAULT_CHAT_CUSTOMIZATIONS,
      headerTitle: 'Ask Cleo',
      faqs: [{ question: 'Do you ship abroad?', answer: 'Yes, to the EU and UK.' }],
    },
  });
  page = await h.newPage({ signedIn: true });
});
afterAll(async () => h?.close());

const counter = (p: Page, label: string) =>
  p.getByRole('heading', { name: label, exact: true }).locator('..');

describe('admin chat preview', () => {
  it('mounts the real widget with the saved customization and counts a sample query as a preview', async () => {
    await page.goto(`/admin/${client.id}`);
    await page.getByRole('heading', { name: 'AI Chat Preview' }).waitFor();
    await page.getByText('Preview Mode').waitFor();
    expect(await page.getByTestId('preview-session').textContent()).toMatch(
      /^Session: preview_\w{0,8}…\w{8}$/,
    );
    const widget = page.getByTestId('widget-host');
    // The header title and FAQ saved in the customization dialog show in the widget.
    await widget.getByText('Ask Cleo').waitFor();
    await widget.getByText('Do you ship abroad?').first().waitFor();
    await counter(page, 'Session Status').getByText('Active', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'What are your current inventory levels?' }).click();
    await counter(page, 'User Messages').getByText('1', { exact: true }).waitFor();
    await counter(page, 'AI Responses').getByText('1', { exact: true }).waitFor();
    await counter(page, 'Total Messages').getByText('2', { exact: true }).waitFor({ timeout: 15_000 });
    await widget.getByText('What are your current inventory levels?').waitFor();
    // Previews are not counted toward usage.
    expect((await h.app.services.clients.get(client.id)).messagesUsed).toBe('0');
    // The console and the widget inside it, with a conversation on screen.
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('previews a live client (no test token) in its own look, through the preview route', async () => {
    const live = await h.app.services.clients.create({
      clientName: 'Rosa Roaster',
      businessName: 'Rosa Coffee',
      domain: 'rosa.example',
      plan: 'Premium',
      aiContent: 'We roast on Mondays and ship on Tuesdays.',
      chatCustomizations: { ...DEFAULT_CHAT_CUSTOMIZATIONS, headerTitle: 'Ask Rosa', themeColor: '#7c2d12' },
    });
    await h.app.services.clients.generateToken(live.id, 'live');
    await h.app.services.clients.revokeToken(live.id, 'test');
    await h.app.services.clients.setTestMode(live.id, false);
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 403) refused.push(r.url());
    });
    await page.goto(`/admin/${live.id}`);
    const widget = page.getByTestId('widget-host');
    await widget.getByRole('heading', { name: 'Ask Rosa' }).waitFor();
    await counter(page, 'Session Status').getByText('Active', { exact: true }).waitFor();
    await widget.getByRole('textbox').fill('When do you roast?');
    await widget.getByRole('textbox').press('Enter');
    await counter(page, 'AI Responses').getByText('1', { exact: true }).waitFor({ timeout: 15_000 });
    expect(refused).toEqual([]);
    expect((await h.app.services.clients.get(live.id)).messagesUsed).toBe('0');
  });

  it('finds the client by domain too, and shows the not-found page for an unknown product', async () => {
    await page.goto('/admin/cleo.example');
    await page.getByRole('heading', { name: 'AI Chat Preview' }).waitFor();
    const about = page.getByText('Cleo Ceramics · cleo.example', { exact: false });
    await about.waitFor();
    expect(await about.count()).toBe(1);
    await page.goto('/admin/no-such-client');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.getByRole('heading', { name: 'AI Chat Preview' }).count()).toBe(0);
    expect(await page.getByTestId('widget-host').count()).toBe(0);
  });

  it('explains clearly when /widget.js is not available', async () => {
    const fresh = await h.newPage({ signedIn: true });
    await fresh.route('**/widget.js', (route) => route.fulfill({ status: 404, body: 'missing' }));
    await fresh.goto(`/admin/${client.id}`);
    await fresh.getByText('The chat widget is not available.').waitFor();
    expect(await fresh.getByRole('button', { name: 'Can you show me my recent orders?' }).isDisabled()).toBe(
      true,
    );
  });
});
