/**
 * A socket that has proven a session's secret (or was issued it) sends its later messages without the
 * secret's read (issue 17: a turn's statements); any other secret, or another connection, is still
 * checked against the stored hash. The repository is the real SQLite one, wrapped only to count reads.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../db/store.ts';
import type { ChatAccess, ChatCaller } from '../domain/chat/chat-gate.ts';
import { createVisitorKeys } from '../domain/chat/visitor-keys.ts';
import { clientRecord } from '../testing/client-record.ts';

const stores: Store[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
});

const client = clientRecord('c1', { clientName: 'Owner', businessName: 'Business' });

async function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fd-keys-'));
  const store = await openStore(
    { databaseFile: path.join(dir, 'frontdesk.sqlite'), databaseUrl: null },
    { clock: { now: () => new Date('2026-03-10T10:00:00.000Z') } },
  );
  stores.push(store);
  await store.repos.clients.insert(client);
  const { chats } = store.repos;
  await chats.append({
    id: 'm1',
    clientId: 'c1',
    sessionId: 's1',
    sender: 'user',
    message: 'hello',
    metadata: {},
    clientMessageId: null,
    createdAt: '2026-03-10T10:00:00.000Z',
  });
  let reads = 0;
  const digest = (t: string) => crypto.createHash('sha256').update(t).digest('hex');
  const keys = createVisitorKeys({
    chats: {
      visitorKeyOf: (clientId, sessionId) => {
        reads++;
        return chats.visitorKeyOf(clientId, sessionId);
      },
      claimVisitorKey: (clientId, sessionId, hash) => chats.claimVisitorKey(clientId, sessionId, hash),
    },
    ids: { randomToken: () => 'issued-secret' },
    digest,
    same: (a, b) => a === b,
  });
  const caller: ChatCaller = { client, mode: 'visitor', username: null, test: false };
  return { keys, caller, reads: () => reads };
}

const socketAccess = (proven: Map<string, string>, sessionKey?: string) => {
  let issued: string | undefined;
  const access: ChatAccess = {
    kind: 'widget',
    token: 'test-c1',
    origin: undefined,
    ip: '127.0.0.1',
    sessionKey,
    issueKey: (k) => (issued = k),
    proven,
  };
  return { access, issued: () => issued };
};

describe('visitor secret proven once per socket', () => {
  it('reads the hash once, then takes the same secret from the socket without a read', async () => {
    const { keys, caller, reads } = await setup();
    const proven = new Map<string, string>();
    // The first contact: no secret stored yet, so one is issued and remembered by the socket.
    const first = socketAccess(proven);
    expect(await keys.check(caller, first.access, 's1')).toBe(true);
    await keys.issue(caller, first.access, 's1');
    expect(first.issued()).toBe('issued-secret');
    expect(reads()).toBe(1);
    for (let i = 0; i < 3; i++)
      expect(await keys.check(caller, socketAccess(proven, 'issued-secret').access, 's1')).toBe(false);
    expect(reads()).toBe(1);
    // A wrong secret on the same socket is checked against the stored hash, and refused.
    await expect(keys.check(caller, socketAccess(proven, 'guessed').access, 's1')).rejects.toThrow();
    expect(reads()).toBe(2);
    // Another socket (nothing proven) reads, proves it once, then skips too.
    const other = new Map<string, string>();
    expect(await keys.check(caller, socketAccess(other, 'issued-secret').access, 's1')).toBe(false);
    expect(await keys.check(caller, socketAccess(other, 'issued-secret').access, 's1')).toBe(false);
    expect(reads()).toBe(3);
    // Without a socket's memory (REST), every call reads.
    const rest = { ...socketAccess(other, 'issued-secret').access, proven: undefined };
    expect(await keys.check(caller, rest, 's1')).toBe(false);
    expect(reads()).toBe(4);
  });
});
