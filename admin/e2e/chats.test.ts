import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../contract/clients.ts';
import type { SessionDetail } from '../../contract/chat.ts';
import { pick, seriousViolations, startConsole, type ConsoleHarness } from './console-harness.ts';
import { converse, endSession } from './seed.ts';

let h: ConsoleHarness;
let page: Page;
let bella: Client;
let sunset: Client;
const S1 = 'bella_session_0000001';
const S2 = 'bella_session_0000002';
const S3 = 'sunset_session_000001';

beforeAll(async () => {
  h = await startConsole();
  const c = h.app.services.clients;
  bella = await c.create({
    clientName: 'Bella Owner',
    businessName: 'Bella Moda',
    domain: 'bellamoda.example',
    plan: 'Premium',
    industry: 'Retail',
    aiContent: 'Shipping is free on orders over $150. Returns within 30 days.',
  });
  sunset = await c.create({
    clientName: 'Sunset Owner',
    businessName: 'Sunset Realty',
    domain: 'sunsetrealty.example',
    plan: 'Starter',
    industry: 'Real Estate',
    aiContent: 'Viewings can be scheduled seven days a week from 9 AM to 6 PM.',
  });
  await converse(h.app, bella, S1, ['Is shipping free?', 'What is your return policy?']);
  // On the site's live token: a test chat's email is never recorded as a lead.
  await converse(
    h.app,
    sunset,
    S3,
    [
      'When can I book a viewing?',
      'Do you sell condos?',
      'What areas do you cover?',
      'Please email me at jo.visitor@example.com',
    ],
    { live: true },
  );
  await converse(h.app, bella, S2, ['Do you ship abroad?']);
  await endSession(h.app, bella, S2);
  page = await h.newPage({ signedIn: true });
});
afterAll(async () => h?.close());

const rows = (p: Page) => p.getByTestId('session-row');
async function sessionOrder(p: Page): Promise<string[]> {
  return rows(p).evaluateAll((trs) =>
    trs.map((tr) => tr.querySelector('a')?.getAttribute('aria-label')?.replace('Session ', '') ?? ''),
  );
}

describe('chat sessions screen', () => {
  it('shows the four cards and every session, sorted by last activity, newest first, by default', async () => {
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/chat/sessions?')) requests.push(r.url());
    });
    await page.goto('/admin/chats');
    await rows(page).nth(2).waitFor();
    const card = (label: string) => page.getByRole('heading', { name: label, exact: true }).locator('..');
    expect(await card('Total Sessions').textContent()).toContain('3');
    expect(await card('Total Sessions').textContent()).toContain('2 active');
    expect(await card('Total Messages').textContent()).toContain('14');
    expect(await card('Avg Messages/Session').textContent()).toContain('5'); // 14 / 3, rounded
    expect(await card('Active Sessions').textContent()).toContain('2');
    expect(requests[0]).toContain('sortBy=lastActivity');
    expect(requests[0]).toContain('order=desc');
    expect((await sessionOrder(page))[0]).toBe(S2);
    const bellaRow = rows(page).filter({ has: page.getByRole('link', { name: `Session ${S1}` }) });
    await bellaRow.getByText('2 from the customer, 2 from the AI, 4 in total').waitFor();
    // The table fits a 1280 px laptop: nothing is cut, the View action included.
    expect(page.viewportSize()?.width).toBe(1280);
    const cut = await page.evaluate(
      () =>
        [...document.querySelectorAll('table')].filter(
          (t) => t.scrollWidth > (t.parentElement?.clientWidth ?? 0),
        ).length,
    );
    expect(cut).toBe(0);
    expect(await bellaRow.getByRole('button', { name: `View conversation ${S1}` }).isVisible()).toBe(true);
    // Each chat is titled by its visitor: the email left in it, else "Visitor" and the session's start.
    await bellaRow.getByText(`Visitor ${S1.slice(0, 8)}`).waitFor();
    const sunsetRow = rows(page).filter({ has: page.getByRole('link', { name: `Session ${S3}` }) });
    await sunsetRow.getByText('jo.visitor@example.com', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('filters by status and context on the server', async () => {
    await pick(page, 'Status', 'Inactive');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="session-row"]').length === 1);
    expect(await sessionOrder(page)).toEqual([S2]);
    await pick(page, 'Status', 'All Statuses');
    await pick(page, 'Context', 'Real Estate');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="session-row"]').length === 1);
    expect(await sessionOrder(page)).toEqual([S3]);
    await pick(page, 'Context', 'Medical');
    await page.getByText('No chat sessions found').waitFor();
    await pick(page, 'Context', 'All Contexts');
    await rows(page).nth(2).waitFor();
  });

  it('searches and sorts by message count, client name and session id in both orders', async () => {
    await page.getByLabel('Search').fill('Sunset');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="session-row"]').length === 1);
    expect(await sessionOrder(page)).toEqual([S3]);
    await page.getByLabel('Search').fill('');
    await rows(page).nth(2).waitFor();

    await pick(page, 'Sort by', 'Message Count');
    await page.waitForFunction(
      (first) =>
        document.querySelector('[data-testid="session-row"] a')?.getAttribute('aria-label') ===
        `Session ${first}`,
      S3,
    );
    expect(await sessionOrder(page)).toEqual([S3, S1, S2]);
    await pick(page, 'Order', 'Ascending');
    await page.waitForFunction(
      (first) =>
        document.querySelector('[data-testid="session-row"] a')?.getAttribute('aria-label') ===
        `Session ${first}`,
      S2,
    );
    expect(await sessionOrder(page)).toEqual([S2, S1, S3]);
    await pick(page, 'Sort by', 'Session ID');
    await page.waitForFunction(
      (first) =>
        document.querySelector('[data-testid="session-row"] a')?.getAttribute('aria-label') ===
        `Session ${first}`,
      S1,
    );
    expect(await sessionOrder(page)).toEqual([S1, S2, S3]);
    await pick(page, 'Sort by', 'Client Name');
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="session-row"] td:nth-child(2)')
          ?.textContent?.includes('Bella Owner') ?? false,
    );
    const names = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.children[1]?.textContent ?? ''));
    expect(names.map((n) => (n.includes('Bella Owner') ? 'Bella' : 'Sunset'))).toEqual([
      'Bella',
      'Bella',
      'Sunset',
    ]);
  });

  it('refetches on Refresh', async () => {
    await converse(h.app, sunset, 'sunset_session_000002', ['Any open houses this weekend?']);
    expect(await rows(page).count()).toBe(3);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await rows(page).nth(3).waitFor();
    expect(await rows(page).count()).toBe(4);
    expect(await sessionOrder(page)).toContain('sunset_session_000002');
  });

  it("opens the conversation: 'Customer' on the right, 'AI Assistant' on the left, times and the model", async () => {
    await rows(page).filter({ hasText: 'Bella Owner' }).first().waitFor();
    await page.getByRole('button', { name: `View conversation ${S1}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Is shipping free?').waitFor();
    const customer = dialog.locator('[data-sender="user"]').first();
    const ai = dialog.locator('[data-sender="ai"]').first();
    expect(await customer.textContent()).toContain('Customer');
    expect(await ai.textContent()).toContain('AI Assistant');
    expect(await customer.evaluate((li) => getComputedStyle(li).justifyContent)).toBe('flex-end');
    expect(await ai.evaluate((li) => getComputedStyle(li).justifyContent)).toBe('flex-start');
    expect(await customer.locator('time').count()).toBe(1);

    const cookie = await h.app.login();
    const detail = (
      await h.app.inject({ method: 'GET', url: `/api/chat/sessions/${S1}`, headers: { cookie } })
    ).json as SessionDetail;
    const model = detail.messages.find((m) => m.sender === 'ai')?.metadata.model;
    expect(model).toBeTruthy();
    await ai.getByText(`Model: ${model}`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  });

  it('shows the real session on its own page, with the client link; an unknown id is Chat Not Found', async () => {
    await page.getByRole('link', { name: `Session ${S3}` }).click();
    // Titled by the visitor (the email they left), not by the client's contact person.
    await page.getByRole('heading', { name: 'Chat with jo.visitor@example.com', level: 1 }).waitFor();
    await page.getByText('When can I book a viewing?').waitFor();
    await page.getByText('What areas do you cover?').waitFor();
    expect(await page.getByRole('link', { name: 'View client Sunset Owner' }).getAttribute('href')).toBe(
      `/admin/clients/${sunset.id}`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/admin/chats/no_such_session_123456');
    await page.getByRole('heading', { name: 'Chat Not Found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Clients' }).getAttribute('href')).toBe(
      '/admin/clients',
    );
  });

  it('lets an operator take over a live session, reply, and hand it back', async () => {
    await page.goto(`/admin/chats/${S1}?clientId=${bella.id}`);
    const cookie = await h.app.login();
    const stored = async () =>
      (
        (
          await h.app.inject({
            method: 'GET',
            url: `/api/chat/sessions/${S1}?clientId=${bella.id}`,
            headers: { cookie },
          })
        ).json as SessionDetail
      ).messages;
    await page.getByRole('button', { name: 'Take Over' }).click();
    await page.getByText('You are answering this visitor; the AI is paused.').waitFor();
    expect((await stored()).filter((m) => m.metadata.handoff === 'joined')).toHaveLength(1);
    await page.getByLabel('Reply as operator').fill('Hi, this is a human. How can I help?');
    await page.getByRole('button', { name: 'Send Reply' }).click();
    const reply = page.locator('[data-sender="operator"]').getByText('Hi, this is a human. How can I help?');
    await reply.waitFor();
    expect(await reply.count()).toBe(1);
    const operatorMessages = (await stored()).filter((m) => m.sender === 'operator').map((m) => m.message);
    expect(operatorMessages).toEqual(['Hi, this is a human. How can I help?']);
    await page.getByRole('button', { name: 'Hand Back to AI' }).click();
    await page.getByText('The AI assistant is answering this visitor.').waitFor();
    expect((await stored()).filter((m) => m.metadata.handoff === 'released')).toHaveLength(1);
  });

  it("shows 'No chat sessions found' when nothing matches", async () => {
    await page.goto('/admin/chats');
    await page.getByLabel('Search').fill('nothing-matches-this');
    await page.getByText('No chat sessions found').waitFor();
    expect(await rows(page).count()).toBe(0);
  });
});
