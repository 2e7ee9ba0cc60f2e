import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai.ts';
import { createShopClient, embedPage, sendMessage, startEnv, w, watchErrors, type Env } from './harness.ts';

let env: Env;
let model: FakeOpenAI;
beforeAll(async () => {
  model = await startFakeOpenAI(['Parcels ', 'leave our ', 'warehouse ', 'within two days.']);
  env = await startEnv({
    env: { OPENAI_BASE_URL: model.baseUrl, OPENAI_API_KEY: 'sk-test', FRONTDESK_MODEL: 'gpt-4o-mini' },
  });
});
afterAll(async () => {
  await env?.close();
  await model?.close();
});

const FINAL = 'Parcels leave our warehouse within two days.';
const draft = (page: Page) => w.chat(page).locator('[data-draft] .b');

/** Counts the tones the widget starts, through a spy put in before any page script runs. */
const TONE_SPY = () => {
  const w = window as unknown as { __tones: number; AudioContext: typeof AudioContext };
  w.__tones = 0;
  const Real = w.AudioContext;
  w.AudioContext = class extends Real {
    override createOscillator() {
      w.__tones++;
      return super.createOscillator();
    }
  };
};
/** WebSocket as a proxy that refuses them leaves it: an error, then a close, never an open. */
const REFUSED_WEBSOCKETS = () => {
  window.WebSocket = class extends EventTarget {
    readyState = 0;
    onerror: ((e: Event) => void) | null = null;
    onclose: ((e: CloseEvent) => void) | null = null;
    constructor() {
      super();
      setTimeout(() => {
        this.readyState = 3;
        this.onerror?.(new Event('error'));
        this.onclose?.(new CloseEvent('close', { code: 1006 }));
      }, 10);
    }
    send() {}
    close() {}
  } as unknown as typeof WebSocket;
};
const tones = (page: Page) => page.evaluate(() => (window as unknown as { __tones: number }).__tones);

async function openShop(sound: boolean, blockWebSockets = false) {
  const client = await createShopClient(env.t);
  await env.t.services.clients.update(client.id, {
    chatCustomizations: { ...client.chatCustomizations, enableSoundNotifications: sound },
  });
  env.site.setPage(embedPage({ api: env.t.url, clientId: client.id, token: client.accessToken! }));
  const context = await env.browser.newContext();
  await context.addInitScript(TONE_SPY);
  // A network that refuses WebSockets (some proxies): every one fails before it opens.
  if (blockWebSockets) await context.addInitScript(REFUSED_WEBSOCKETS);
  const errors = watchErrors(context);
  const page = await context.newPage();
  const polls: string[] = [];
  page.on('request', (r) => r.url().includes('transport=polling') && polls.push(r.url()));
  await page.goto(env.site.url());
  await w.launcher(page).click();
  await expect.poll(() => w.input(page).isEnabled()).toBe(true);
  return { context, errors, page, polls };
}

describe('a reply from a streaming model', () => {
  it('appears word by word before the stored reply replaces it', async () => {
    const { context, errors, page } = await openShop(false);
    await sendMessage(page, 'How fast do you ship?');

    await expect.poll(() => draft(page).textContent()).toBe('Parcels');
    expect(await w.messages(page, 'ai').count()).toBe(0);
    expect(await w.input(page).isDisabled()).toBe(true);
    // Focus stays in the widget while the reply streams, so the keyboard still reaches it.
    expect(await w.input(page).evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(
      true,
    );
    model.release();
    await expect.poll(() => draft(page).textContent()).toBe('Parcels leave our');
    expect(await w.messages(page, 'ai').count()).toBe(0);

    model.release(2);
    await expect.poll(() => w.messages(page, 'ai').first().innerText()).toContain(FINAL);
    expect(await draft(page).count()).toBe(0);
    // Replies read as a person's: no response time under them (issue 33).
    expect(
      await w
        .chat(page)
        .getByText(/Response time/)
        .count(),
    ).toBe(0);
    await expect.poll(() => w.input(page).isEnabled()).toBe(true);
    // Sound notifications are off by default.
    expect(await tones(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the sound notification', () => {
  it('chimes for a reply that arrives while the panel is closed, and not while the visitor watches', async () => {
    const { context, errors, page } = await openShop(true);
    await sendMessage(page, 'How fast do you ship?');
    await expect.poll(() => draft(page).textContent()).toBe('Parcels');
    model.release(3);
    await expect.poll(() => w.messages(page, 'ai').count()).toBe(1);
    expect(await tones(page)).toBe(0);

    await sendMessage(page, 'And to Canada?');
    await expect.poll(() => draft(page).textContent()).toBe('Parcels');
    await page.keyboard.press('Escape');
    await w.chat(page).waitFor({ state: 'hidden' });
    model.release(3);
    await expect.poll(() => tones(page)).toBe(1);
    await w.launcher(page).click();
    await expect.poll(() => w.messages(page, 'ai').count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('where WebSockets are blocked', () => {
  it('still streams the reply, over HTTP long-polling', async () => {
    const { context, page, polls } = await openShop(false, true);
    await sendMessage(page, 'How fast do you ship?');
    // Word by word: only the socket (here over polling) carries drafts; the REST path has none.
    await expect.poll(() => draft(page).textContent()).toBe('Parcels');
    model.release(3);
    await expect.poll(() => w.messages(page, 'ai').first().innerText()).toContain(FINAL);
    expect(polls.length).toBeGreaterThan(0);
    await context.close();
  });
});
