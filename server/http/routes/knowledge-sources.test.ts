import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore } from '../../core.ts';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';

let f: ChatFixture;
let cookie: string;
beforeEach(async () => {
  f = await chatFixture();
  cookie = await f.t.login();
});
afterEach(async () => f.close());

const admin = (method: string, url: string, payload?: object) =>
  f.t.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const ask = (token: string, message: string) =>
  f.t.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: { authorization: `Bearer ${token}` },
    payload: { message, sessionId: 'knowledgeSession0000000001' },
  });
const PARKING = 'Parking: guests park free in the garage on Elm Street; the code is at the front desk.';

async function filesSource(clientId: string) {
  const client = await f.t.services.clients.record(clientId);
  return f.t.services.knowledgeSources.create(client, {
    kind: 'files',
    name: 'Uploads',
    schedule: 'manual',
    settings: {},
  });
}

describe('knowledge sources', () => {
  it('checks the plan: feeds from Premium, uploads on Enterprise only', async () => {
    const starter = await f.t.services.clients.record(f.a.id);
    const premium = await f.t.services.clients.record(f.b.id);
    const create = (client: typeof starter, kind: 'files' | 'feed') =>
      f.t.services.knowledgeSources.create(client, { kind, name: kind, schedule: 'manual', settings: {} });
    await expect(create(starter, 'feed')).rejects.toMatchObject({ code: 'plan_feature_unavailable' });
    await expect(create(premium, 'files')).rejects.toThrow(
      'File uploads are available on the Enterprise plan',
    );
    await expect(create(premium, 'feed')).resolves.toMatchObject({ kind: 'feed', status: 'pending' });
  });

  it('reports a source a stopped process never synced, so it can be synced again', async () => {
    const premium = await f.t.services.clients.record(f.b.id);
    const feed = await f.t.services.knowledgeSources.create(premium, {
      kind: 'feed',
      name: 'Orders',
      schedule: 'manual',
      settings: {},
    });
    expect(await f.t.services.knowledgeSources.recoverInterrupted()).toBe(1);
    const { source } = await f.t.services.knowledgeSources.detail(f.b.id, feed.id);
    expect(source).toMatchObject({ status: 'failed', lastError: expect.stringContaining('sync again') });
  });

  it("answers from a source's documents for its own client only, and forgets them when removed", async () => {
    await f.t.services.clients.update(f.a.id, { plan: 'Enterprise' });
    const source = await filesSource(f.a.id);
    const added = await f.t.services.knowledgeSources.addDocuments(f.a.id, source.id, [
      { ref: 'guest-guide.md', title: 'Guest guide', url: null, body: PARKING },
    ]);
    expect(added).toMatchObject({ added: 1, updated: 0, removed: 0, source: { documentCount: 1 } });

    const answer = await ask(f.a.test, 'Where can I park?');
    expect(answer.statusCode).toBe(200);
    expect(answer.json.reply).toContain('Elm Street');
    expect(answer.json.sources).toContainEqual(
      expect.objectContaining({ kind: 'file', title: 'Guest guide' }),
    );
    expect((await ask(f.b.test, 'Where can I park?')).json.reply).not.toContain('Elm Street');

    // The same upload again changes nothing; a changed one is an update.
    const same = await f.t.services.knowledgeSources.addDocuments(f.a.id, source.id, [
      { ref: 'guest-guide.md', title: 'Guest guide', url: null, body: PARKING },
    ]);
    expect(same).toMatchObject({ added: 0, updated: 0, unchanged: 1 });

    const detail = await admin('GET', `/api/clients/${f.a.id}/knowledge/sources/${source.id}`);
    expect(detail.statusCode).toBe(200);
    const doc = detail.json.documents[0];
    expect(doc).toMatchObject({ ref: 'guest-guide.md', title: 'Guest guide', characters: PARKING.length });
    const removed = await admin(
      'DELETE',
      `/api/clients/${f.a.id}/knowledge/sources/${source.id}/documents/${doc.id}`,
    );
    expect(removed.json).toMatchObject({ documentCount: 0 });
    expect((await ask(f.a.test, 'Where can I park?')).json.reply).not.toContain('Elm Street');
  });

  it('lists, renames and removes over HTTP, and hides one client’s sources from another', async () => {
    await f.t.services.clients.update(f.a.id, { plan: 'Enterprise' });
    const source = await filesSource(f.a.id);
    const list = await admin('GET', `/api/clients/${f.a.id}/knowledge/sources`);
    expect(list.json.sources).toEqual([
      expect.objectContaining({ id: source.id, kind: 'files', status: 'ready' }),
    ]);
    expect((await admin('GET', `/api/clients/${f.b.id}/knowledge/sources/${source.id}`)).statusCode).toBe(
      404,
    );
    expect((await admin('DELETE', `/api/clients/${f.b.id}/knowledge/sources/${source.id}`)).statusCode).toBe(
      404,
    );
    expect((await admin('GET', `/api/clients/nope/knowledge/sources`)).statusCode).toBe(404);
    expect(
      (await f.t.inject({ method: 'GET', url: `/api/clients/${f.a.id}/knowledge/sources` })).statusCode,
    ).toBe(401);

    const renamed = await admin('PUT', `/api/clients/${f.a.id}/knowledge/sources/${source.id}`, {
      name: 'Guides',
    });
    expect(renamed.json).toMatchObject({ name: 'Guides' });
    const scheduled = await admin('PUT', `/api/clients/${f.a.id}/knowledge/sources/${source.id}`, {
      schedule: 'daily',
    });
    expect(scheduled.statusCode).toBe(400);
    expect(scheduled.json.fields).toEqual({ schedule: 'Uploaded files are not fetched on a schedule' });
    expect(
      (await admin('PUT', `/api/clients/${f.a.id}/knowledge/sources/${source.id}`, { name: '' })).json.fields,
    ).toEqual({
      name: 'Name is required',
    });
    const sync = await admin('POST', `/api/clients/${f.a.id}/knowledge/sources/${source.id}/sync`);
    expect(sync.statusCode).toBe(400);

    expect((await admin('DELETE', `/api/clients/${f.a.id}/knowledge/sources/${source.id}`)).json).toEqual({
      ok: true,
    });
    expect((await admin('GET', `/api/clients/${f.a.id}/knowledge/sources`)).json.sources).toEqual([]);
  });

  it('sees documents another process added (the CLI on the same data directory)', async () => {
    await f.t.services.clients.update(f.a.id, { plan: 'Enterprise' });
    expect((await ask(f.a.test, 'Where can I park?')).json.reply).not.toContain('Elm Street');
    const other = await createCore(f.t.config);
    try {
      const client = await other.services.clients.record(f.a.id);
      const source = await other.services.knowledgeSources.create(client, {
        kind: 'files',
        name: 'Uploads',
        schedule: 'manual',
        settings: {},
      });
      await other.services.knowledgeSources.addDocuments(f.a.id, source.id, [
        { ref: 'guide', title: 'Guest guide', url: null, body: PARKING },
      ]);
    } finally {
      await other.close();
    }
    expect((await ask(f.a.test, 'Where can I park?')).json.reply).toContain('Elm Street');
  });
});
