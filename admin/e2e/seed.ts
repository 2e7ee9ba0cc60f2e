/**
 * Test data made through the same public endpoints the widget and the embed loader call, so the
 * console shows what real traffic produces (sessions, AI replies, ended sessions, page views).
 */
import type { Client } from '../../contract/clients.ts';
import type { TestApp } from '../../server/testing/test-app.ts';

const ORIGIN = 'http://localhost:5173';

export function widgetHeaders(client: Client): Record<string, string> {
  if (!client.testAccessToken) throw new Error(`${client.businessName} has no test token`);
  return { authorization: `Bearer ${client.testAccessToken}`, origin: ORIGIN };
}

async function expectOk(res: { statusCode: number; payload: string }, what: string): Promise<void> {
  if (res.statusCode >= 300) throw new Error(`${what} failed: ${res.statusCode} ${res.payload}`);
}

/**
 * A visitor asks each question in turn and the assistant answers each one; through the test token, or
 * with `live` on the client's site with its live token (only such chats count in its analytics).
 */
export async function converse(
  app: TestApp,
  client: Client,
  sessionId: string,
  questions: string[],
  opts: { live?: boolean } = {},
): Promise<void> {
  for (const message of questions) {
    const headers = opts.live ? await liveHeaders(app, client) : widgetHeaders(client);
    await expectOk(
      await app.inject({
        method: 'POST',
        url: '/api/chat/messages',
        headers,
        payload: { message, sender: 'user', sessionId },
      }),
      'post message',
    );
    await expectOk(
      await app.inject({
        method: 'POST',
        url: '/api/chat/ai-response',
        headers,
        payload: { message, sessionId },
      }),
      'ai response',
    );
  }
}

export async function endSession(app: TestApp, client: Client, sessionId: string): Promise<void> {
  await expectOk(
    await app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/end`,
      headers: widgetHeaders(client),
      payload: {},
    }),
    'end session',
  );
}

/** Live tokens made for page views, by client id (made once: making another would rotate it). */
const liveTokens = new Map<string, string>();

/** Page views are the site's real traffic: a live token from the registered site (a test token's are not kept). */
async function liveHeaders(app: TestApp, client: Client): Promise<Record<string, string>> {
  let token = client.accessToken ?? liveTokens.get(client.id);
  if (!token) {
    token = (await app.services.clients.generateToken(client.id, 'live')).accessToken ?? '';
    liveTokens.set(client.id, token);
  }
  return { authorization: `Bearer ${token}`, origin: `https://${client.domain}` };
}

export async function pageView(
  app: TestApp,
  client: Client,
  visitorId: string,
  pageUrl: string,
): Promise<void> {
  await expectOk(
    await app.inject({
      method: 'POST',
      url: '/api/widget/page-view',
      headers: await liveHeaders(app, client),
      payload: { visitorId, pageUrl },
    }),
    'page view',
  );
}
