/**
 * How the widget engages visitors, as settings (issue 32, part 3), on SQLite and on PostgreSQL: the
 * logo and the theme are validated, saved, and reach the widget's config (the logo only where the
 * plan allows branding); proactive rules are validated and the page view answers the first that
 * matches its path; proactive messages and page rules per language (the visitor's version or the
 * rule's own), their versions validated like the rules.
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
  const config = async (lang = 'en') =>
    (
      await t.inject({
        method: 'GET',
        url: '/api/widget/config',
        headers: {
          authorization: `Bearer ${token}`,
          origin: 'https://bikebarn.com',
          'accept-language': lang,
        },
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

  it('answers a proactive message in the visitor language where the business wrote it, else its own wording', async () => {
    const { t, token, customize } = await start(store);
    const saved = await customize({
      proactive: [
        {
          path: '/pricing*',
          delaySeconds: 5,
          message: 'Questions about our plans? Ask us.',
          texts: { es: { message: '¿Dudas sobre nuestros planes? Pregúntenos.' } },
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const view = async (lang: string) =>
      (
        await t.inject({
          method: 'POST',
          url: '/api/widget/page-view',
          headers: {
            authorization: `Bearer ${token}`,
            origin: 'https://bikebarn.com',
            'accept-language': lang,
          },
          payload: { visitorId: 'visitor0000000001', pageUrl: 'https://bikebarn.com/pricing' },
        })
      ).json.proactive;
    expect(await view('es-ES,es;q=0.9')).toEqual({
      delaySeconds: 5,
      message: '¿Dudas sobre nuestros planes? Pregúntenos.',
      close: 'Cerrar el chat',
    });
    // No French version: the rule's own wording, with the close label in French.
    expect(await view('fr-FR')).toEqual({
      delaySeconds: 5,
      message: 'Questions about our plans? Ask us.',
      close: 'Fermer le chat',
    });
    // A client that fixes Spanish shows the Spanish version whatever the browser says.
    const fixed = await t.inject({
      method: 'PUT',
      url: `/api/clients/${saved.json.id}`,
      headers: { cookie: await t.login() },
      payload: { chatCustomizations: { ...saved.json.chatCustomizations, language: 'es' } },
    });
    expect(fixed.statusCode).toBe(200);
    expect(await view('en-US')).toMatchObject({ message: '¿Dudas sobre nuestros planes? Pregúntenos.' });
  });

  it('sends each visitor the page rules in their language (the whole version), never the other languages', async () => {
    const { customize, config } = await start(store);
    const pageRules = [
      {
        path: '/pricing*',
        greeting: 'Comparing plans?',
        suggestions: ['Is there a free trial?'],
        texts: {
          es: { greeting: '¿Comparando planes?', suggestions: ['¿Hay una prueba gratuita?'] },
          fr: { greeting: 'Vous comparez nos formules ?' },
        },
      },
      { path: '/blog/*', suggestions: ['Do you repair e-bikes?'] },
    ];
    const saved = await customize({ pageRules });
    expect(saved.statusCode).toBe(200);
    expect(saved.json.chatCustomizations.pageRules).toEqual(pageRules);
    expect((await config('es-ES')).pageRules).toEqual([
      { path: '/pricing*', greeting: '¿Comparando planes?', suggestions: ['¿Hay una prueba gratuita?'] },
      { path: '/blog/*', suggestions: ['Do you repair e-bikes?'] },
    ]);
    // The French version has a greeting only: no English questions under a French greeting.
    expect((await config('fr')).pageRules[0]).toEqual({
      path: '/pricing*',
      greeting: 'Vous comparez nos formules ?',
    });
    expect((await config('de')).pageRules[0]).toEqual({
      path: '/pricing*',
      greeting: 'Comparing plans?',
      suggestions: ['Is there a free trial?'],
    });
  });

  it('refuses a version in an unknown language, with markup, or with no words, naming the field', async () => {
    const { customize } = await start(store);
    const rule = { path: '/pricing*', delaySeconds: 5, message: 'Hi' };
    for (const [texts, field] of [
      [{ xx: { message: 'Hola' } }, 'texts.xx'],
      [{ 'es-ES': { message: 'Hola' } }, 'texts.es-ES'],
      [{ es: { message: '<img src=x onerror=alert(1)>' } }, 'texts.es.message'],
      [{ es: { message: '' } }, 'texts.es.message'],
      [{ es: { message: 'Hola', sound: true } }, 'texts.es.sound'],
    ] as const) {
      const res = await customize({ proactive: [{ ...rule, texts }] });
      expect(res.statusCode, JSON.stringify(texts)).toBe(400);
      expect(res.json.code).toBe('validation_failed');
      expect(fieldsOf(res)).toEqual([`chatCustomizations.proactive.0.${field}`]);
    }
    const unknown = await customize({ proactive: [{ ...rule, texts: { klingon: { message: 'Qapla' } } }] });
    expect(Object.values(unknown.json.fields)).toEqual([
      expect.stringMatching(/^Unknown language code "klingon"/),
    ]);
    const page = { path: '/pricing', greeting: 'Hi' };
    for (const [texts, field] of [
      [{ xx: { greeting: 'Hola' } }, 'texts.xx'],
      [{ es: {} }, 'texts.es.greeting'],
      [{ es: { suggestions: ['<script>alert(1)</script>'] } }, 'texts.es.suggestions.0'],
      [{ fr: { greeting: '<b>Salut</b>' } }, 'texts.fr.greeting'],
    ] as const) {
      const res = await customize({ pageRules: [{ ...page, texts }] });
      expect(res.statusCode, JSON.stringify(texts)).toBe(400);
      expect(fieldsOf(res)).toEqual([`chatCustomizations.pageRules.0.${field}`]);
    }
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
