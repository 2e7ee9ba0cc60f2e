/**
 * The visitor's thumbs and 1–5 score in the real widget on a customer page (Chromium), at desktop
 * (1280×800) and phone (390×844) sizes: what the visitor clicks reaches the server, and the score is
 * asked when the visitor ends the chat and when an operator hands the conversation back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HANDOFF_SETTINGS } from '../../contract/handoff.ts';
import { createShopClient, embedPage, sendMessage, startEnv, w, watchErrors, type Env } from './harness.ts';

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => {
  await env?.close();
});

async function openShop(viewport: { width: number; height: number }) {
  const { t, site, browser } = env;
  const client = await createShopClient(t);
  await t.services.clients.update(client.id, { handoff: { ...DEFAULT_HANDOFF_SETTINGS, enabled: true } });
  site.setPage(embedPage({ api: t.url, clientId: client.id, token: client.accessToken! }));
  const context = await browser.newContext({ viewport });
  const errors = watchErrors(context);
  const page = await context.newPage();
  await page.goto(site.url());
  await w.launcher(page).click();
  await sendMessage(page, 'When do you ship?');
  await expect.poll(() => w.messages(page, 'ai').count()).toBe(1);
  const sessionId = (
    await t.services.chatSessions.list({
      status: 'all',
      context: 'all',
      sortBy: 'lastActivity',
      order: 'desc',
      page: 1,
      pageSize: 5,
      clientId: client.id,
    })
  ).sessions[0]!.sessionId;
  return { t, client, context, page, errors, sessionId };
}

const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

describe.each(SIZES)('feedback in the widget (%s)', (_name, viewport) => {
  it('takes a thumbs down with a reason, then a score when the visitor ends the chat', async () => {
    const { t, client, context, page, errors, sessionId } = await openShop(viewport);
    const chat = w.chat(page);
    const reply = w.messages(page, 'ai').first();
    const replyId = (await reply.getAttribute('data-message-id'))!;

    await chat.getByRole('button', { name: 'Not helpful' }).click();
    await chat.getByRole('group', { name: 'What went wrong?' }).waitFor();
    await chat.getByRole('button', { name: 'Too long' }).click();
    await chat.getByRole('status').getByText('Thanks for your feedback!').waitFor();
    await expect
      .poll(async () => (await t.services.feedback.feedbackOf(client.id, sessionId)).get(replyId))
      .toMatchObject({ rating: 'down', reason: 'too_long' });
    expect(await chat.getByRole('button', { name: 'Not helpful' }).getAttribute('aria-pressed')).toBe('true');
    expect((await t.services.feedback.outcomesOf(client.id, [sessionId])).get(sessionId)).toBe('unresolved');

    await chat.getByRole('button', { name: 'End chat' }).click();
    const card = chat.getByRole('group', { name: 'How satisfied are you with this chat?' });
    await card.waitFor();
    // Everything fits the panel: nothing scrolls sideways, the five scores are on screen.
    const fits = await chat.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    for (let i = 1; i <= 5; i++)
      expect(
        await card
          .getByRole('button')
          .nth(i - 1)
          .isVisible(),
      ).toBe(true);
    await card.getByRole('button', { name: '5: Very satisfied' }).click();
    await chat.locator('[data-rated]').waitFor();
    // The latest word (a 5) outweighs the earlier thumbs down.
    await expect
      .poll(async () => (await t.services.feedback.outcomesOf(client.id, [sessionId])).get(sessionId))
      .toBe('confirmed');
    expect(await chat.getByRole('button', { name: 'End chat' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for a score when an operator hands the conversation back', async () => {
    const { t, context, page, errors, sessionId, client } = await openShop(viewport);
    const cookie = await t.login();
    const act = (step: 'take' | 'release') =>
      t.inject({
        method: 'POST',
        url: `/api/handoff/${sessionId}/${step}`,
        headers: { cookie },
        payload: { clientId: client.id },
      });
    expect((await act('take')).statusCode).toBe(200);
    expect((await act('release')).statusCode).toBe(200);
    const card = w.chat(page).getByRole('group', { name: 'How satisfied are you with this chat?' });
    await card.waitFor();
    await card.getByRole('button', { name: '4: Satisfied' }).click();
    await w.chat(page).locator('[data-rated]').waitFor();
    await expect
      .poll(async () => {
        const d = await t.services.quality.outcomes(client.id, {});
        return d.counts.handed_off;
      })
      .toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
