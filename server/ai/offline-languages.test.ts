/**
 * Languages without a model (issue 32), on SQLite and on PostgreSQL: a Spanish business's widget
 * speaks Spanish to a Spanish browser, its Spanish knowledge answers Spanish questions offline
 * (indexed and searched with the Spanish stemmer), a question in a language the knowledge lacks is
 * declined in the visitor's language with a person offered, and the builtin honours the reply length,
 * the decline's offer and the greeting. Its Spanish FAQs match Spanish paraphrases (Spanish stems).
 * Bad texts and language codes are refused.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_CUSTOMIZATIONS } from '../../contract/clients.ts';
import { DEFAULT_HANDOFF_SETTINGS } from '../../contract/handoff-settings.ts';
import { startPostgresServer, type TestPostgres } from '../testing/postgres-server.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

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

const ES_CONTENT = [
  '# Envíos',
  'Enviamos a toda España en 48 horas. Los envíos son gratuitos a partir de 50 euros.',
  '# Horario',
  'La tienda abre de lunes a sábado de 9:00 a 20:00. Los domingos está cerrada.',
  '# Devoluciones',
  'Puede devolver cualquier producto en un plazo de 30 días con el ticket de compra.',
].join('\n\n');

async function start(store: Store) {
  const env: Record<string, string> =
    store === 'postgres' ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {};
  const t = (open = await startTestApp({ env }));
  const client = await t.services.clients.create({
    clientName: 'Ana',
    businessName: 'Café Sol',
    domain: 'cafesol.es',
    plan: 'Premium',
    aiContent: ES_CONTENT,
    testMode: true,
    chatCustomizations: { ...DEFAULT_CHAT_CUSTOMIZATIONS },
  });
  const withLive = await t.services.clients.generateToken(client.id, 'live');
  const token = withLive.accessToken!;
  const headers = (extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${token}`,
    origin: 'https://cafesol.es',
    ...extra,
  });
  let n = 0;
  const ask = async (message: string, sessionId = `sessionES${String(++n).padStart(16, '0')}`) =>
    (
      await t.inject({
        method: 'POST',
        url: '/api/v1/chat',
        headers: headers(),
        payload: { message, sessionId },
      })
    ).json as { reply: string };
  const put = async (payload: object) =>
    t.inject({
      method: 'PUT',
      url: `/api/clients/${client.id}`,
      headers: { cookie: await t.login(), 'content-type': 'application/json' },
      payload,
    });
  return { t, client, headers, ask, put };
}

describe.each<Store>(['sqlite', 'postgres'])('languages offline on %s', (store) => {
  it("answers the widget's texts in the visitor's language, and a fixed language when the client sets one", async () => {
    const { t, headers, put } = await start(store);
    const es = await t.inject({
      method: 'GET',
      url: '/api/widget/config',
      headers: headers({ 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' }),
    });
    expect(es.json.language).toBe('es');
    expect(es.json.texts.placeholder).toBe('Escriba su mensaje aquí...');
    expect(es.json.welcomeMessage).toBe('¡Hola! ¿En qué puedo ayudarle hoy?');
    const byQuery = await t.inject({ method: 'GET', url: '/api/widget/config?lang=de', headers: headers() });
    expect(byQuery.json.texts.send).toBe('Senden');
    expect(
      (await t.inject({ method: 'GET', url: '/api/widget/config?lang=xx', headers: headers() })).statusCode,
    ).toBe(400);
    // The business fixes Spanish and words its own Spanish greeting.
    const saved = await put({
      chatCustomizations: {
        ...DEFAULT_CHAT_CUSTOMIZATIONS,
        language: 'es',
        texts: { es: { firstMessage: '¡Bienvenido a Café Sol!' } },
      },
    });
    expect(saved.statusCode).toBe(200);
    const fixed = await t.inject({
      method: 'GET',
      url: '/api/widget/config',
      headers: headers({ 'accept-language': 'en-US' }),
    });
    expect(fixed.json.language).toBe('es');
    expect(fixed.json.welcomeMessage).toBe('¡Bienvenido a Café Sol!');
  });

  it('refuses a translation with markup and an unknown language code', async () => {
    const { put } = await start(store);
    const markup = await put({
      chatCustomizations: {
        ...DEFAULT_CHAT_CUSTOMIZATIONS,
        texts: { es: { send: '<img src=x onerror=alert(1)>' } },
      },
    });
    expect(markup.statusCode).toBe(400);
    expect(Object.values(markup.json.fields).join(' ')).toMatch(/HTML/);
    const code = await put({
      chatCustomizations: { ...DEFAULT_CHAT_CUSTOMIZATIONS, texts: { xx: { send: 'Go' } } },
    });
    expect(code.statusCode).toBe(400);
    const fixed = await put({ chatCustomizations: { ...DEFAULT_CHAT_CUSTOMIZATIONS, language: 'klingon' } });
    expect(fixed.statusCode).toBe(400);
  });

  it('answers a Spanish question from Spanish knowledge with no model, and declines what it does not hold in Spanish', async () => {
    const { ask } = await start(store);
    expect((await ask('¿Hacen envíos a toda España?')).reply).toContain(
      'Enviamos a toda España en 48 horas.',
    );
    expect((await ask('¿A qué hora abre la tienda el sábado?')).reply).toContain(
      'de lunes a sábado de 9:00 a 20:00',
    );
    expect((await ask('¿Puedo devolver un producto sin ticket?')).reply).toContain('30 días');
    const unknown = (await ask('¿Ofrecen clases de cocina para niños?')).reply;
    expect(unknown).toBe(
      'Lo siento, no tengo información sobre eso. Si deja su correo electrónico, alguien de Café Sol se pondrá en contacto con usted.',
    );
  });

  it('matches a Spanish FAQ to a Spanish paraphrase by Spanish stems, and not another question', async () => {
    const { t, headers, ask, put } = await start(store);
    const faq = {
      question: '¿Hacen envíos a Canarias?',
      answer: 'Sí, enviamos a Canarias en 5 días laborables; el envío cuesta 12 euros.',
    };
    expect(
      (await put({ chatCustomizations: { ...DEFAULT_CHAT_CUSTOMIZATIONS, faqs: [faq] } })).statusCode,
    ).toBe(200);
    const session = 'sessionESfaqmatch0000001';
    expect((await ask('¿hacéis envios a las Canarias?', session)).reply).toBe(faq.answer);
    // The curated answer itself (not a quote that retrieval found in the FAQ's chunk).
    const messages = (
      await t.inject({ method: 'GET', url: `/api/chat/messages/${session}`, headers: headers() })
    ).json.messages as { sender: string; metadata: { responseType?: string } }[];
    expect(messages.find((m) => m.sender === 'ai')?.metadata.responseType).toBe('faq_match');
    expect((await ask('¿Hacen envíos a Portugal?')).reply).not.toBe(faq.answer);
  });

  it('declines a question in a language the knowledge lacks in the visitor’s language, offering a person', async () => {
    const { ask, put } = await start(store);
    await put({
      handoff: { ...DEFAULT_HANDOFF_SETTINGS, enabled: true },
      assistant: { instructions: '', replyLength: 'normal', unknownAnswer: 'handoff' },
    });
    const reply = (await ask("Quels sont vos horaires d'ouverture le samedi ?")).reply;
    expect(reply).toBe(
      'Désolé, je ne peux pas répondre à cette question en français. Vous pouvez demander à parler à une personne ici, dans le chat.',
    );
  });

  it('keeps a conversation’s language for a message too short to tell, and greets in it', async () => {
    const { t, headers, ask } = await start(store);
    const session = 'sessionESgreeting0000001';
    await ask('¿Hacen envíos a toda España?', session);
    const hola = await ask('¡Hola!', session);
    expect(hola.reply).toBe('¡Hola! ¿En qué puedo ayudarle hoy?');
    const messages = (
      await t.inject({ method: 'GET', url: `/api/chat/messages/${session}`, headers: headers() })
    ).json.messages as { sender: string; metadata: { language?: string } }[];
    expect(messages.filter((m) => m.sender === 'user').map((m) => m.metadata.language)).toEqual(['es', 'es']);
  });

  it('honours a short reply length and the offer of a person where handoff is on', async () => {
    const { ask, put } = await start(store);
    await put({
      handoff: { ...DEFAULT_HANDOFF_SETTINGS, enabled: true },
      assistant: { instructions: '', replyLength: 'detailed', unknownAnswer: 'both' },
    });
    const detailed = (await ask('¿Hacen envíos a toda España?')).reply;
    expect(detailed).toBe(
      'Enviamos a toda España en 48 horas. Los envíos son gratuitos a partir de 50 euros.',
    );
    expect((await ask('¿Ofrecen clases de cocina para niños?')).reply).toBe(
      'Lo siento, no tengo información sobre eso. Puede pedir hablar con una persona aquí en el chat, o dejar su correo electrónico y alguien de Café Sol se pondrá en contacto con usted.',
    );
    await put({ assistant: { instructions: '', replyLength: 'short', unknownAnswer: 'email' } });
    expect((await ask('¿Hacen envíos a toda España?')).reply).toBe('Enviamos a toda España en 48 horas.');
  });

  it('splits the conversations of the analytics by language', async () => {
    const { t, client, ask } = await start(store);
    await ask('¿Hacen envíos a toda España?');
    await ask('¿Puedo devolver un producto sin ticket?');
    await ask("Quels sont vos horaires d'ouverture le samedi ?");
    await ask('Hola');
    const r = await t.inject({
      method: 'GET',
      url: `/api/v1/analytics/dashboard/${client.id}?timeframe=7d`,
      headers: { cookie: await t.login() },
    });
    expect(r.json.analytics.chatsByLanguage).toEqual([
      { language: 'es', chats: 2 },
      { language: 'fr', chats: 1 },
      { language: 'unknown', chats: 1 },
    ]);
  });
});
