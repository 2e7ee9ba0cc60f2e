/**
 * In Chromium, a Spanish visitor (browser locale es-ES) sees a business's widget in Spanish, and a
 * Spanish question is answered offline (no model configured) from the business's Spanish knowledge;
 * the thumbs, their reasons and the chat's score ask in Spanish; a page rule greets and suggests its
 * questions in the visitor's language where the business wrote a version in it, else as written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopClient, embedPage, startEnv, w, watchErrors, type Env } from './harness.ts';

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

const ES_KNOWLEDGE = [
  '# Envíos',
  'Enviamos a toda España en 48 horas. Los envíos son gratuitos a partir de 50 euros.',
  '# Devoluciones',
  'Puede devolver cualquier producto en un plazo de 30 días con el ticket de compra.',
].join('\n\n');

describe('the widget in the visitor’s language', () => {
  it('speaks Spanish to a Spanish browser and answers a Spanish question from Spanish knowledge offline', async () => {
    const { t, site, browser } = env;
    expect(t.config.ai.provider).toBe('builtin');
    const client = await createShopClient(t, { aiContent: ES_KNOWLEDGE });
    site.setPage(embedPage({ api: t.url, clientId: client.id, token: client.accessToken! }));
    const context = await browser.newContext({ locale: 'es-ES' });
    const errors = watchErrors(context);
    const page = await context.newPage();
    await page.goto(site.url());
    await w.launcher(page).click();
    const chat = w.chat(page);
    await chat.getByText('En línea').waitFor();
    await chat.getByText('¡Hola! ¿En qué puedo ayudarle hoy?').waitFor();
    expect(await chat.getAttribute('lang')).toBe('es');
    const input = page.getByPlaceholder('Escriba su mensaje aquí...');
    await input.fill('¿Hacen envíos a toda España?');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const reply = w.messages(page, 'ai').first();
    await expect.poll(() => reply.innerText()).toContain('Enviamos a toda España en 48 horas.');
    await chat.getByText('Fuentes:').waitFor();
    // The feedback parts speak Spanish too: thumbs, a thumbs down's reasons, the 1–5 score.
    await chat.getByRole('group', { name: '¿Le ha resultado útil?' }).waitFor();
    await chat.getByRole('button', { name: 'No es útil' }).click();
    await chat
      .getByRole('group', { name: '¿Qué ha fallado?' })
      .getByRole('button', { name: 'Demasiado larga' })
      .click();
    await chat.getByRole('status').getByText('¡Gracias por su opinión!').waitFor();
    await chat.getByRole('button', { name: 'Terminar el chat' }).click();
    const card = chat.getByRole('group', { name: '¿Cuál es su grado de satisfacción con este chat?' });
    await card.getByRole('button', { name: '5: Muy satisfecho' }).waitFor();
    const stored = await t.services.db
      .selectFrom('chat_messages')
      .select(['sender', 'metadata'])
      .where('client_id', '=', client.id)
      .where('sender', '=', 'user')
      .execute();
    expect(stored.map((m) => JSON.parse(m.metadata).language)).toEqual(['es']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('greets by page and suggests questions in the visitor’s language where the business wrote them', async () => {
    const { t, site, browser } = env;
    const client = await createShopClient(t);
    await t.services.clients.update(client.id, {
      chatCustomizations: {
        ...client.chatCustomizations,
        pageRules: [
          {
            path: '/pricing*',
            greeting: 'Comparing plans? Ask me anything.',
            suggestions: ['How long does shipping take?'],
            texts: {
              es: { greeting: '¿Comparando planes? Pregúnteme.', suggestions: ['¿Cuánto tarda el envío?'] },
            },
          },
        ],
      },
    });
    site.setPage(embedPage({ api: t.url, clientId: client.id, token: client.accessToken! }));
    for (const [locale, greeting, question] of [
      ['es-ES', '¿Comparando planes? Pregúnteme.', '¿Cuánto tarda el envío?'],
      ['fr-FR', 'Comparing plans? Ask me anything.', 'How long does shipping take?'],
    ] as const) {
      const context = await browser.newContext({ locale });
      const errors = watchErrors(context);
      const page = await context.newPage();
      await page.goto(site.url('127.0.0.1', '/pricing/teams'));
      await w.launcher(page).click();
      const chat = w.chat(page);
      await chat.getByText(greeting).waitFor();
      await chat.locator('[data-suggestions]').getByRole('button', { name: question }).waitFor();
      expect(await chat.locator('[data-suggestions] button').count(), locale).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
