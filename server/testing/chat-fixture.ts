/** Two clients with knowledge, FAQs and tokens on a real test app, for the chat tests. */
import { DEFAULT_CHAT_CUSTOMIZATIONS } from '../../contract/clients.ts';
import type { ChatOverrides } from '../chat-services.ts';
import type { Clock, Leases } from '../domain/shared/index.ts';
import { keepSessionKey, sessionKeyOf, startTestApp, type TestApp } from './test-app.ts';

export { sessionKeyOf } from './test-app.ts';

export interface FixtureClient {
  id: string;
  domain: string;
  live: string;
  test: string;
}

export interface ChatFixture {
  t: TestApp;
  a: FixtureClient;
  b: FixtureClient;
  /** Headers of a widget call with a token and an Origin (omitted when undefined). */
  widget(token: string, origin?: string): Record<string, string>;
  close(): Promise<void>;
}

export const SESSION_A = 'sessionAAAAAAAAAAAAAAAA1';
export const SESSION_B = 'sessionBBBBBBBBBBBBBBBB1';

export async function chatFixture(
  opts: {
    chat?: ChatOverrides;
    listen?: boolean;
    env?: Record<string, string>;
    dataDir?: string;
    clock?: Clock;
    /** Shared with the test, which may hold a lease as another process would. */
    leases?: Leases;
  } = {},
): Promise<ChatFixture> {
  const t = await startTestApp({
    listen: opts.listen,
    chat: opts.chat,
    env: opts.env,
    dataDir: opts.dataDir,
    clock: opts.clock,
    leases: opts.leases,
  });
  const make = async (
    name: string,
    domain: string,
    plan: 'Starter' | 'Premium',
    industry: string,
    aiContent: string,
    faqs: { question: string; answer: string }[],
  ) => {
    const existing = (await t.services.clients.list()).find((c) => c.domain === domain);
    const c =
      existing ??
      (await t.services.clients.create({
        clientName: name,
        businessName: name,
        domain,
        plan,
        industry,
        aiContent,
        testMode: true,
        chatCustomizations: { ...DEFAULT_CHAT_CUSTOMIZATIONS, faqs },
      }));
    const withLive = c.accessToken ? c : await t.services.clients.generateToken(c.id, 'live');
    return { id: c.id, domain, live: withLive.accessToken ?? '', test: withLive.testAccessToken ?? '' };
  };
  const a = await make(
    'Sunset Realty Group',
    'sunsetrealty.com',
    'Starter',
    'Real Estate',
    'Viewings: property viewings can be scheduled seven days a week from 9 AM to 6 PM.\n\nSelling: our commission is 5% of the sale price.',
    [{ question: 'Do you offer virtual tours?', answer: 'Yes, every listing has a virtual tour.' }],
  );
  const b = await make(
    'Bella Moda',
    'bellamoda.shop',
    'Premium',
    'Retail',
    'Shipping: shipping is free on orders over $150. Express delivery takes 1-2 business days.\n\nReturns: we accept returns within 30 days.',
    [{ question: 'What is your return policy?', answer: 'Returns are accepted within 30 days of delivery.' }],
  );
  return {
    t,
    a,
    b,
    widget: (token, origin) => ({
      authorization: `Bearer ${token}`,
      ...(origin === undefined ? {} : { origin }),
    }),
    close: () => t.close(),
  };
}

/** A widget socket payload with the secret the server issued for its session, as the widget sends it. */
export function withSessionKey(token: string, event: string, payload: unknown): unknown {
  if (event !== 'message:send' && event !== 'session:join') return payload;
  const id = (payload as { sessionId?: unknown } | null)?.sessionId;
  const key = typeof id === 'string' ? sessionKeyOf(token, id) : undefined;
  return key ? { ...(payload as object), sessionKey: key } : payload;
}

/** Keeps a secret a socket ack carried. */
export function rememberSessionKey(token: string, payload: unknown, ack: unknown): void {
  const id = (payload as { sessionId?: unknown } | null)?.sessionId;
  const key = (ack as { sessionKey?: unknown } | null)?.sessionKey;
  if (typeof id === 'string' && typeof key === 'string') keepSessionKey(token, id, key);
}
