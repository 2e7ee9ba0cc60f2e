import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopClient, embedPage, sendMessage, startEnv, w, watchErrors, type Env } from './harness.ts';

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

const HOSTILE = `<style>
* { all: unset !important; }
div { display: none !important; }
button { visibility: hidden !important; }
frontdesk-widget, frontdesk-chat { display: none !important; opacity: 0 !important; }
.cover { display: block !important; position: fixed !important; inset: 0 !important; z-index: 2147483647 !important; background: rgba(255,0,0,.2) !important; }
</style>`;

describe('the widget on a hostile or malicious page', () => {
  it('survives global resets, display:none on divs and a full-screen overlay at the highest z-index', async () => {
    const { t, site, browser } = env;
    const client = await createShopClient(t);
    site.setPage(
      embedPage({
        api: t.url,
        clientId: client.id,
        token: client.accessToken!,
        head: HOSTILE,
        body: '<section class="cover"></section>',
      }),
    );
    const context = await browser.newContext();
    const errors = watchErrors(context);
    const page = await context.newPage();
    await page.goto(site.url());
    // A real click: it fails if anything of the page covers the launcher.
    await w.launcher(page).click();
    const chat = w.chat(page);
    await chat.waitFor({ state: 'visible' });
    const box = await chat.boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.height).toBeGreaterThan(400);
    await sendMessage(page, 'What are your store hours?');
    await expect.poll(() => w.messages(page, 'ai').first().innerText()).toMatch(/9 AM to 6 PM/);
    // The widget's styles stay inside its shadow roots.
    const pageFont = await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontSize);
    expect(pageFont).toBe(await page.evaluate(() => getComputedStyle(document.body).fontSize));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps markup, onerror handlers and javascript: links in messages and knowledge inert', async () => {
    const { t, site, browser } = env;
    const evil =
      '<img src=x onerror="window.__pwned=1"> <a href="javascript:window.__pwned=2">click</a> <script>window.__pwned=3</script> javascript:window.__pwned=4';
    const client = await createShopClient(t, {
      aiContent: `Warranty: every product has a two year warranty ${evil} see https://example.com/warranty for details.`,
      faqs: [{ question: 'Is it safe?', answer: `Yes. ${evil}` }],
    });
    site.setPage(embedPage({ api: t.url, clientId: client.id, token: client.accessToken! }));
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(site.url());
    await w.launcher(page).click();
    await sendMessage(page, `Tell me about the warranty ${evil}`);
    await expect.poll(() => w.messages(page, 'ai').first().innerText()).toMatch(/warranty/i);
    await w.chat(page).getByRole('button', { name: 'Return to FAQ' }).click();
    await w
      .chat(page)
      .getByRole('button', { name: /Is it safe\?/ })
      .click();
    await expect.poll(() => w.messages(page, 'ai').count()).toBe(2);

    const inside = await page.evaluate(() => {
      const root = document
        .querySelector('frontdesk-widget')!
        .shadowRoot!.querySelector('frontdesk-chat')!.shadowRoot!;
      return {
        imgs: root.querySelectorAll('img').length,
        scripts: root.querySelectorAll('script').length,
        hrefs: [...root.querySelectorAll('a')].map((a) => a.getAttribute('href')),
        text: root.textContent ?? '',
        pwned: (window as { __pwned?: number }).__pwned ?? null,
      };
    });
    expect(inside.pwned).toBeNull();
    expect(inside.imgs).toBe(0);
    expect(inside.scripts).toBe(0);
    expect(inside.text).toContain('<img src=x onerror=');
    expect(inside.hrefs.length).toBeGreaterThan(0);
    for (const href of inside.hrefs) expect(href).toMatch(/^(https?:|mailto:)/);
    await context.close();
  });
});

describe('the widget when the plan is used up', () => {
  it('tells the visitor politely and takes an email for a follow-up', async () => {
    const { t, site, browser } = env;
    const client = await createShopClient(t);
    await t.services.clients.update(client.id, { messagesUsed: client.messageLimit });
    site.setPage(embedPage({ api: t.url, clientId: client.id, token: client.accessToken! }));
    const context = await browser.newContext();
    const errors = watchErrors(context);
    const page = await context.newPage();
    await page.goto(site.url());
    await w.launcher(page).click();
    await sendMessage(page, 'Do you ship abroad?');
    const notice = w.chat(page).locator('[data-notice="limit"]');
    await notice.getByText(/assistant is unavailable right now/).waitFor();
    await expect.poll(() => w.input(page).isEnabled()).toBe(true);
    await notice.getByLabel('Your email for a follow-up').fill('visitor@example.com');
    await notice.getByRole('button', { name: 'Send' }).click();
    await w.chat(page).getByText('Thank you! We will reply to you by email.').waitFor();
    const stored = await t.services.db
      .selectFrom('chat_messages')
      .select(['sender', 'message'])
      .where('client_id', '=', client.id)
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { sender: 'user', message: 'Do you ship abroad?' },
      { sender: 'user', message: 'Please follow up with me by email: visitor@example.com' },
    ]);
    // Sent before the socket is up (a loaded machine), the message goes over REST, whose refusal is an
    // HTTP 429 that the browser itself logs; that is the API's answer, not a widget error.
    expect(errors.filter((e) => !/status of 429 \(Too Many Requests\)/.test(e))).toEqual([]);
    await context.close();
  });
});
