import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeChatRequest, FakeReply } from '../../testing/fake-openai.ts';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';
import { modelOnBothStores, type StoreKind } from '../../testing/model-on-both-stores.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-server.ts';

/**
 * Row 49 on SQLite and PostgreSQL, with the builtin answerer and with a model: the model's record tool
 * gets nothing of an order its visitor is not proven to own, the emailed code unlocks it, a verified
 * visitor gets it, a forged identity is refused, and an order number that does not exist is answered
 * exactly as one that does (nothing is mailed for it).
 */
const feeds = http.createServer((_req, res) =>
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify([{ order_number: '10234', status: 'Shipped', customer_email: 'jane@example.com' }])),
);
let smtp: SmtpTestServer;
let feedUrl = '';
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  await new Promise<void>((r) => feeds.listen(0, '127.0.0.1', r));
  feedUrl = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}/orders.json`;
});
afterAll(async () => {
  await smtp.close();
  await new Promise<void>((r) => feeds.close(() => r()));
});

/** The model looks the order up, then says what the tool result gives it (the status, or the instruction). */
function modelReply(req: FakeChatRequest): FakeReply {
  const tool = req.messages.find((m) => m.role === 'tool')?.content;
  // The number after "parcel" in the question, else 10234 ("Where's my parcel?").
  const question = req.messages.findLast((m) => m.role === 'user')?.content ?? '';
  const id = /parcel #?(\d+)/.exec(typeof question === 'string' ? question : '')?.[1] ?? '10234';
  if (!tool) return { kind: 'tools', calls: [{ name: 'lookup_record', arguments: JSON.stringify({ id }) }] };
  const result = JSON.parse(tool) as {
    record?: { n: number; fields: { status: string } };
    instruction?: string;
  };
  if (result.record)
    return { kind: 'text', chunks: [`It is ${result.record.fields.status} [${result.record.n}].`] };
  return {
    kind: 'text',
    chunks: [result.instruction?.replace(/^.*Tell the visitor exactly this: /, '') ?? 'No.'],
  };
}

const ai = modelOnBothStores({ respond: modelReply });

async function start(store: StoreKind, withModel: boolean): Promise<ChatFixture> {
  const env = await ai.env(store);
  if (!withModel) {
    delete env.OPENAI_BASE_URL;
    delete env.OPENAI_API_KEY;
  }
  const fx = ai.keep(
    await chatFixture({
      env: { ...env, FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true', FRONTDESK_SMTP_URL: smtp.url },
    }),
  );
  ai.model.respond(modelReply);
  const source = await fx.t.services.knowledgeSources.create(await fx.t.services.clients.record(fx.b.id), {
    kind: 'feed',
    name: 'Orders',
    schedule: 'manual',
    settings: { url: feedUrl, format: 'json', recordType: 'orders', hasAuthorization: false, idField: null },
  });
  expect((await fx.t.services.knowledgeSources.sync(fx.b.id, source.id)).source.status).toBe('ready');
  return fx;
}

let n = 0;
const ask = async (fx: ChatFixture, sessionId: string, message: string) => {
  const r = await fx.t.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: fx.widget(fx.b.test),
    payload: { message, sessionId },
  });
  expect(r.statusCode, r.payload).toBe(200);
  return r.json as { reply: string; sources: { title: string }[] };
};
const identify = (fx: ChatFixture, payload: Record<string, unknown>) =>
  fx.t.inject({ method: 'POST', url: '/api/chat/identify', headers: fx.widget(fx.b.test), payload });
const hmac = (secret: string, v: string) => crypto.createHmac('sha256', secret).update(v).digest('hex');

describe.each<[StoreKind, boolean]>([
  ['sqlite', false],
  ['sqlite', true],
  ['postgres', false],
  ['postgres', true],
])('row 49 on %s (model: %s)', (store, withModel) => {
  it('asks an unverified visitor to confirm, unlocks with the mailed code, answers a verified one, refuses a forgery', async () => {
    const fx = await start(store, withModel);
    const before = smtp.mails.length;
    const s = `storesSession${String(++n).padStart(12, '0')}`;
    // "Where's my parcel" names no order: with a model, the lookup is the model's own tool call.
    const asked = await ask(fx, s, withModel ? "Where's my parcel?" : 'Where is order 10234?');
    expect(asked.reply).toContain('I sent a 6-digit code to the email address on it');
    expect(asked.reply).not.toMatch(/shipped/i);
    if (withModel) {
      const tool = ai.model
        .chatRequests()
        .flatMap((r) => r.messages)
        .find((m) => m.role === 'tool');
      expect(JSON.parse(tool?.content ?? '{}')).toMatchObject({ locked: true });
      expect(tool?.content).not.toMatch(/Shipped|jane@/);
    }
    // Mails of earlier tests (the shared test SMTP server) are passed over.
    let mail = await smtp.next('jane@example.com');
    while (smtp.mails.indexOf(mail) < before) mail = await smtp.next('jane@example.com');
    const code = /code is (\d{6})/.exec(mail.text)?.[1] ?? '';
    const unlocked = await ask(fx, s, code);
    expect(unlocked.reply).toMatch(/shipped/i);
    expect(unlocked.sources).toEqual([{ kind: 'data', title: 'Order 10234', url: null }]);

    const secret = (await fx.t.services.identity.rotateSecret(fx.b.id)).secret;
    const forged = `storesSession${String(++n).padStart(12, '0')}`;
    const refused = await identify(fx, {
      sessionId: forged,
      email: 'jane@example.com',
      userHash: hmac('guess', 'jane@example.com'),
    });
    expect(refused.statusCode).toBe(401);
    expect((await ask(fx, forged, 'Where is order 10234?')).reply).not.toMatch(/shipped/i);

    const verified = `storesSession${String(++n).padStart(12, '0')}`;
    const ok = await identify(fx, {
      sessionId: verified,
      email: 'jane@example.com',
      userHash: hmac(secret, 'jane@example.com'),
    });
    expect(ok.json).toEqual({ verified: true });
    const told = await ask(fx, verified, 'Where is order 10234?');
    expect(told.reply).toMatch(/shipped/i);
    expect(told.sources).toEqual([{ kind: 'data', title: 'Order 10234', url: null }]);
  });

  it('tells an unverified visitor the same of an order that does not exist, and mails nothing for it', async () => {
    const fx = await start(store, withModel);
    const before = smtp.mails.length;
    const known = `storesSession${String(++n).padStart(12, '0')}`;
    const unknown = `storesSession${String(++n).padStart(12, '0')}`;
    // With a model, the number reaches the model's lookup_record call (no keyword names it an order).
    const asking = (order: string) =>
      withModel ? `Where's my parcel ${order} now?` : `Where is order ${order}?`;
    const toolResults = () =>
      ai.model
        .chatRequests()
        .flatMap((r) => r.messages)
        .filter((m) => m.role === 'tool')
        .map((m) => m.content);
    const toolsBefore = toolResults().length;
    const a = await ask(fx, known, asking('10234'));
    const b = await ask(fx, unknown, asking('99999'));
    expect([b.reply, b.sources]).toEqual([a.reply, a.sources]);
    expect(a.reply).toContain('If that number is one of our orders');
    if (withModel) {
      const [first, second] = toolResults().slice(toolsBefore);
      expect(first).toBeDefined();
      expect(second).toBe(first);
    }
    // The code goes to the real order's owner only; the unknown number's conversation takes tries alike.
    let mail = await smtp.next('jane@example.com');
    while (smtp.mails.indexOf(mail) < before) mail = await smtp.next('jane@example.com');
    const code = /code is (\d{6})/.exec(mail.text)?.[1] ?? '';
    const wrong = code === '123456' ? '654321' : '123456';
    expect((await ask(fx, unknown, wrong)).reply).toBe((await ask(fx, known, wrong)).reply);
    expect((await ask(fx, unknown, asking('99999'))).reply).toBe(
      (await ask(fx, known, asking('10234'))).reply,
    );
    expect(smtp.mails.slice(before).map((m) => m.to.join())).toEqual(['jane@example.com']);
  });
});
