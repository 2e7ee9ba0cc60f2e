/**
 * How the widget engages visitors, as settings (issue 32, part 3), on SQLite and on PostgreSQL: the
 * logo and the theme are validated, saved, and reach the widget's config (the logo only where the
 * plan allows branding); proactive rules are validated and the page view answers the first that
 * matches its path.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_CUSTOMIZATIONS } from '../../../contract/clients.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

type Store = 'sqlite' | 'postgres';
let postgres: TestPostgres;
let open: TestApp | null = null;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres?.stop();
});
afterEach(async () => {
  await open?.close();
  open = null;
});

async function start(store: Store, plan: 'Starter' | 'Premium' = 'Premium') {
  const env: Record<string, string> =
    store === 'postgres' ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {};
  const t = (open = await startTestApp({ env }));
  const client = await t.services.clients.create({
    clientName: 'Ana',
    businessName: 'Bike Barn',
    domain: 'bikebarn.com',
    plan,
    chatCustomizations: { ...DEFAULT_CHAT_CUSTOMIZATIONS },
  });
  const token = (await t.services.clients.generateToken(client.id, 'live')).accessToken!;
  const customize = async (patch: object) =>
    t.inject({
      method: 'PUT',
      url: `/api/clients/${client.id}`,
      headers: { cookie: await t.login() },
      payload: { chatCustomizations: { ...DEFAULT_CHAT_CUSTOMIZATIONS, ...patch } },
    });
  const config = async () =>
    (
      await t.inject({
        method: 'GET',
        url: '/api/widget/config',
        headers: { authorization: `Bearer ${token}`, origin: 'https://bikebarn.com' },
      })
    ).json.chatCustomizations;
  return { t, client, token, customize, config };
}

const fieldsOf = (res: { json: { fields?: Record<string, string> } }) => Object.keys(res.json.fields ?? {});

describe.each<Store>(['sqlite', 'postgres'])('the widget look on %s', (store) => {
  it('saves a logo (https or a path on this server) and a theme, and the widget reads them', async () => {
    const { customize, config } = await start(store);
    expect(await config()).toMatchObject({ logoUrl: null, theme: 'light' });
    const saved = await customize({ logoUrl: 'https://cdn.bikebarn.com/logo.png', theme: 'dark' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json.chatCustomizations).toMatchObject({ logoUrl: 'https://cdn.bikebarn.com/logo.png' });
    expect(await config()).toMatchObject({ logoUrl: 'https://cdn.bikebarn.com/logo.png', theme: 'dark' });
    expect((await customize({ logoUrl: '/uploads/bike-barn.png', theme: 'auto' })).statusCode).toBe(200);
    expect(await config()).toMatchObject({ logoUrl: '/uploads/bike-barn.png', theme: 'auto' });
  });

  it('refuses a logo that is not https or our own path, and an unknown theme', async () => {
    const { customize } = await start(store);
    for (const logoUrl of [
      'http://bikebarn.com/logo.png',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/logo.png',
      'https://user:pass@bikebarn.com/logo.png',
      '/uploads/../admin/secret',
      'logo.png',
    ]) {
      const res = await customize({ logoUrl });
      expect(res.statusCode, logoUrl).toBe(400);
      expect(res.json.code).toBe('validation_failed');
      expect(fieldsOf(res)).toEqual(['chatCustomizations.logoUrl']);
    }
    const theme = await customize({ theme: 'neon' });
    expect(theme.statusCode).toBe(400);
    expect(fieldsOf(theme)).toEqual(['chatCustomizations.theme']);
  });

  it('keeps the logo out of a plan without branding, and the theme in', async () => {
    const { customize, config } = await start(store, 'Starter');
    expect(
      (await customize({ logoUrl: 'https://cdn.bikebarn.com/logo.png', theme: 'dark' })).statusCode,
    ).toBe(200);
    expect(await config()).toMatchObject({ logoUrl: null, theme: 'dark' });
  });

  it('answers the first proactive rule matching the page, in the visitor language, and none elsewhere', async () => {
    const { t, token, customize } = await start(store);
    const saved = await customize({
      proactive: [
        { path: '/pricing*', delaySeconds: 5, message: 'Questions about our plans? Ask us.' },
        { path: '/pricing/teams', delaySeconds: 1, message: 'Never shown: the rule above matches first.' },
        { path: '/', delaySeconds: 20, message: 'Welcome to Bike Barn!' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const view = async (path: string, lang = 'en') =>
      (
        await t.inject({
          method: 'POST',
          url: '/api/widget/page-view',
          headers: {
            authorization: `Bearer ${token}`,
            origin: 'https://bikebarn.com',
            'accept-language': lang,
          },
          payload: { visitorId: 'visitor0000000001', pageUrl: `https://bikebarn.com${path}` },
        })
      ).json.proactive;
    expect(await view('/pricing')).toEqual({
      delaySeconds: 5,
      message: 'Questions about our plans? Ask us.',
      close: 'Close chat',
    });
    expect(await view('/pricing/teams?plan=2', 'de-DE')).toMatchObject({
      delaySeconds: 5,
      close: 'Chat schließen',
    });
    expect(await view('/')).toMatchObject({ message: 'Welcome to Bike Barn!' });
    expect(await view('/blog/new-bikes')).toBeNull();
  });

  it('refuses a broken path pattern, a delay out of range and a message with markup, naming the field', async () => {
    const { customize } = await start(store);
    const rule = { path: '/pricing*', delaySeconds: 5, message: 'Hi' };
    for (const [bad, field] of [
      [{ path: 'pricing' }, 'path'],
      [{ path: '/pricing[' }, 'path'],
      [{ path: '/a b' }, 'path'],
      [{ path: '/docs/**' }, 'path'],
      [{ delaySeconds: -1 }, 'delaySeconds'],
      [{ delaySeconds: 601 }, 'delaySeconds'],
      [{ delaySeconds: 1.5 }, 'delaySeconds'],
      [{ message: '<script>alert(1)</script>' }, 'message'],
      [{ message: '' }, 'message'],
    ] as const) {
      const res = await customize({ proactive: [{ ...rule, ...bad }] });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json.code).toBe('validation_failed');
      expect(fieldsOf(res)).toEqual([`chatCustomizations.proactive.0.${field}`]);
    }
    const [path] = Object.values(
      (await customize({ proactive: [{ ...rule, path: 'pricing' }] })).json.fields,
    );
    expect(path).toMatch(/must start with \/ and may use \* as a wildcard/);
    const extra = await customize({ proactive: [{ ...rule, sound: true }] });
    expect(extra.statusCode).toBe(400);
  });

  it('saves greetings and suggested questions by page, and refuses broken rules naming the field', async () => {
    const { customize, config } = await start(store);
    const pageRules = [
      { path: '/pricing*', greeting: 'Comparing plans?', suggestions: ['Is there a free trial?'] },
      { path: '/blog/*', suggestions: ['Do you repair e-bikes?'] },
    ];
    expect((await customize({ pageRules })).statusCode).toBe(200);
    expect((await config()).pageRules).toEqual(pageRules);
    for (const [rule, field] of [
      [{ path: '/pricing[', greeting: 'Hi' }, 'path'],
      [{ path: 'https://bikebarn.com/pricing', greeting: 'Hi' }, 'path'],
      [{ path: '/pricing' }, 'greeting'],
      [{ path: '/pricing', greeting: '<b>Hi</b>' }, 'greeting'],
      [{ path: '/pricing', suggestions: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'suggestions'],
    ] as const) {
      const res = await customize({ pageRules: [rule] });
      expect(res.statusCode, JSON.stringify(rule)).toBe(400);
      expect(fieldsOf(res)).toEqual([`chatCustomizations.pageRules.0.${field}`]);
    }
    const broken = await customize({ pageRules: [{ path: '/pricing(', greeting: 'Hi' }] });
    expect(Object.values(broken.json.fields)).toEqual([expect.stringMatching(/^Path must start with \//)]);
  });
});
