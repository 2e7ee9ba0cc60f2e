import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ClientList } from '../contract/clients.ts';
import { runCli, startCli, createdDataDir } from './testing/run-cli.ts';

// The server and the CLI on one data directory at the same time: what each writes, the other sees.
const dir = await createdDataDir();
const cli = (args: string[]) => runCli(dir, args);
const admin = { FRONTDESK_ADMIN_USERNAME: 'ops', FRONTDESK_ADMIN_PASSWORD: 'ops-password-1' };
let server: Awaited<ReturnType<typeof startCli>>;
let baseUrl: string;
let cookie: string;

beforeAll(async () => {
  server = await startCli(
    dir,
    ['serve', '--port', '0', '--no-build'],
    /Frontdesk listening on (http:\/\/\S+)/,
    admin,
  );
  baseUrl = server.match[1] as string;
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: admin.FRONTDESK_ADMIN_USERNAME,
      password: admin.FRONTDESK_ADMIN_PASSWORD,
    }),
  });
  expect(login.status).toBe(200);
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
}, 120_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  const stopped = await server?.child;
  expect(stopped?.exitCode).toBe(0);
  fs.rmSync(dir, { recursive: true, force: true });
});

const api = async (path: string) => {
  const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return res.json() as Promise<unknown>;
};

describe('serve beside the CLI', { timeout: 180_000 }, () => {
  it('sees the server’s demo seed, and the server sees the CLI’s writes', async () => {
    const seeded = ClientList.parse((await cli(['clients', 'list', '--json'])).json());
    expect(seeded.clients.length).toBe(5);
    expect(seeded.clients.every((c) => c.testMode)).toBe(true);

    const created = await cli([
      'clients',
      'create',
      '--json',
      '--name',
      'Ada',
      '--business',
      "Ada's Books",
      '--domain',
      'adasbooks.com',
      '--plan',
      'Premium',
      '--ai-content-file',
      'cli/testing/ada-knowledge.txt',
    ]);
    expect(created.stderr).toBe('');
    const ada = Client.parse(created.json());
    const withToken = Client.parse((await cli(['tokens', 'generate', 'adasbooks.com', '--json'])).json());

    const fromServer = Client.parse(await api(`/api/clients/${ada.id}`));
    expect(fromServer).toMatchObject({ businessName: "Ada's Books", accessToken: withToken.accessToken });
    expect(ClientList.parse(await api('/api/clients')).clients).toHaveLength(6);
    expect((await cli(['admin', 'list', '--json'])).json()).toMatchObject({
      admins: [{ username: 'ops', lastLoginAt: expect.any(String) }],
    });
  });

  it('answers a chat --message with the builtin provider, as an uncounted preview', async () => {
    const text = await cli(['chat', 'adasbooks.com', '--message', 'What are your opening hours?']);
    expect(text.exitCode).toBe(0);
    expect(text.stdout).toContain('9am to 6pm');
    expect(text.stdout).toContain("Sources: About Ada's Books");

    const json = await cli(['chat', 'adasbooks.com', '-m', 'Do you take returns?', '--json']);
    const answer = json.json<{
      reply: string;
      sessionId: string;
      messageId: string;
      sources: { kind: string }[];
      preview: boolean;
    }>();
    expect(answer.reply).toContain('30 days');
    expect(answer.preview).toBe(true);
    expect(answer.sources.map((s) => s.kind)).toContain('content');

    const session = (await api(`/api/chat/sessions/${answer.sessionId}`)) as {
      session: { status: string };
      messages: { sender: string; metadata: { preview?: boolean } }[];
    };
    // A one-shot question ends its conversation: it does not count as active forever.
    expect(session.session.status).toBe('inactive');
    expect(session.messages.map((m) => [m.sender, m.metadata.preview])).toEqual([
      ['user', true],
      ['ai', true],
    ]);
    expect((await cli(['usage', 'show', 'adasbooks.com', '--json'])).json()).toMatchObject({ used: 0 });

    await cli(['test-mode', 'off', 'adasbooks.com']);
    const refused = await cli(['chat', 'adasbooks.com', '--test', '-m', 'Hello?']);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toBe('Test mode is off for this client, go to Clients tab\n');
    const blank = await cli(['chat', 'adasbooks.com', '-m', ' ']);
    expect([blank.exitCode, blank.stderr]).toEqual([1, 'Message is required\n']);
  });
});
