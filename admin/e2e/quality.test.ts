/**
 * The quality screens in a real browser: a visitor's thumbs down with its reason on the transcript,
 * "Improve this answer" changing the next reply, the resolution figures and the gaps on the client
 * page and the analytics, and the test suite run from the page — in the console and in /app.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../contract/clients.ts';
import { seriousViolations, startConsole, type ConsoleHarness } from './console-harness.ts';
import { lastLinkTo, linkTokenOf } from '../../server/testing/customer-session.ts';

let h: ConsoleHarness;
let client: Client;
let liveToken = '';
const keys = new Map<string, string>();
const QUESTION = 'When can I view a property?';
const BETTER = 'Viewings run daily, 9 AM to 6 PM: book at lanelettings.example/viewings.';

async function widget(path: string, body: Record<string, unknown>) {
  const sessionId = body.sessionId as string;
  const key = keys.get(sessionId);
  const res = await fetch(`${h.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${liveToken}`,
      origin: 'https://lanelettings.example',
      'content-type': 'application/json',
      ...(key ? { 'x-session-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  const issued = res.headers.get('x-session-key');
  if (issued) keys.set(sessionId, issued);
  return (await res.json()) as { reply: string; messageId: string };
}

beforeAll(async () => {
  h = await startConsole();
  client = await h.app.services.clients.create({
    clientName: 'Robin Lane',
    businessName: 'Lane Lettings',
    domain: 'lanelettings.example',
    plan: 'Starter',
    industry: 'Real Estate',
    aiContent: 'Viewings can be scheduled seven days a week from 9 AM to 6 PM.',
  });
  liveToken = (await h.app.services.clients.generateToken(client.id, 'live')).accessToken ?? '';
  const answered = await widget('/api/v1/chat', { message: QUESTION, sessionId: 'quality-e2e-session-1' });
  await widget('/api/chat/feedback', {
    sessionId: 'quality-e2e-session-1',
    messageId: answered.messageId,
    rating: 'down',
    reason: 'too_long',
  });
  await widget('/api/v1/chat', {
    message: 'Do you repair boat engines?',
    sessionId: 'quality-e2e-session-2',
  });
});
afterAll(async () => h?.close());

async function improveFromTranscript(page: Page, base: string) {
  await page.goto(`${base}/chats/quality-e2e-session-1?clientId=${client.id}`);
  const reply = page.locator('[data-sender="ai"]').first();
  await reply.getByText('👎 Not helpful · Too long').waitFor();
  await reply.getByRole('button', { name: 'Improve this answer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Improve this answer' });
  await dialog.getByLabel('Answer').fill(BETTER);
  await dialog.getByRole('button', { name: 'Save answer' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('quality in the console', () => {
  it('shows the thumbs down, improves the answer, and shows figures, gaps and tests on the client page', async () => {
    const page = await h.newPage({ signedIn: true });
    await page.goto('/admin/chats');
    await page.locator('[data-outcome="unresolved"]').filter({ visible: true }).first().waitFor();
    await improveFromTranscript(page, '/admin');
    expect(
      (await widget('/api/v1/chat', { message: QUESTION, sessionId: 'quality-e2e-session-3' })).reply,
    ).toBe(BETTER);

    await page.goto(`/admin/clients/${client.id}`);
    await page.getByRole('heading', { name: 'Resolution, last 30 days' }).waitFor();
    await expect.poll(() => page.getByTestId('outcome-unresolved').innerText()).toMatch(/2/);
    await page.getByTestId('thumbs').getByText('0 up, 1 down (Too long 1)').waitFor();
    const gaps = page.getByTestId('gap-row');
    await expect.poll(() => gaps.count()).toBeGreaterThanOrEqual(2);
    expect(await gaps.filter({ hasText: 'Thumbs down' }).count()).toBe(1);
    expect(await gaps.filter({ hasText: 'Do you repair boat engines?' }).count()).toBe(1);

    await page.getByLabel('Question', { exact: true }).fill(QUESTION);
    await page.getByLabel('The answer must contain').fill('9 AM|book at');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByTestId('test-row').waitFor();
    await page.getByRole('button', { name: 'Run tests' }).click();
    await page.getByTestId('test-run').getByText('1 passed, 0 failed').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/admin/analytics');
    await page.getByRole('heading', { name: 'Resolution, last 30 days' }).waitFor();
  });
});

describe('quality in /app', () => {
  it('lets the owner see the feedback and improve an answer from their own transcript', async () => {
    const accounts = h.app.services.customerAccounts;
    await accounts.addUser(client.id, { email: 'robin@lanelettings.example', role: 'owner' });
    await accounts.setPasswordWithLink(
      linkTokenOf(lastLinkTo(h.app, 'robin@lanelettings.example')),
      'robin-lane-pass',
    );
    const page = await h.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/app/login');
    await page.getByLabel('Email').fill('robin@lanelettings.example');
    await page.getByLabel('Password').fill('robin-lane-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/app\/?$/);
    await improveFromTranscript(page, '/app');
    const faqs = (await h.app.services.clients.get(client.id))!.chatCustomizations.faqs;
    expect(faqs.filter((f) => f.curated)).toHaveLength(1);

    // The visitor's question into the test suite, from the same transcript.
    const before = (await h.app.services.answerTests.list(client.id)).total;
    await page.locator('[data-sender="ai"]').first().getByRole('button', { name: 'Add as a test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add as a test' });
    await dialog.getByLabel('The answer must contain').fill('9 AM');
    await dialog.getByRole('button', { name: 'Add test' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const after = await h.app.services.answerTests.list(client.id);
    expect(after.total).toBe(before + 1);
    expect(after.tests.at(-1)).toMatchObject({
      question: QUESTION,
      expect: { kind: 'contains', phrases: ['9 AM'] },
    });
  });
});
