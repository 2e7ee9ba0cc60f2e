/**
 * A model stream cut mid-way, seen by a visitor: the words that arrived stay, marked interrupted, with
 * a Retry button that asks again; a cited answer shows exactly its source.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citingModel, startFakeOpenAi, type FakeOpenAi } from '../../server/testing/fake-openai.ts';
import { createShopClient, embedPage, sendMessage, startEnv, w, watchErrors, type Env } from './harness.ts';

let env: Env;
let model: FakeOpenAi;
beforeAll(async () => {
  model = await startFakeOpenAi({
    respond: citingModel([
      { when: /ship/i, cite: /within 2 business days/, answer: 'We ship within 2 business days' },
    ]),
  });
  env = await startEnv({ env: { OPENAI_BASE_URL: model.url, OPENAI_API_KEY: 'sk-test' } });
});
afterAll(async () => {
  await env?.close();
  await model?.close();
});

describe('an interrupted reply in the widget', () => {
  it('is shown as interrupted with a Retry button that asks again and gets the cited answer', async () => {
    const client = await createShopClient(env.t);
    env.site.setPage(embedPage({ api: env.t.url, clientId: client.id, token: client.accessToken! }));
    const context = await env.browser.newContext();
    const errors = watchErrors(context);
    const page = await context.newPage();
    await page.goto(env.site.url());
    await w.launcher(page).click();
    await expect.poll(() => w.input(page).isEnabled()).toBe(true);

    model.queue({ kind: 'cut', chunks: ['We ship ', 'within'] });
    await sendMessage(page, 'How fast do you ship?');
    const note = w.chat(page).locator('[data-interrupted]');
    await expect.poll(() => note.innerText()).toContain('This answer was interrupted.');
    expect(await w.messages(page, 'ai').first().innerText()).toContain('We ship within');

    await note.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => w.messages(page, 'ai').count()).toBe(2);
    const answer = w.messages(page, 'ai').nth(1);
    await expect.poll(() => answer.innerText()).toContain('We ship within 2 business days.');
    expect(await answer.locator('.src li').allInnerTexts()).toEqual(['Shipping']);
    expect(await note.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
