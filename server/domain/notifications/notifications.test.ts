/**
 * Notifications end to end on both stores, against the test SMTP server, a loopback webhook receiver
 * standing in for the business's system and another for a Slack-compatible incoming webhook: a lead,
 * a visitor waiting for a person and usage at 80% and 100% each produce the mail and the signed event;
 * mail reaches the people who want it; bursts are summed into one notice; the outbox folder keeps
 * mail when no SMTP server is set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HANDOFF_SETTINGS } from '../../../contract/handoff-settings.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-server.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  startWebhookReceiver,
  verifySignature,
  type WebhookReceiver,
} from '../../testing/webhook-receiver.ts';

let postgres: TestPostgres;
let smtp: SmtpTestServer;
let hook: WebhookReceiver;
beforeAll(async () => {
  postgres = await startPostgresServer();
  smtp = await startSmtpTestServer();
  hook = await startWebhookReceiver();
});
afterAll(async () => {
  await hook.close();
  await smtp.close();
  await postgres.stop();
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(['sqlite', 'postgres'] as const)('notifications on %s', (store) => {
  let t: TestApp;
  let cookie: string;
  let client: { id: string; token: string; email: string };
  let secret: string;
  const hookPath = `/notify/${store}`;
  beforeAll(async () => {
    const db: Record<string, string> =
      store === 'postgres' ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {};
    t = await startTestApp({
      env: {
        ...db,
        FRONTDESK_SMTP_URL: smtp.url,
        FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true',
        FRONTDESK_NOTIFY_WAITING_AFTER_SECONDS: '0',
        FRONTDESK_WEBHOOK_RETRY_BASE_MS: '40',
        FRONTDESK_WEBHOOK_RETRY_MAX_MS: '80',
        FRONTDESK_PUBLIC_URL: 'http://desk.example',
      },
      outboxPollMs: 20,
      outbox: { coalesceMs: 500, disableAfterMs: 300, random: () => 0 },
    });
    cookie = await t.login();
    const email = `contact-${store}@shop.example`;
    const c = await t.services.clients.create({
      clientName: 'Corner Shop',
      businessName: `Corner Shop ${store}`,
      domain: `corner-${store}.example`,
      plan: 'Starter',
      email,
      testMode: true,
    });
    client = { id: c.id, token: c.testAccessToken ?? '', email };
    const created = await t.services.outbox.webhooks.create(c.id, {
      url: `${hook.url}${hookPath}`,
      events: ['lead.created', 'handoff.requested', 'usage.threshold_reached'],
    });
    secret = created.secret;
  });
  afterAll(() => t.close());

  const say = (sessionId: string, message: string) =>
    t.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: { authorization: `Bearer ${client.token}` },
      payload: { message, sender: 'user', sessionId },
    });
  const signedEvent = async (type: string, pick: (d: Record<string, unknown>) => boolean = () => true) => {
    const [got] = await hook.waitFor(
      1,
      (h) => h.path === hookPath && h.json.type === type && pick(h.json.data),
    );
    expect(verifySignature(String(got!.headers['frontdesk-signature']), got!.body, secret)).toBe(true);
    return got!.json;
  };

  it('a visitor’s lead: a mail to the contact (text and HTML, the question, the link) and the signed event', async () => {
    const session = `notifyLead${store}Session001`;
    await say(session, 'Do you repair bicycles?');
    await say(session, 'Please write to jo@example.com');
    const mail = await smtp.next(client.email);
    expect(mail.subject).toBe(`New lead for Corner Shop ${store}: jo@example.com`);
    expect(mail.text).toContain('jo@example.com left their email after asking: “Do you repair bicycles?”');
    expect(mail.text).toContain(`http://desk.example/app/chats/${session}`);
    expect(mail.html).toContain(`<a href="http://desk.example/app/chats/${session}">`);
    const event = await signedEvent('lead.created', (d) => d.sessionId === session);
    expect(event.data).toMatchObject({ email: 'jo@example.com', question: 'Do you repair bicycles?' });
  });

  it('a visitor waiting for a person: a mail and the signed event', async () => {
    await t.services.clients.update(client.id, { handoff: { ...DEFAULT_HANDOFF_SETTINGS, enabled: true } });
    const session = `notifyWait${store}Session001`;
    await say(session, 'Hello');
    const asked = await t.inject({
      method: 'POST',
      url: '/api/chat/handoff',
      headers: { authorization: `Bearer ${client.token}` },
      payload: { sessionId: session },
    });
    expect(asked.json.status).toBe('waiting');
    const mail = await smtp.next(client.email);
    expect(mail.subject).toBe(`A visitor of Corner Shop ${store} is waiting for a person`);
    expect(mail.text).toContain(`http://desk.example/app/chats/${session}`);
    await signedEvent('handoff.requested', (d) => d.sessionId === session);
  });

  it('usage at 80% and at 100%: one mail and one signed event each per month', async () => {
    await t.services.usage.set(client.id, 161);
    const eighty = await smtp.next(client.email);
    expect(eighty.subject).toBe(`Corner Shop ${store} has used 80% of its monthly AI replies`);
    expect(eighty.text).toContain('161 of 200 AI replies used');
    await signedEvent('usage.threshold_reached', (d) => d.percent === 80);
    await t.services.usage.set(client.id, 170);
    await t.services.usage.set(client.id, 200);
    await wait(600);
    const full = await smtp.next(client.email);
    expect(full.subject).toBe(`Corner Shop ${store} has used 100% of its monthly AI replies`);
    expect(full.text).toContain('All 200 AI replies');
    await signedEvent('usage.threshold_reached', (d) => d.percent === 100);
    await t.services.usage.set(client.id, 0);
    await t.services.usage.set(client.id, 190);
    await wait(800);
    const usageEvents = hook.received.filter(
      (h) => h.path === hookPath && h.json.type === 'usage.threshold_reached',
    );
    expect(usageEvents.map((h) => h.json.data.percent)).toEqual([80, 100]);
  });

  it('turns off an endpoint that fails for the set time, cancels its queue and tells the owners', async () => {
    const failing = `/failing/${store}`;
    hook.script(Array.from({ length: 200 }, () => 503));
    const { endpoint } = await t.services.outbox.webhooks.create(client.id, {
      url: `${hook.url}${failing}`,
      events: ['conversation.started'],
    });
    await say(`notifyFail${store}Session001`, 'Hi');
    const mail = await smtp.next(client.email);
    expect(mail.subject).toBe(`A webhook endpoint of Corner Shop ${store} was turned off`);
    expect(mail.text).toContain(`${hook.url}${failing}`);
    hook.script([]);
    const off = await t.services.outbox.webhooks.get(client.id, endpoint.id);
    expect(off).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const log = await t.services.outbox.webhooks.deliveries(client.id, endpoint.id, { limit: 10 });
    expect(log.deliveries[0]?.status).toBe('failed');
    expect(log.deliveries[0]?.attempts).toBeGreaterThan(1);
  });

  it('sums a burst of leads into one notice a window', async () => {
    const before = smtp.mails.length;
    await Promise.all(
      [1, 2, 3, 4].map((i) => say(`notifyBurst${store}Session00${i}`, `I am lead${i}@example.com`)),
    );
    for (let i = 0; i < 100; i++) {
      const leads = smtp.mails.slice(before).flatMap((m) => m.text.match(/lead\d@example\.com left/g) ?? []);
      if (leads.length >= 4) break;
      await wait(50);
    }
    const mails = smtp.mails.slice(before).filter((m) => m.to.includes(client.email));
    const leads = mails.flatMap((m) => m.text.match(/lead\d@example\.com left/g) ?? []);
    expect(leads.sort()).toEqual([1, 2, 3, 4].map((i) => `lead${i}@example.com left`));
    expect(mails.length).toBeLessThan(4);
    expect(mails.some((m) => /\d new leads/.test(m.subject))).toBe(true);
  });

  it('mails the owners and members who want the kind, not the contact, and posts to Slack', async () => {
    const c = await t.services.clients.create({
      clientName: 'Team Shop',
      businessName: 'Team Shop',
      domain: `team-${store}.example`,
      plan: 'Premium',
      email: `team-contact-${store}@shop.example`,
      testMode: true,
    });
    const owner = await t.services.customerAccounts.addUser(c.id, {
      email: `owner-${store}@team.example`,
      role: 'owner',
    });
    const member = await t.services.customerAccounts.addUser(c.id, {
      email: `member-${store}@team.example`,
      role: 'member',
    });
    const muted = await t.inject({
      method: 'PUT',
      url: `/api/clients/${c.id}/notifications/people/${member.user.id}`,
      headers: { cookie },
      payload: { muted: ['lead'] },
    });
    expect(muted.statusCode).toBe(200);
    const slack = await t.inject({
      method: 'PUT',
      url: `/api/clients/${c.id}/notifications/slack`,
      headers: { cookie },
      payload: { url: `${hook.url}/slack/${store}`, kinds: ['lead'] },
    });
    expect(slack.statusCode).toBe(200);
    expect(slack.payload).not.toContain('/slack/');
    expect(slack.json.slack).toEqual({ configured: true, kinds: ['lead'] });
    await t.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: { authorization: `Bearer ${c.testAccessToken}` },
      payload: {
        message: 'reach me at kim@example.com',
        sender: 'user',
        sessionId: `notifyTeam${store}Session01`,
      },
    });
    const mail = await smtp.next(owner.user.email);
    expect(mail.to).toEqual([owner.user.email]);
    const [posted] = await hook.waitFor(1, (h) => h.path === `/slack/${store}`);
    expect(Object.keys(JSON.parse(posted!.body) as object)).toEqual(['text']);
    expect(posted!.body).toContain('kim@example.com');
    await wait(300);
    expect(
      smtp.mails.some((m) => m.to.includes(`member-${store}@team.example`) && /lead/i.test(m.subject)),
    ).toBe(false);
  });
});

describe('notifications without an SMTP server', () => {
  it('writes the notice with its text and HTML parts to the outbox folder', async () => {
    const t = await startTestApp({ outboxPollMs: 20 });
    try {
      const c = await t.services.clients.create({
        clientName: 'Folder Shop',
        businessName: 'Folder Shop',
        domain: 'folder.example',
        plan: 'Starter',
        email: 'folder@shop.example',
        testMode: true,
      });
      await t.inject({
        method: 'POST',
        url: '/api/chat/messages',
        headers: { authorization: `Bearer ${c.testAccessToken}` },
        payload: {
          message: 'mail me: ann@example.com',
          sender: 'user',
          sessionId: 'folderSession00000000001',
        },
      });
      const dir = path.join(t.dataDir, 'outbox');
      // The mail is there once its file has its content (it is created, then written).
      let eml = '';
      for (let i = 0; i < 100 && !eml.includes('Content-Type: text/html'); i++) {
        const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
        eml = files[0] ? fs.readFileSync(path.join(dir, files[0]), 'utf8') : '';
        if (!eml.includes('Content-Type: text/html')) await wait(50);
      }
      expect(eml).toContain('Subject: New lead for Folder Shop: ann@example.com');
      expect(eml).toContain('Content-Type: text/plain');
      expect(eml).toContain('Content-Type: text/html');
    } finally {
      await t.close();
    }
  });
});
