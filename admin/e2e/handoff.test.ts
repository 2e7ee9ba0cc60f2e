/**
 * Human handoff as people do it, in Chromium: the visitor's widget on a customer page served from a
 * loopback "website", and operators signed in to the real console at /admin, each in their own browser
 * context. Run on one SQLite instance, and on two instances sharing Redis with the visitor on A and
 * the consoles on B (and a second operator on A). Every step is waited for as it arrives; nothing is
 * timed against the clock.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDOFF_TEXT } from '../../contract/handoff.ts';
import { launchBrowser } from '../../scripts/testing/browser.ts';
import type { Clock } from '../../server/domain/shared/ports.ts';
import { lastLinkTo, linkTokenOf } from '../../server/testing/customer-session.ts';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../server/testing/test-app.ts';
import { startTwoInstances } from '../../server/testing/two-instances.ts';
import {
  createShopClient,
  embedPage,
  sendMessage,
  startHostSite,
  w,
  watchErrors,
  type HostSite,
} from '../../widget/e2e/harness.ts';
import { builtDistDir } from './built-dist.ts';
import { signIn } from './console-harness.ts';

const SECOND_OPERATOR = { username: 'maria', password: 'second-horse-battery' };

/** One clock for every instance of a world, moved forward by the timeout test. */
function movableClock() {
  let offset = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offset) };
  return { clock, advance: (ms: number) => (offset += ms) };
}

interface World {
  /** Where the visitor's widget talks to. */
  visitorApp: TestApp;
  /** Where the first operator's console is (instance B with Redis). */
  consoleApp: TestApp;
  /** Where the second operator's console is (instance A with Redis). */
  otherConsoleApp: TestApp;
  advance(ms: number): void;
  close(): Promise<void>;
}

async function startWorld(kind: 'sqlite' | 'redis'): Promise<World> {
  const distDir = await builtDistDir();
  const { clock, advance } = movableClock();
  const start = (o: { dataDir?: string; env?: Record<string, string> } = {}) =>
    startTestApp({ listen: true, distDir, clock, handoffSweepMs: 200, ...o });
  if (kind === 'sqlite') {
    const t = await start();
    return { visitorApp: t, consoleApp: t, otherConsoleApp: t, advance, close: () => t.close() };
  }
  const pair = await startTwoInstances((o) => start(o));
  return { visitorApp: pair.A, consoleApp: pair.B, otherConsoleApp: pair.A, advance, close: pair.close };
}

describe.each(['sqlite', 'redis'] as const)('human handoff in two browsers (%s)', (kind) => {
  let world: World;
  let browser: Browser;
  let site: HostSite;
  let client: Awaited<ReturnType<typeof createShopClient>>;
  const pages: Page[] = [];

  beforeAll(async () => {
    [world, browser, site] = await Promise.all([startWorld(kind), launchBrowser(), startHostSite()]);
    client = await createShopClient(world.visitorApp);
    await world.visitorApp.services.adminAuth.createAdmin(SECOND_OPERATOR.username, SECOND_OPERATOR.password);
    site.setPage(embedPage({ api: world.visitorApp.url, clientId: client.id, token: client.accessToken! }));
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.allSettled([world?.close(), site?.close()]);
  });

  async function consolePage(app: TestApp, who: { username: string; password: string } = SECOND_OPERATOR) {
    const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    pages.push(page);
    await signIn(page, who.username, who.password);
    return page;
  }
  const firstConsole = () => consolePage(world.consoleApp, TEST_ADMIN);

  async function visitorPage() {
    const context = await browser.newContext();
    const errors = watchErrors(context);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(site.url());
    await w.launcher(page).click();
    return { page, errors };
  }

  const queueRow = (page: Page) => page.getByRole('list', { name: 'Handoff queue' }).locator('li');
  const lastSessionId = async () =>
    (await world.visitorApp.services.handoff.queue()).find((q) => q.clientId === client.id)?.sessionId ?? '';

  it('settings form, asking for a person, queue and badge, take over, talk live, typing, hand back', async () => {
    const op = await firstConsole();
    // The operator turns handoff on, with a one-minute wait before the email offer (the timeout test).
    await op.goto(`/admin/clients/${encodeURIComponent(client.id)}`);
    await op.getByRole('button', { name: 'Human Handoff' }).click();
    await op.getByRole('switch', { name: 'Let visitors ask for a person' }).click();
    await op.getByLabel('Minutes Before the Email Offer').fill('0');
    await op.getByRole('button', { name: 'Save Handoff Settings' }).click();
    await op.getByText('At least 1 minute').waitFor();
    await op.getByLabel('Minutes Before the Email Offer').fill('1');
    await op.getByRole('button', { name: 'Save Handoff Settings' }).click();
    await op.getByRole('dialog').waitFor({ state: 'detached' });
    expect((await world.visitorApp.services.clients.get(client.id)).handoff).toMatchObject({
      enabled: true,
      waitTimeoutMinutes: 1,
    });
    await op.goto('/admin/chats');
    await op.getByText('Nobody is waiting for a person.').waitFor();

    const { page: visitor, errors } = await visitorPage();
    await sendMessage(visitor, 'When do you ship?');
    await expect.poll(() => w.messages(visitor, 'ai').count()).toBe(1);
    // Asking in words: no AI answer, the visitor is told, the console's queue and badge show it.
    await sendMessage(visitor, 'Can I talk to a real person?');
    await w.chat(visitor).getByText(HANDOFF_TEXT.waiting).waitFor();
    expect(await w.messages(visitor, 'ai').count()).toBe(1);
    await queueRow(op).filter({ hasText: 'Waiting' }).waitFor();
    await op.locator('[data-handoff-badge]').filter({ hasText: '1' }).waitFor();

    await queueRow(op).getByRole('link', { name: 'Open' }).click();
    await op.getByRole('button', { name: 'Take Over' }).click();
    await op.getByText('You are answering this visitor').waitFor();
    // No display name set: the visitor reads "someone from our team", never the login "admin".
    await w.chat(visitor).locator('h2').getByText(HANDOFF_TEXT.team).waitFor();
    await w.chat(visitor).getByText('Human', { exact: true }).waitFor();
    await w.chat(visitor).getByText(HANDOFF_TEXT.teamJoined).waitFor();
    await op.locator('[data-handoff-badge]').waitFor({ state: 'detached' });

    const reply = op.getByLabel('Reply as operator');
    for (let i = 1; i <= 3; i++) {
      await sendMessage(visitor, `visitor ${i}`);
      // No AI reply is coming: the input is free at once and no typing dots show.
      expect(await w.input(visitor).getAttribute('aria-disabled')).not.toBe('true');
      expect(await w.chat(visitor).locator('[data-typing]').count()).toBe(0);
      await op.getByText(`visitor ${i}`, { exact: true }).waitFor();
      await reply.fill(`operator ${i}`);
      await op.getByRole('button', { name: 'Send Reply' }).click();
      await w
        .messages(visitor, 'operator')
        .filter({ hasText: `operator ${i}` })
        .waitFor();
    }
    expect(await w.messages(visitor, 'ai').count()).toBe(1);
    expect(await w.input(visitor).isEditable()).toBe(true);

    // Typing, both ways.
    await reply.pressSequentially('Let me check');
    await w.chat(visitor).locator('[data-operator-typing]').waitFor();
    await reply.fill('');
    await w.chat(visitor).locator('[data-operator-typing]').waitFor({ state: 'detached' });
    await w.input(visitor).pressSequentially('still here');
    await op.locator('[data-visitor-typing]').waitFor();
    await w.input(visitor).fill('');

    await op.getByRole('button', { name: 'Hand Back to AI' }).click();
    await w.chat(visitor).getByText(HANDOFF_TEXT.released).waitFor();
    await w.chat(visitor).locator('h2').getByText(HANDOFF_TEXT.team).waitFor({ state: 'detached' });
    await sendMessage(visitor, 'When do you ship?');
    await expect.poll(() => w.messages(visitor, 'ai').count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('two operators race to take over: exactly one wins, the other sees it taken', async () => {
    const { page: visitor } = await visitorPage();
    await w.chat(visitor).getByRole('button', { name: 'Talk to a person' }).click();
    await w.chat(visitor).getByText(HANDOFF_TEXT.waiting).waitFor();
    await expect.poll(lastSessionId).not.toBe('');
    const sessionId = await lastSessionId();
    const [admin, maria] = await Promise.all([firstConsole(), consolePage(world.otherConsoleApp)]);
    const detail = `/admin/chats/${encodeURIComponent(sessionId)}?clientId=${encodeURIComponent(client.id)}`;
    await Promise.all([admin.goto(detail), maria.goto(detail)]);
    const take = (p: Page) => p.getByRole('button', { name: 'Take Over' });
    await Promise.all([take(admin).waitFor(), take(maria).waitFor()]);
    // Both press at once; a press that finds the button already gone (the other's take-over arrived
    // first) is a loss too.
    await Promise.all(
      [admin, maria].map((p) =>
        take(p)
          .click({ timeout: 3000 })
          .catch(() => undefined),
      ),
    );

    await expect
      .poll(async () => (await world.consoleApp.services.handoff.state(client.id, sessionId)).operator)
      .toMatch(/^(admin|maria)$/);
    const winner = (await world.consoleApp.services.handoff.state(client.id, sessionId)).operator!;
    const [winPage, losePage] = winner === 'admin' ? [admin, maria] : [maria, admin];
    await winPage.getByText('You are answering this visitor').waitFor();
    await losePage.getByText(`${winner} is answering this visitor`).waitFor();
    expect(await losePage.getByLabel('Reply as operator').count()).toBe(0);
    // Neither set a display name: the visitor reads "Support team", never the winner's login.
    await w.chat(visitor).locator('h2').getByText(HANDOFF_TEXT.team).waitFor();
    expect(await w.chat(visitor).locator('h2').textContent()).not.toContain(winner);
    // Exactly one joined the chat.
    await expect
      .poll(async () => {
        const { messages } = await world.visitorApp.services.chatSessions.detail(sessionId, client.id);
        return messages.filter((m) => m.metadata.handoff === 'joined').length;
      })
      .toBe(1);
    await winPage.getByRole('button', { name: 'Hand Back to AI' }).click();
    await w.chat(visitor).getByText(HANDOFF_TEXT.released).waitFor();
  });

  it('nobody takes it within the timeout: the visitor is offered the email follow-up', async () => {
    const { page: visitor } = await visitorPage();
    const op = await firstConsole();
    await op.goto('/admin/chats');
    await w.chat(visitor).getByRole('button', { name: 'Talk to a person' }).click();
    await w.chat(visitor).getByText(HANDOFF_TEXT.waiting).waitFor();
    await queueRow(op).filter({ hasText: 'Waiting' }).waitFor();
    // A minute and a bit passes (the settings form set one minute); the sweep runs every 200 ms.
    world.advance(61_000);
    await w.chat(visitor).getByText(HANDOFF_TEXT.missed).waitFor();
    const email = w.chat(visitor).getByLabel('Your email for a follow-up');
    await email.fill('visitor@example.com');
    await email.press('Enter');
    await w.chat(visitor).getByText('Thank you! We will reply to you by email.').waitFor();
    await expect
      .poll(async () => (await world.consoleApp.services.insights.leads(client.id)).leads.map((l) => l.email))
      .toContain('visitor@example.com');
    // The session left the queue.
    await op.getByText('Nobody is waiting for a person.').waitFor();
  });

  it('the customer sets their own business hours at /app, and sees a waiting visitor on its Inbox link', async () => {
    const accounts = world.consoleApp.services.customerAccounts;
    const before = (await world.visitorApp.services.clients.get(client.id)).handoff;
    await accounts.addUser(client.id, { email: 'owner@shop.example', role: 'owner' });
    await accounts.setPasswordWithLink(
      // The link went to the new owner's mail (the outbox, without SMTP).
      linkTokenOf(lastLinkTo(world.consoleApp, 'owner@shop.example')),
      'shop-owner-pass',
    );
    const context = await browser.newContext({ baseURL: world.consoleApp.url });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto('/app/login');
    await page.getByLabel('Email').fill('owner@shop.example');
    await page.getByLabel('Password').fill('shop-owner-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();

    // The hours are on the Assistant page ("Talking to a person"), inline.
    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('link', { name: 'Assistant' })
      .click();
    await page.getByRole('heading', { name: 'Talking to a person' }).waitFor();
    await page.getByLabel('Time Zone of the Hours').fill('Europe/Paris');
    await page.getByRole('switch', { name: 'Only during business hours' }).click();
    // Weekdays 9 to 5 are proposed; Saturday is added, first with its times the wrong way round.
    await page.getByRole('checkbox', { name: 'Saturday' }).check();
    await page.getByLabel('Saturday opens').fill('14:00');
    await page.getByLabel('Saturday closes').fill('10:00');
    await page.getByRole('button', { name: 'Save Handoff Settings' }).click();
    await page.getByText('Saturday: Closing time must be after opening time').waitFor();
    await page.getByLabel('Saturday opens').fill('10:00');
    await page.getByLabel('Saturday closes').fill('14:00');
    // A second window on Saturday (after a break), first overlapping the first one.
    await page.getByRole('button', { name: 'Add a window on Saturday' }).click();
    await page.getByLabel('Saturday window 2 opens').fill('13:00');
    await page.getByLabel('Saturday window 2 closes').fill('18:00');
    await page.getByRole('button', { name: 'Save Handoff Settings' }).click();
    await page.getByText('Saturday: Overlaps the window from 10:00 to 14:00').waitFor();
    await page.getByLabel('Saturday window 2 opens').fill('15:00');
    await page.getByLabel('Saturday window 2 closes').fill('18:00');
    await page.getByRole('button', { name: 'Save Handoff Settings' }).click();
    await expect
      .poll(async () => (await world.visitorApp.services.clients.get(client.id)).handoff.hours.length)
      .toBe(7);

    const saved = (await world.visitorApp.services.clients.get(client.id)).handoff;
    expect(saved.timeZone).toBe('Europe/Paris');
    expect(saved.hours).toHaveLength(7);
    expect(saved.hours).toContainEqual({ day: 'sat', open: '10:00', close: '14:00' });
    expect(saved.hours).toContainEqual({ day: 'sat', open: '15:00', close: '18:00' });

    // Read again, both Saturday windows are shown; the time zone is picked from the IANA list.
    await page.reload();
    await page.getByLabel('Saturday window 2 opens').waitFor();
    expect(await page.getByLabel('Saturday window 2 opens').inputValue()).toBe('15:00');
    expect(await page.locator('#handoff-time-zones option[value="America/New_York"]').count()).toBe(1);
    await page.getByLabel('Time Zone of the Hours').fill('America/New_York');
    await page.getByRole('button', { name: 'Remove Saturday window 2' }).click();
    await page.getByRole('button', { name: 'Save Handoff Settings' }).click();
    await expect
      .poll(async () => (await world.visitorApp.services.clients.get(client.id)).handoff.hours.length)
      .toBe(6);
    const again = (await world.visitorApp.services.clients.get(client.id)).handoff;
    expect(again.timeZone).toBe('America/New_York');
    expect(again.hours.filter((h) => h.day === 'sat')).toEqual([
      { day: 'sat', open: '10:00', close: '14:00' },
    ]);
    expect(again.hours).toHaveLength(6);
    expect(saved.hours).toContainEqual({ day: 'mon', open: '09:00', close: '17:00' });
    // What the customer did not touch is kept.
    expect(saved).toMatchObject({ enabled: before.enabled, waitTimeoutMinutes: before.waitTimeoutMinutes });

    // People available at any time again: a visitor asking for one shows on the workspace's Inbox link.
    await world.visitorApp.services.clients.update(client.id, { handoff: { ...again, hours: [] } });
    const chats = page.getByRole('link', { name: /^Inbox/ });
    await chats.waitFor();
    expect(await page.locator('[data-handoff-badge]').count()).toBe(0);
    const { page: visitor, errors } = await visitorPage();
    await sendMessage(visitor, 'Can I talk to a real person?');
    await w.chat(visitor).getByText(HANDOFF_TEXT.waiting).waitFor();
    await chats.locator('[data-handoff-badge]').filter({ hasText: '1' }).waitFor();
    expect(await chats.locator('[data-handoff-badge]').getAttribute('aria-label')).toBe(
      '1 waiting for a person',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
