import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedFileName, installationSteps } from '../contract/embed-script.ts';
import { ApiKeyCreated, ApiKeyList, Client, ClientList } from '../contract/clients.ts';
import { runCli, createdDataDir } from './testing/run-cli.ts';

// One data directory for the file: the tests below build on each other's clients, in order.
const dir = await createdDataDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const cli = (args: string[], input?: string) => runCli(dir, args, { input });
let ada: Client;
let bob: Client;

beforeAll(async () => {
  const knowledge = path.join(dir, 'knowledge.txt');
  fs.writeFileSync(knowledge, 'We open 9-17 on weekdays.\nFree shipping over $50.');
  const r = await cli([
    '--json',
    'clients',
    'create',
    '--name',
    'Ada',
    '--business',
    "Ada's Books",
    '--domain',
    'https://AdasBooks.com/shop',
    '--plan',
    'starter',
    '--email',
    'ada@adasbooks.com',
    '--ai-content-file',
    knowledge,
  ]);
  expect(r.stderr).toBe('');
  expect(r.exitCode).toBe(0);
  ada = Client.parse(r.json());
}, 120_000);

describe('clients', { timeout: 180_000 }, () => {
  it('creates a client through the API schema: normalised domain, test mode on with a test token', async () => {
    expect(ada).toMatchObject({
      clientName: 'Ada',
      businessName: "Ada's Books",
      domain: 'adasbooks.com',
      plan: 'Starter',
      messagesUsed: '0',
      messageLimit: 200,
      customMessageLimit: null,
      testMode: true,
      accessToken: null,
    });
    expect(ada.aiContent).toBe('We open 9-17 on weekdays.\nFree shipping over $50.');
    expect(ada.testAccessToken).toMatch(/^fd_test_/);

    const text = await cli([
      'clients',
      'create',
      '--name',
      'Bob',
      '--business',
      'Bob Bikes',
      '--domain',
      'bobbikes.com',
      '--plan',
      'Premium',
    ]);
    expect(text.exitCode).toBe(0);
    expect(text.stdout).toContain('Created Bob Bikes.');
    expect(text.stdout).toMatch(/Domain\s+bobbikes\.com/);
    expect(text.stdout).not.toContain('\u001b[');
  });

  it('fails with the API validation messages (exit 1) and bad choices as usage errors (exit 2)', async () => {
    const none = await cli(['clients', 'create']);
    expect(none.exitCode).toBe(2);
    expect(none.stderr).toBe('error: required options not specified: --name, --business, --domain, --plan\n');
    const noneJson = await cli(['clients', 'create', '--name', 'X', '--json']);
    expect(noneJson.exitCode).toBe(2);
    expect(noneJson.stdout).toBe('');
    expect(noneJson.errorJson()).toEqual({
      error: 'required options not specified: --business, --domain, --plan',
      code: 'bad_request',
    });

    const emptyArgs = [
      'clients',
      'create',
      '--name',
      '',
      '--business',
      ' ',
      '--domain',
      '',
      '--plan',
      'Starter',
    ];
    const empty = await cli(emptyArgs);
    expect(empty.exitCode).toBe(1);
    expect(empty.stderr).toBe('Client name is required; Business name is required; Domain is required\n');
    const emptyJson = await cli([...emptyArgs, '--json']);
    expect(emptyJson.exitCode).toBe(1);
    expect(emptyJson.stdout).toBe('');
    expect(emptyJson.errorJson()).toMatchObject({
      code: 'validation_failed',
      error: 'Client name is required',
      fields: { businessName: 'Business name is required', domain: 'Domain is required' },
    });

    const bad = await cli([
      'clients',
      'create',
      '--name',
      'X',
      '--business',
      'Y',
      '--domain',
      'nodot',
      '--plan',
      'Starter',
      '--email',
      'not-an-email',
    ]);
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toBe('Please enter a valid domain name; Please enter a valid email address\n');
    expect(bad.stdout).toBe('');

    const twin = await cli([
      'clients',
      'create',
      '--name',
      'Eve',
      '--business',
      'Eve Books',
      '--domain',
      'www.adasbooks.com',
      '--plan',
      'Starter',
      '--json',
    ]);
    expect(twin.exitCode).toBe(1);
    expect(twin.errorJson()).toMatchObject({
      code: 'conflict',
      error: 'The domain www.adasbooks.com is already taken',
    });
    expect(twin.stdout).toBe('');

    const plan = await cli(['clients', 'create', '--plan', 'Gold']);
    expect(plan.exitCode).toBe(2);
    expect(plan.stderr).toContain(
      "argument 'Gold' is invalid. Allowed choices are Starter, Premium, Enterprise.",
    );

    const missing = await cli([
      'clients',
      'create',
      '--name',
      'X',
      '--business',
      'Y',
      '--domain',
      'y.com',
      '--plan',
      'Starter',
      '--ai-content-file',
      path.join(dir, 'nope.txt'),
    ]);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toBe(`Cannot read ${path.join(dir, 'nope.txt')}: no such file\n`);
  });

  it('lists with filters, shows by id or domain, and names a missing client', async () => {
    const all = ClientList.parse((await cli(['clients', 'list', '--json'])).json());
    expect(all.clients.map((c) => c.domain).sort()).toEqual(['adasbooks.com', 'bobbikes.com']);
    bob = all.clients.find((c) => c.domain === 'bobbikes.com') as Client;

    const premium = ClientList.parse(
      (await cli(['clients', 'list', '--plan', 'premium', '--search', 'bob', '--json'])).json(),
    );
    expect(premium.clients.map((c) => c.id)).toEqual([bob.id]);

    const table = await cli(['clients', 'list', '--status', 'Active']);
    const [header, ...rows] = table.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^ID\s+Business\s+Domain\s+Plan\s+Status\s+Usage\s+Test mode$/);
    expect(rows).toHaveLength(2);
    expect(table.stdout).toMatch(/Ada's Books\s+adasbooks\.com\s+Starter\s+Active\s+0\/200\s+on/);

    const shown = await cli(['clients', 'show', 'https://AdasBooks.com/']);
    expect(shown.stdout).toMatch(/Usage this month\s+0 \/ 200 \(0%\)/);
    expect(shown.stdout).toMatch(/Access token\s+not generated/);
    expect(Client.parse((await cli(['--json', 'clients', 'show', ada.id])).json()).id).toBe(ada.id);

    const missing = await cli(['clients', 'show', 'nobody.example']);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toBe('Client not found\n');
    const missingJson = await cli(['clients', 'show', 'nobody.example', '--json']);
    expect(missingJson.exitCode).toBe(1);
    expect(missingJson.stdout).toBe('');
    expect(missingJson.errorJson()).toEqual({ error: 'Client not found', code: 'not_found' });
  });

  it('prints only the fields named after --json', async () => {
    const picked = await cli(['clients', 'list', '--json', 'id,domain,plan']);
    expect(picked.exitCode).toBe(0);
    expect(picked.json<{ clients: unknown[] }>().clients).toEqual([
      { id: bob.id, domain: 'bobbikes.com', plan: 'Premium' },
      { id: ada.id, domain: 'adasbooks.com', plan: 'Starter' },
    ]);
    // Before the command too, and with "=".
    expect((await cli(['--json=domain', 'clients', 'show', ada.id])).json()).toEqual({
      domain: 'adasbooks.com',
    });
    expect((await cli(['--json', 'clients', 'show', ada.id])).json()).toMatchObject({
      aiContent: ada.aiContent,
    });

    const typo = await cli(['clients', 'list', '--json', 'id,domian']);
    expect(typo.exitCode).toBe(2);
    expect(typo.stdout).toBe('');
    expect(typo.errorJson<{ error: string }>().error).toMatch(
      /^unknown field for --json: domian \(fields: id, /,
    );
  });

  it('updates only the given fields', async () => {
    const r = await cli([
      'clients',
      'update',
      'adasbooks.com',
      '--notes',
      'VIP',
      '--messages-used',
      '170',
      '--json',
    ]);
    expect(r.exitCode).toBe(0);
    expect(Client.parse(r.json())).toMatchObject({
      notes: 'VIP',
      messagesUsed: '170',
      plan: 'Starter',
      email: 'ada@adasbooks.com',
    });

    const nothing = await cli(['clients', 'update', 'adasbooks.com']);
    expect(nothing.exitCode).toBe(2);
    expect(nothing.stderr).toContain('nothing to update');

    const invalid = await cli(['clients', 'update', bob.id, '--email', 'nope', '--name', '']);
    expect(invalid.exitCode).toBe(1);
    expect(invalid.stderr).toBe('Client name is required; Please enter a valid email address\n');
  });

  it("sets a custom monthly limit and goes back to the plan's allowance with 'default'", async () => {
    const custom = await cli(['clients', 'update', bob.id, '--message-limit', '20000', '--json']);
    expect(custom.exitCode).toBe(0);
    expect(Client.parse(custom.json())).toMatchObject({ messageLimit: 20000, customMessageLimit: 20000 });
    expect((await cli(['clients', 'show', bob.id])).stdout).toMatch(/Monthly limit\s+20000 \(custom\)/);
    expect((await cli(['usage', 'show', bob.id, '--json'])).json()).toMatchObject({ limit: 20000 });

    const back = await cli(['clients', 'update', bob.id, '--message-limit', 'default', '--json']);
    expect(Client.parse(back.json())).toMatchObject({ messageLimit: 500, customMessageLimit: null });
    expect((await cli(['clients', 'show', bob.id])).stdout).toMatch(
      /Monthly limit\s+500 \(Premium plan default\)/,
    );

    const words = await cli(['clients', 'update', bob.id, '--message-limit', 'lots']);
    expect(words.exitCode).toBe(2);
    expect(words.stderr).toBe("error: --message-limit takes a whole number or 'default'\n");
    const zero = await cli(['clients', 'update', bob.id, '--message-limit', '0']);
    expect(zero.exitCode).toBe(1);
    expect(zero.stderr).toBe('Message limit must be at least 1\n');
  });
});

describe('usage', { timeout: 180_000 }, () => {
  it('shows used / limit / percent with the console markers', async () => {
    await cli(['clients', 'update', 'bobbikes.com', '--messages-used', '500']);
    const table = await cli(['usage', 'show']);
    expect(table.exitCode).toBe(0);
    expect(table.stdout).toMatch(
      /Ada's Books\s+adasbooks\.com\s+Starter\s+170\s+200\s+85%\s+Approaching limit/,
    );
    expect(table.stdout).toMatch(/Bob Bikes\s+bobbikes\.com\s+Premium\s+500\s+500\s+100%\s+Limit exceeded!/);

    const one = (await cli(['usage', 'show', 'adasbooks.com', '--json'])).json();
    expect(one).toEqual({
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
      clientId: ada.id,
      businessName: "Ada's Books",
      domain: 'adasbooks.com',
      plan: 'Starter',
      used: 170,
      limit: 200,
      percent: 85,
      level: 'warning',
      marker: 'Approaching limit',
    });
    const all = (await cli(['usage', 'show', '--json'])).json<{ usage: { level: string }[] }>();
    expect(all.usage.map((u) => u.level).sort()).toEqual(['exceeded', 'warning']);
  });

  it('resets only with --yes off a terminal', async () => {
    const refused = await cli(['usage', 'reset', 'bobbikes.com']);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toBe('error: refusing to continue without --yes when not on a terminal\n');
    const reset = await cli(['usage', 'reset', 'bobbikes.com', '--yes', '--json']);
    expect(Client.parse(reset.json()).messagesUsed).toBe('0');
  });
});

describe('tokens, test mode and embed', { timeout: 180_000 }, () => {
  it('refuses the embed script without a token, with the console warning', async () => {
    const r = await cli(['embed', 'adasbooks.com']);
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toBe('Access token not generated for this client, go to Clients tab\n');
    expect((await cli(['embed', 'adasbooks.com', '--json'])).errorJson()).toMatchObject({
      error: 'Access token not generated for this client, go to Clients tab',
    });
  });

  it('generates a token and prints the script with its token attribute and the platform steps', async () => {
    const generated = Client.parse((await cli(['tokens', 'generate', 'adasbooks.com', '--json'])).json());
    const token = generated.accessToken as string;
    expect(token).toMatch(/^fd_live_/);

    const text = await cli(['embed', 'adasbooks.com', '--platform', 'Shopify']);
    expect(text.exitCode).toBe(0);
    expect(text.stdout).toContain(`data-client-id="${ada.id}" data-access-token="${token}"`);
    expect(text.stdout).toContain('src="http://127.0.0.1:3000/widget.js"');
    // A script only this machine can load is written with a warning, never silently.
    expect(text.stderr).toMatch(
      /^warning: FRONTDESK_PUBLIC_URL is not set, so the script loads the widget from http:\/\/127\.0\.0\.1:3000, .*--public-url/,
    );
    const given = await cli(['embed', 'adasbooks.com', '--public-url', 'https://help.example.com/']);
    expect(given.stdout).toContain('src="https://help.example.com/widget.js"');
    expect(given.stderr).toBe('');
    const fromEnv = await runCli(dir, ['embed', 'adasbooks.com'], {
      env: { FRONTDESK_PUBLIC_URL: 'https://fd.example.net' },
    });
    expect(fromEnv.stdout).toContain('src="https://fd.example.net/widget.js"');
    expect(fromEnv.stderr).toBe('');
    expect((await cli(['embed', 'adasbooks.com', '--public-url', 'ftp://x'])).exitCode).toBe(2);

    // Replacing a live token breaks the widgets using it: off a terminal that needs --yes.
    const rotate = await cli(['tokens', 'generate', 'adasbooks.com']);
    expect(rotate.exitCode).toBe(2);
    expect(rotate.stderr).toBe('error: refusing to continue without --yes when not on a terminal\n');
    const revokeLive = await cli(['tokens', 'revoke', 'adasbooks.com']);
    expect(revokeLive.exitCode).toBe(2);
    expect(Client.parse((await cli(['clients', 'show', ada.id, '--json'])).json()).accessToken).toBe(token);
    expect(text.stdout).toContain(`2. ${installationSteps('shopify')[1]}`);

    const test = await cli(['embed', ada.id, '--test', '--out', dir, '--json'], undefined);
    const doc = test.json<{ script: string; steps: string[]; file: string; mode: string }>();
    expect(doc.mode).toBe('test');
    expect(doc.script).toContain(`data-test-access-token="${ada.testAccessToken}"`);
    expect(doc.steps).toEqual(installationSteps('custom'));
    expect(doc.file).toBe(path.join(dir, embedFileName('test', "Ada's Books")));
    expect(fs.readFileSync(doc.file, 'utf8')).toContain(doc.script);

    const platform = await cli(['embed', 'adasbooks.com', '--platform', 'geocities']);
    expect(platform.exitCode).toBe(2);
  });

  it('revokes tokens and toggles test mode, with the matching embed warnings', async () => {
    const revoked = await cli(['tokens', 'revoke', 'adasbooks.com', '--test', '--yes']);
    expect(revoked.stdout).toBe("Test access token revoked for Ada's Books.\n");
    expect((await cli(['embed', 'adasbooks.com', '--test'])).stderr).toBe(
      'Test access token not generated for this client, go to Clients tab\n',
    );

    const off = Client.parse((await cli(['test-mode', 'off', 'adasbooks.com', '--json'])).json());
    expect(off.testMode).toBe(false);
    expect((await cli(['embed', 'adasbooks.com', '--test'])).stderr).toBe(
      'Test mode is off for this client, go to Clients tab\n',
    );

    const on = await cli(['test-mode', 'on', 'adasbooks.com']);
    expect(on.stdout).toContain("Test mode enabled for Ada's Books.");
    const testToken = Client.parse(
      (await cli(['tokens', 'generate', 'adasbooks.com', '--test', '--yes', '--json'])).json(),
    );
    expect(testToken.testAccessToken).toMatch(/^fd_test_/);
    expect(
      Client.parse((await cli(['tokens', 'revoke', 'adasbooks.com', '--yes', '--json'])).json()).accessToken,
    ).toBeNull();
  });
});

describe('API keys', { timeout: 180_000 }, () => {
  it('creates (printed once), lists by prefix and revokes', async () => {
    const created = ApiKeyCreated.parse(
      (await cli(['keys', 'create', 'adasbooks.com', '--name', 'Order sync', '--json'])).json(),
    );
    expect(created.key).toMatch(/^fd_sk_/);
    expect(created.key.startsWith(created.prefix)).toBe(true);

    const listed = ApiKeyList.parse((await cli(['keys', 'list', ada.id, '--json'])).json());
    expect(listed.apiKeys).toEqual([
      {
        id: created.id,
        name: 'Order sync',
        prefix: created.prefix,
        createdAt: created.createdAt,
        lastUsedAt: null,
      },
    ]);
    const table = await cli(['keys', 'list', 'adasbooks.com']);
    expect(table.stdout).toContain(created.prefix);
    expect(table.stdout).not.toContain(created.key);

    const unasked = await cli(['keys', 'revoke', 'adasbooks.com', created.prefix]);
    expect(unasked.exitCode).toBe(2);
    expect(unasked.stderr).toBe('error: refusing to continue without --yes when not on a terminal\n');
    expect((await cli(['keys', 'revoke', 'adasbooks.com', created.prefix, '--yes'])).exitCode).toBe(0);
    const again = await cli(['keys', 'revoke', 'adasbooks.com', created.prefix]);
    expect(again.exitCode).toBe(1);
    expect(again.stderr).toBe('API key not found\n');
    expect((await cli(['keys', 'create', 'adasbooks.com', '--name', ''])).stderr).toBe('Name is required\n');
  });
});

describe('delete', { timeout: 180_000 }, () => {
  it('needs --yes off a terminal, then deletes', async () => {
    expect((await cli(['clients', 'delete', 'bobbikes.com'])).exitCode).toBe(2);
    const r = await cli(['clients', 'delete', 'bobbikes.com', '--yes', '--json']);
    expect(r.json()).toEqual({ ok: true, id: bob.id });
    expect((await cli(['clients', 'show', bob.id])).stderr).toBe('Client not found\n');
  });
});
