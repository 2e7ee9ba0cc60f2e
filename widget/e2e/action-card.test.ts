/**
 * The confirm/cancel card of an action that changes something, in the real widget on a customer page
 * (Chromium), at desktop (1280×800) and phone (390×844) sizes, against a loopback business API: the card
 * shows the summary and nothing is called; Confirm (pressed from the keyboard) runs the action once and
 * the reply says the result with its source; Cancel calls nothing and says so. The card comes in its own
 * chunk, fetched only when a reply carries one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateActionInput } from '../../contract/actions.ts';
import { BUSINESS_API_KEY, startBusinessApi, type BusinessApi } from '../../server/testing/business-api.ts';
import { createShopClient, embedPage, sendMessage, startEnv, w, watchErrors, type Env } from './harness.ts';

let env: Env;
let api: BusinessApi;
beforeAll(async () => {
  [env, api] = await Promise.all([
    startEnv({ env: { FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' } }),
    startBusinessApi(),
  ]);
});
afterAll(async () => {
  await Promise.allSettled([env?.close(), api?.close()]);
});

const cancels = () => api.requests.filter((r) => r.url.endsWith('/cancel')).length;

async function openShop(viewport: { width: number; height: number }) {
  const { t, site, browser } = env;
  const client = await createShopClient(t);
  await t.services.actions.create(
    client.id,
    CreateActionInput.parse({
      name: 'Cancel order',
      description: 'Cancels an order that has not shipped yet.',
      examples: ['Please cancel my order', 'Cancel my order'],
      method: 'POST',
      url: `${api.url}/orders/{orderNumber}/cancel`,
      secretHeader: 'X-Api-Key',
      secret: BUSINESS_API_KEY,
      parameters: [{ name: 'orderNumber', type: 'string', description: 'your order number' }],
      fields: ['order.status', 'order.refund'],
      changes: true,
    }),
  );
  site.setPage(embedPage({ api: t.url, clientId: client.id, token: client.accessToken! }));
  const context = await browser.newContext({ viewport });
  const errors = watchErrors(context);
  const page = await context.newPage();
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/action-card-[\w-]+\.js$/.test(r.url())) chunks.push(r.url());
  });
  await page.goto(site.url());
  await w.launcher(page).click();
  await sendMessage(page, 'When do you ship?');
  await expect.poll(() => w.messages(page, 'ai').count()).toBe(1);
  // A reply without a card fetches no card code.
  expect(chunks).toEqual([]);
  return { context, page, errors, chunks };
}

// Each size cancels its own order: a cancelled order stays cancelled in the business API.
const SIZES = [
  ['desktop', { width: 1280, height: 800 }, '10234'],
  ['phone', { width: 390, height: 844 }, '10240'],
] as const;

describe.each(SIZES)('the action card in the widget (%s)', (_name, viewport, order) => {
  it('shows the summary, calls nothing until Confirm (from the keyboard), then says the result once', async () => {
    const { context, page, errors, chunks } = await openShop(viewport);
    const chat = w.chat(page);
    const before = cancels();
    await sendMessage(page, `Please cancel my order ${order}`);
    const card = chat.getByRole('group', { name: 'Please confirm' });
    await card.waitFor();
    expect(chunks).toHaveLength(1);
    await card.getByText(`Cancels an order that has not shipped yet (order number: ${order}).`).waitFor();
    expect(cancels()).toBe(before);
    // Everything fits the panel: nothing scrolls sideways, both buttons are on screen.
    expect(await chat.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const confirm = card.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);

    await confirm.focus();
    await page.keyboard.press('Enter');
    const status = card.getByRole('status');
    await status.getByText('Done').waitFor();
    // The focus the pressed button had is on the outcome, and the buttons are gone.
    expect(await status.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    expect(await card.getByRole('button').count()).toBe(0);
    await w
      .messages(page, 'ai')
      .getByText('Done: Cancel order. status: Cancelled, refund: to the original card.')
      .waitFor();
    await w.messages(page, 'ai').last().getByText('Cancel order').last().waitFor();
    expect(cancels()).toBe(before + 1);
    expect(api.requests.findLast((r) => r.url.endsWith('/cancel'))?.url).toBe(`/orders/${order}/cancel`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('calls nothing when the visitor cancels, and says so', async () => {
    const { context, page, errors } = await openShop(viewport);
    const chat = w.chat(page);
    const before = cancels();
    await sendMessage(page, 'Please cancel my order 10234');
    const card = chat.getByRole('group', { name: 'Please confirm' });
    await card.getByRole('button', { name: 'Cancel' }).click();
    await card.getByRole('status').getByText('Cancelled').waitFor();
    await w.messages(page, 'ai').getByText('All right, I have not done that: nothing was changed.').waitFor();
    expect(cancels()).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});
