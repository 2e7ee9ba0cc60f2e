/**
 * How the widget engages visitors, as settings (issue 32, part 3), on SQLite and on PostgreSQL: the
 * logo and the theme are validated, saved, and reach the widget's config (the logo only where the
 * plan allows branding).
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
  return { t, client, customize, config };
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
});
