/**
 * Human handoff in the real widget on a customer page (Chromium), with the operator on the console's
 * socket.io namespace: take-over, messages both ways, typing both ways, hand-back, and the visitor
 * asking for a person with the widget's action.
 */
import { io as connect, type Socket } from 'socket.io-client';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat.ts';
import { DEFAULT_HANDOFF_SETTINGS, HANDOFF_TEXT } from '../../contract/handoff.ts';
import { nextEvent } from '../../server/testing/two-instances.ts';
import { operatorPerson } from '../../server/domain/people/index.ts';
import { createShopClient, embedPage, sendMessage, startEnv, w, watchErrors, type Env } from './harness.ts';

/** A 1×1 PNG: the operator's avatar. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let env: Env;
let operator: Socket;
beforeAll(async () => {
  env = await startEnv();
  operator = connect(`${env.t.url}/admin`, {
    transports: ['websocket'],
    extraHeaders: { cookie: await env.t.login() },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve) => operator.once('connect', () => resolve()));
});
afterAll(async () => {
  operator?.disconnect();
  await env?.close();
});

const emit = <T>(event: string, payload: unknown) =>
  operator.timeout(10_000).emitWithAck(event, payload) as Promise<T>;
const until = <T>(event: string, pick: (e: T) => boolean) => nextEvent<T>(operator, event, pick);

/**
 * A shop with handoff on, its page on the loopback site; `prepare` sets up the context (routes) before
 * the page opens. Returns the widget's page, open, and the errors its context logs.
 */
async function openShop(prepare: (c: BrowserContext) => Promise<void> = async () => {}) {
  const { t, site, browser } = env;
  const client = await createShopClient(t);
  await t.services.clients.update(client.id, { handoff: { ...DEFAULT_HANDOFF_SETTINGS, enabled: true } });
  site.setPage(embedPage({ api: t.url, clientId: client.id, token: client.accessToken! }));
  const context = await browser.newContext();
  await prepare(context);
  const errors = watchErrors(context);
  const page = await context.newPage();
  await page.goto(site.url());
  await w.launcher(page).click();
  return { t, client, context, page, errors };
}

describe('human handoff in the widget', () => {
  it('take over, three messages each way, typing both ways, input never locked, hand back', async () => {
    const { t, client, context, page, errors } = await openShop();
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
    ).sessions[0]?.sessionId;
    expect(sessionId).toBeTruthy();
    const ref = { clientId: client.id, sessionId: sessionId! };

    // The operator set a display name and an avatar: the visitor sees them, never the login "admin".
    const admin = operatorPerson('admin');
    await t.services.people.setDisplayName(admin, 'Maya <i>Lind</i>');
    const { avatarUrl } = await t.services.people.setAvatar(admin, PNG);
    expect(await emit('session:take-over', ref)).toMatchObject({ ok: true });
    await w.chat(page).locator('h2').getByText('Maya <i>Lind</i>', { exact: true }).waitFor();
    await w.chat(page).getByText('Human', { exact: true }).waitFor();
    await w.chat(page).getByText(HANDOFF_TEXT.joined('Maya <i>Lind</i>'), { exact: true }).waitFor();
    // The avatar is the uploaded image, loaded from the server (header and "joined" note).
    const avatar = w.chat(page).locator('.hd .op img');
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    expect(await avatar.getAttribute('src')).toBe(`${t.url}${avatarUrl}`);
    await w.chat(page).locator('.sys .op img').waitFor();
    // Markup in a name is text: no element came of it, and the login is nowhere on screen.
    expect(await w.chat(page).locator('i').count()).toBe(0);
    expect(await w.chat(page).locator('.hd, .sys').allTextContents()).not.toContainEqual(
      expect.stringContaining('admin'),
    );

    for (let i = 1; i <= 3; i++) {
      const atOperator = until<{ message: ChatMessage }>(
        'admin:message-created',
        (e) => e.message.message === `visitor ${i}`,
      );
      await sendMessage(page, `visitor ${i}`);
      // No AI reply is coming: the input is free at once and no typing dots show.
      expect(await w.input(page).getAttribute('aria-disabled')).not.toBe('true');
      expect(await w.chat(page).locator('[data-typing]').count()).toBe(0);
      await atOperator;
      expect(await emit('operator:send', { ...ref, message: `operator ${i}` })).toMatchObject({ ok: true });
      await w.chat(page).getByText(`operator ${i}`).waitFor({ timeout: 2000 });
    }
    expect(await w.messages(page, 'ai').count()).toBe(1);

    operator.emit('operator:typing', { ...ref, typing: true });
    await w.chat(page).locator('[data-operator-typing]').waitFor();
    operator.emit('operator:typing', { ...ref, typing: false });
    await w.chat(page).locator('[data-operator-typing]').waitFor({ state: 'detached' });
    const visitorTyping = until<{ typing: boolean }>('admin:typing', (e) => e.typing);
    await w.input(page).pressSequentially('typing…');
    await visitorTyping;
    await w.input(page).fill('');

    // A reload finds the operator again.
    await page.reload();
    // The conversation is active, so the chat comes back open without a click.
    await w.chat(page).locator('h2').getByText('Maya <i>Lind</i>', { exact: true }).waitFor();

    expect(await emit('session:hand-back', ref)).toMatchObject({ ok: true });
    await w.chat(page).getByText(HANDOFF_TEXT.released).waitFor();
    await sendMessage(page, 'When do you ship?');
    await expect.poll(() => w.messages(page, 'ai').count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the visitor asks for a person with the action; the queue shows it', async () => {
    const { t, client, context, page } = await openShop();
    const alerted = until<{ clientId: string }>('admin:handoff-requested', (e) => e.clientId === client.id);
    await w.chat(page).getByRole('button', { name: 'Talk to a person' }).click();
    await alerted;
    await w.chat(page).getByText(HANDOFF_TEXT.waiting).waitFor();
    const queue = await t.services.handoff.queue();
    expect(queue.filter((q) => q.clientId === client.id && q.status === 'waiting')).toHaveLength(1);
    // While waiting the visitor still types freely and no AI answers.
    await sendMessage(page, 'Anyone there?');
    expect(await w.input(page).getAttribute('aria-disabled')).not.toBe('true');
    expect(await w.messages(page, 'ai').count()).toBe(0);
    await context.close();
  });

  it('without a socket (socket.io blocked) the widget polls: waiting, the operator, replies, hand back', async () => {
    // Neither transport of socket.io gets through: the widget is on plain REST.
    let socketTries = 0;
    const { t, client, context, page, errors } = await openShop(async (c) => {
      await c.routeWebSocket(/\/socket\.io\//, (ws) => {
        socketTries++;
        void ws.close();
      });
      await c.route(/\/socket\.io\//, (route) => {
        socketTries++;
        void route.abort();
      });
    });
    await sendMessage(page, 'When do you ship?');
    await expect.poll(() => w.messages(page, 'ai').count()).toBe(1);
    expect(socketTries).toBeGreaterThan(0);

    await w.chat(page).getByRole('button', { name: 'Talk to a person' }).click();
    await w.chat(page).getByText(HANDOFF_TEXT.waiting).waitFor();
    const queued = (await t.services.handoff.queue()).find((q) => q.clientId === client.id);
    expect(queued?.status).toBe('waiting');
    const sessionId = queued!.sessionId;

    // The operator takes over and replies (any channel: the widget only polls).
    await t.services.handoff.take(client.id, sessionId, 'maria', { name: 'Maria', avatarUrl: null });
    await w.chat(page).locator('h2').getByText('Maria', { exact: true }).waitFor();
    await w.chat(page).getByText(HANDOFF_TEXT.joined('Maria')).waitFor();
    // Without an avatar, her initial stands in its place.
    await w.chat(page).locator('.hd .op').getByText('M', { exact: true }).waitFor();
    for (let i = 1; i <= 3; i++) {
      await sendMessage(page, `visitor ${i}`);
      expect(await w.input(page).getAttribute('aria-disabled')).not.toBe('true');
      await expect
        .poll(async () =>
          (await t.services.chatSessions.detail(sessionId, client.id)).messages.some(
            (m) => m.message === `visitor ${i}`,
          ),
        )
        .toBe(true);
      await t.services.handoff.reply(client.id, sessionId, 'maria', `operator ${i}`, {
        name: 'Maria',
        avatarUrl: null,
      });
      await w
        .messages(page, 'operator')
        .filter({ hasText: `operator ${i}` })
        .waitFor();
    }
    expect(await w.messages(page, 'ai').count()).toBe(1);
    expect(await w.chat(page).locator('[data-notice]').count()).toBe(0);

    // Typing both ways without a socket. The operator types in the console (the socket event): the
    // polling widget reads it with the handoff state and shows the dots, then they go.
    const ref = { clientId: client.id, sessionId };
    operator.emit('operator:typing', { ...ref, typing: true });
    await w.chat(page).locator('[data-operator-typing]').waitFor();
    operator.emit('operator:typing', { ...ref, typing: false });
    await w.chat(page).locator('[data-operator-typing]').waitFor({ state: 'detached' });
    // The visitor types: a small REST call, not one per keystroke, reaches the console live.
    const typingCalls: boolean[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/chat/typing'))
        typingCalls.push((JSON.parse(r.postData() ?? '{}') as { typing: boolean }).typing);
    });
    const started = until<{ sessionId: string; typing: boolean }>(
      'admin:typing',
      (e) => e.sessionId === sessionId && e.typing,
    );
    await w.input(page).pressSequentially('is the blue one in stock?');
    await started;
    const stopped = until<{ sessionId: string; typing: boolean }>(
      'admin:typing',
      (e) => e.sessionId === sessionId && !e.typing,
    );
    await w.input(page).fill('');
    await stopped;
    // 25 keystrokes: at most one "typing" per 3 s (two if the keystrokes straddled that gap), one "stopped".
    expect(typingCalls.filter((t) => t).length).toBeLessThanOrEqual(2);
    expect(typingCalls.filter((t) => !t)).toHaveLength(1);

    // After a reload, still without a socket, the widget reads who answers and keeps polling.
    await page.reload();
    await w.chat(page).locator('h2').getByText('Maria', { exact: true }).waitFor();
    await t.services.handoff.reply(client.id, sessionId, 'maria', 'after the reload', {
      name: 'Maria',
      avatarUrl: null,
    });
    await w.messages(page, 'operator').filter({ hasText: 'after the reload' }).waitFor();

    await t.services.handoff.release(client.id, sessionId);
    await w.chat(page).getByText(HANDOFF_TEXT.released).waitFor();
    await sendMessage(page, 'When do you ship?');
    await expect.poll(() => w.messages(page, 'ai').count()).toBe(2);
    expect(errors.filter((e) => !/socket\.io|WebSocket|ERR_FAILED/i.test(e))).toEqual([]);
    await context.close();
  });
});
