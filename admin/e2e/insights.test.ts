import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat.ts';
import type { Client } from '../../contract/clients.ts';
import { expectToast, seriousViolations, startConsole, type ConsoleHarness } from './console-harness.ts';

let h: ConsoleHarness;
let page: Page;
let client: Client;
let liveToken = '';
const QUESTION = 'Do you allow pets in rental apartments?';
const ANSWER = 'Yes: cats and small dogs are welcome in every rental.';

/** The visitor session secrets the server issued, kept and sent back as the widget does. */
const sessionKeys = new Map<string, string>();

/**
 * The widget's REST calls over the real listener, from the client's live site with its live token: a
 * test token's chats never reach the insights (row 5).
 */
async function widget(path: string, body: Record<string, unknown>): Promise<Response> {
  const sessionId = typeof body.sessionId === 'string' ? body.sessionId : undefined;
  const key = sessionId ? sessionKeys.get(sessionId) : undefined;
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
  if (issued && sessionId) sessionKeys.set(sessionId, issued);
  return res;
}
async function ask(message: string, sessionId: string): Promise<ChatMessage> {
  expect((await widget('/api/chat/messages', { message, sender: 'user', sessionId })).status).toBe(201);
  const reply = await widget('/api/chat/ai-response', { message, sessionId });
  expect(reply.status).toBe(200);
  return (await reply.json()) as ChatMessage;
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
  page = await h.newPage({ signedIn: true });
});
afterAll(async () => h?.close());

describe('unanswered questions and follow-up requests on the client page', () => {
  it('turns a declined question into an FAQ that answers the next visitor', async () => {
    const declined = await ask(QUESTION, 'visitor_session_000001');
    expect(declined.metadata.responseType).toBe('no_answer');
    await widget('/api/chat/messages', {
      message: 'Please follow up with me by email: robin.visitor@example.com',
      sender: 'user',
      sessionId: 'visitor_session_000001',
    });
    await ask('Is there parking for visitors?', 'visitor_session_000002');

    await page.goto(`/admin/clients/${client.id}`);
    const rows = page.getByTestId('unanswered-row');
    await rows.filter({ hasText: QUESTION }).waitFor();
    expect(await page.getByTestId('unanswered-count').textContent()).toBe('2');
    const lead = page.getByTestId('lead-row');
    await lead.getByRole('link', { name: 'robin.visitor@example.com' }).waitFor();
    expect(await lead.getByRole('link', { name: 'robin.visitor@example.com' }).getAttribute('href')).toBe(
      'mailto:robin.visitor@example.com',
    );
    await lead.getByText(QUESTION).waitFor();
    expect(await lead.getByRole('link', { name: 'View chat' }).getAttribute('href')).toBe(
      `/admin/chats/visitor_session_000001?clientId=${client.id}`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Turn into FAQ: ${QUESTION}` }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Question').inputValue()).toBe(QUESTION);
    await dialog.getByRole('button', { name: 'Add FAQ' }).click();
    await dialog.getByText('Answer is required', { exact: true }).waitFor();
    await dialog.getByLabel('Answer').fill(ANSWER);
    await dialog.getByRole('button', { name: 'Add FAQ' }).click();
    await expectToast(page, 'FAQ added');
    await dialog.waitFor({ state: 'detached' });
    await rows.filter({ hasText: QUESTION }).waitFor({ state: 'detached' });
    expect(await page.getByTestId('unanswered-count').textContent()).toBe('1');

    const answered = await ask(QUESTION, 'visitor_session_000003');
    expect(answered.message).toBe(ANSWER);
    expect(answered.metadata.responseType).toBe('faq_match');
  });

  it('dismisses a question', async () => {
    await page.getByRole('button', { name: 'Dismiss: Is there parking for visitors?' }).click();
    await expectToast(page, 'Question dismissed');
    await page.getByText('No unanswered questions. Nice work!').waitFor();
    expect(await page.getByTestId('unanswered-count').textContent()).toBe('0');
  });
});
