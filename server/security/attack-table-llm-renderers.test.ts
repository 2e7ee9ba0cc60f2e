/**
 * Attack table rows 25 and 26 in the admin console (the operator is the high-value victim): stored
 * XSS payloads in visitor messages, client and bot names, greetings, FAQs, document titles and the
 * assistant's answers, rendered by the real console in Chromium, stay inert text. The widget's
 * renderer is checked in widget/e2e/robustness.test.ts.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_CUSTOMIZATIONS, type Client } from '../../contract/clients.ts';
import { startConsole, type ConsoleHarness } from '../../admin/e2e/console-harness.ts';
import { converse } from '../../admin/e2e/seed.ts';

/** Each payload sets window.__pwned (or adds a marked element) if it ever runs or renders as markup. */
const PAYLOADS = [
  '<img src=x onerror="window.__pwned=1" data-xss>',
  '"><svg onload="window.__pwned=2" data-xss>',
  '<script>window.__pwned=3</script>',
  '[click](javascript:window.__pwned=4)',
  '<a href="javascript:window.__pwned=5" data-xss>x</a>',
  '<a href="data:text/html,<script>parent.__pwned=6</script>" data-xss>x</a>',
  '<iframe srcdoc="<script>parent.__pwned=7</script>" data-xss></iframe>',
];
const EVIL = PAYLOADS.join(' ');
const SESSION = 'xss_session_000000001';

let h: ConsoleHarness;
let client: Client;
let page: Page;

beforeAll(async () => {
  h = await startConsole();
  const s = h.app.services;
  client = await s.clients.create({
    clientName: `Owner ${PAYLOADS[0]}`,
    businessName: `Shop ${PAYLOADS[1]}`,
    domain: 'xss-shop.example.com',
    plan: 'Enterprise',
    industry: `Retail ${PAYLOADS[2]}`,
    testMode: true,
    aiContent: `Warranty: every product has a two year warranty ${EVIL} see https://example.com/warranty.`,
    chatCustomizations: {
      ...DEFAULT_CHAT_CUSTOMIZATIONS,
      headerTitle: `Bot ${PAYLOADS[3]}`,
      firstMessage: `Hello ${EVIL}`,
      faqs: [{ question: `Is it safe? ${PAYLOADS[4]}`, answer: `Yes. ${EVIL}` }],
    },
  });
  const source = await s.knowledgeSources.create(await s.clients.record(client.id), {
    kind: 'files',
    name: `Uploads ${PAYLOADS[5]}`,
    schedule: 'manual',
    settings: {},
  });
  await s.knowledgeSources.addDocuments(client.id, source.id, [
    {
      ref: `${PAYLOADS[6]}.md`,
      title: `Guide ${PAYLOADS[0]}`,
      url: null,
      body: `Parking is on Elm Street. ${EVIL}`,
    },
  ]);
  // A visitor asks in payloads; the assistant answers from the poisoned knowledge (row 26).
  await converse(h.app, client, SESSION, [
    `Tell me about the warranty ${EVIL}`,
    `Where can I park? ${EVIL}`,
    EVIL,
  ]);
  page = await h.newPage({ signedIn: true });
  // Any dialog would be a script running; fail loudly instead of blocking.
  page.on('dialog', (d) => void d.dismiss());
}, 240_000);
afterAll(async () => h?.close());

/** The text of the document and every shadow root in it. */
const deepText = (p: Page) =>
  p.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i++)
      for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    return roots.map((r) => (r instanceof Document ? r.body.innerText : r.textContent)).join('\n');
  });

/** Looks through the document and every shadow root in it (the widget lives in shadow DOM). */
async function inert(p: Page) {
  return p.evaluate(() => {
    const roots: ParentNode[] = [document];
    for (let i = 0; i < roots.length; i++)
      for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    const all = (selector: string) => roots.flatMap((r) => [...r.querySelectorAll(selector)]);
    return {
      pwned: (window as { __pwned?: number }).__pwned ?? null,
      injected: all('[data-xss], img[src="x"], iframe[srcdoc], script:not([src])').filter(
        (el) => !(el.tagName === 'SCRIPT' && el.closest('head')),
      ).length,
      badHrefs: all('a[href]')
        .map((a) => a.getAttribute('href') ?? '')
        .filter((href) => /^\s*(javascript|data|vbscript):/i.test(href)),
    };
  });
}

describe('the admin console renders hostile stored text as text', () => {
  it('row 25: client, source and document names are inert on the clients and client screens', async () => {
    await page.goto('/admin/clients');
    await page.getByText(`Owner ${PAYLOADS[0]}`).filter({ visible: true }).first().waitFor();
    expect(await inert(page)).toEqual({ pwned: null, injected: 0, badHrefs: [] });
    await page.goto(`/admin/clients/${client.id}`);
    await page.getByText('xss-shop.example.com').first().waitFor();
    // The knowledge source (its name) and its documents (title and file name) as the operator sees them.
    await page.getByRole('button', { name: /: documents$/ }).click();
    await page.getByTestId('knowledge-document').first().waitFor();
    const shown = await page.locator('main').innerText();
    expect(shown).toContain(`Guide ${PAYLOADS[0]}`);
    expect(shown).toContain(`Uploads ${PAYLOADS[5]}`);
    expect(shown).toContain(`Shop ${PAYLOADS[1]}`);
    expect(await inert(page)).toEqual({ pwned: null, injected: 0, badHrefs: [] });
  });

  it('row 25 and 26: visitor messages and the assistant’s answers are inert in the chat list and the conversation', async () => {
    await page.goto('/admin/chats');
    await page.getByRole('link', { name: `Session ${SESSION}` }).waitFor();
    expect(await inert(page)).toEqual({ pwned: null, injected: 0, badHrefs: [] });
    await page.goto(`/admin/chats/${SESSION}?clientId=${client.id}`);
    await page
      .getByText(/two year warranty/)
      .first()
      .waitFor();
    const text = await page.locator('main').innerText();
    // The markup is shown as the characters it is made of, not rendered.
    expect(text).toContain('<img src=x onerror=');
    expect(await inert(page)).toEqual({ pwned: null, injected: 0, badHrefs: [] });
  });

  it('row 25 and 26: the bot name, greeting and FAQs are inert in the widget the console previews', async () => {
    await page.goto(`/admin/${client.id}`);
    const widget = page.getByTestId('widget-host');
    await widget.getByText(`Bot ${PAYLOADS[3]}`).first().waitFor();
    await expect.poll(() => deepText(page)).toContain(`Hello ${PAYLOADS[0]}`);
    await widget
      .getByText(/Is it safe\?/)
      .first()
      .click();
    await expect.poll(() => deepText(page), { timeout: 10_000 }).toContain(`Yes. ${PAYLOADS[0]}`);
    expect(await inert(page)).toEqual({ pwned: null, injected: 0, badHrefs: [] });
  });
});
