/**
 * The ahead-of-time server and CLI (scripts/build-node.ts), built into a temporary copy of the package
 * so no earlier build is relied on: the bundles run without TypeScript sources or tsx, the launchers
 * (cli/bin.js, scripts/start.js) choose the bundle while it is current and the sources once it is not.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execa, type ResultPromise } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv } from '../cli/testing/run-cli.ts';
import { PACKAGE_ROOT, packageVersion } from '../server/package-root.ts';
import { buildNode } from './build-node.ts';
import { currentBuiltEntry } from './built-entry.js';

const temps: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
};
const children: ResultPromise[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.allSettled(children);
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});

/** Links the source folders the bundles were built from (those named in build-info.json), except cli/. */
const linkSources = (root: string) => {
  const info = JSON.parse(fs.readFileSync(path.join(root, 'dist', 'node', 'build-info.json'), 'utf8'));
  const tops = new Set<string>(info.inputs.map((f: string) => f.split('/')[0]));
  for (const top of [...tops, 'tsconfig.json'])
    if (top !== 'cli' && top !== 'scripts')
      fs.symlinkSync(path.join(PACKAGE_ROOT, top), path.join(root, top));
  fs.mkdirSync(path.join(root, 'cli'));
  for (const entry of fs.readdirSync(path.join(PACKAGE_ROOT, 'cli')))
    if (entry !== 'bin.js')
      fs.symlinkSync(path.join(PACKAGE_ROOT, 'cli', entry), path.join(root, 'cli', entry));
};

/**
 * A package tree holding only what a deployment of the bundles needs: package.json, node_modules
 * (linked) and dist/node/.
 */
let tree: string;
beforeAll(async () => {
  tree = tempDir('frontdesk-built-');
  fs.copyFileSync(path.join(PACKAGE_ROOT, 'package.json'), path.join(tree, 'package.json'));
  fs.symlinkSync(path.join(PACKAGE_ROOT, 'node_modules'), path.join(tree, 'node_modules'));
  await buildNode(path.join(tree, 'dist', 'node'));
}, 120_000);

const node = (args: string[], env: Record<string, string> = {}) =>
  execa('node', args, {
    cwd: os.tmpdir(),
    env: cleanEnv(env),
    extendEnv: false,
    reject: false,
    timeout: 120_000,
  });

/** Starts a server process and resolves with its URL once it prints its listening line. */
async function listening(child: ResultPromise): Promise<string> {
  children.push(child);
  let seen = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(seen);
      if (m?.[1]) resolve(m[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (seen += chunk.toString()));
    void child.then((r) => reject(new Error(`exited with ${r.exitCode} before listening:\n${seen}`)));
  });
}

describe('the ahead-of-time build', { timeout: 180_000 }, () => {
  it('writes the server, the CLI and the list of their inputs', () => {
    const dir = path.join(tree, 'dist', 'node');
    expect(fs.existsSync(path.join(dir, 'server.js'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'cli.js'))).toBe(true);
    const info = JSON.parse(fs.readFileSync(path.join(dir, 'build-info.json'), 'utf8'));
    expect(info.inputs).toContain('server/main.ts');
    expect(info.inputs).toContain('server/db/migrations/index.ts');
    expect(info.inputs.every((f: string) => !f.startsWith('node_modules'))).toBe(true);
  });

  it('runs the built CLI without sources: --version, db migrate, clients create and list', async () => {
    const cli = path.join(tree, 'dist', 'node', 'cli.js');
    const version = await node([cli, '--version']);
    expect(version.stdout).toBe(packageVersion());
    expect(version.exitCode).toBe(0);

    const dataDir = tempDir('frontdesk-built-data-');
    const migrated = await node([cli, '--data-dir', dataDir, 'db', 'migrate', '--json']);
    expect(migrated.stderr).toBe('');
    expect(migrated.exitCode).toBe(0);
    const created = await node([
      cli,
      '--data-dir',
      dataDir,
      'clients',
      'create',
      '--name',
      'Ada',
      '--business',
      "Ada's Books",
      '--domain',
      'adasbooks.com',
      '--plan',
      'starter',
      '--json',
    ]);
    expect(created.stderr).toBe('');
    expect(created.exitCode).toBe(0);
    const listed = await node([cli, '--data-dir', dataDir, 'clients', 'list', '--json', 'domain,plan']);
    expect(listed.exitCode).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual({ clients: [{ domain: 'adasbooks.com', plan: 'Starter' }] });
  });

  it('starts the built server without sources, and it answers /healthz', async () => {
    const dataDir = tempDir('frontdesk-built-server-');
    const url = await listening(
      execa('node', [path.join(tree, 'dist', 'node', 'server.js')], {
        cwd: os.tmpdir(),
        env: cleanEnv({ PORT: '0', FRONTDESK_DATA_DIR: dataDir }),
        extendEnv: false,
        reject: false,
      }),
    );
    const res = await fetch(`${url}/healthz`);
    expect(res.status).toBe(200);
  });
});

describe('the launchers', { timeout: 180_000 }, () => {
  let launcherTree: string;
  beforeAll(async () => {
    launcherTree = tempDir('frontdesk-launch-');
    fs.copyFileSync(path.join(PACKAGE_ROOT, 'package.json'), path.join(launcherTree, 'package.json'));
    fs.symlinkSync(path.join(PACKAGE_ROOT, 'node_modules'), path.join(launcherTree, 'node_modules'));
    // The launchers are copies (they find the package from where they are), the other scripts links.
    fs.mkdirSync(path.join(launcherTree, 'scripts'));
    for (const file of fs.readdirSync(path.join(PACKAGE_ROOT, 'scripts'))) {
      const [from, to] = [path.join(PACKAGE_ROOT, 'scripts', file), path.join(launcherTree, 'scripts', file)];
      if (file === 'start.js' || file === 'built-entry.js') fs.copyFileSync(from, to);
      else fs.symlinkSync(from, to);
    }
    await buildNode(path.join(launcherTree, 'dist', 'node'));
    linkSources(launcherTree);
    // Copied after the build, so newer than it: only bin.js itself, which is no input of the bundle.
    fs.copyFileSync(path.join(PACKAGE_ROOT, 'cli', 'bin.js'), path.join(launcherTree, 'cli', 'bin.js'));
  }, 120_000);

  const info = () => path.join(launcherTree, 'dist', 'node', 'build-info.json');
  const readInfo = () =>
    JSON.parse(fs.readFileSync(info(), 'utf8')) as { startedAt: number; inputs: string[] };
  const writeInfo = (patch: object) => fs.writeFileSync(info(), JSON.stringify({ ...readInfo(), ...patch }));
  /** Inputs changed or gone since the build (what makes the launchers run the sources), with their times. */
  const staleInputs = () => {
    const { startedAt, inputs } = readInfo();
    return inputs.flatMap((input) => {
      const stat = fs.statSync(path.join(launcherTree, input), { throwIfNoEntry: false });
      if (!stat) return [`${input}: gone`];
      return Math.floor(stat.mtimeMs) > startedAt
        ? [`${input}: ${stat.mtime.toISOString()} after ${new Date(startedAt).toISOString()}`]
        : [];
    });
  };

  it('bin.js runs the bundle while it is current, and the sources under tsx once they are newer', async () => {
    const bundle = path.join(launcherTree, 'dist', 'node', 'cli.js');
    const real = fs.readFileSync(bundle, 'utf8');
    // A bundle that says where it came from: only bin.js's choice can make it answer.
    fs.writeFileSync(bundle, 'process.stdout.write("from the bundle\\n");\n');
    try {
      const bin = path.join(launcherTree, 'cli', 'bin.js');
      expect(staleInputs()).toEqual([]);
      expect((await node([bin, '--version'])).stdout).toBe('from the bundle');
      const { startedAt } = readInfo();
      writeInfo({ startedAt: 0 }); // every source is now newer than the build
      const fromSources = await node([bin, '--version']);
      expect(fromSources.stdout).toBe(packageVersion());
      expect(fromSources.exitCode).toBe(0);
      writeInfo({ startedAt });
    } finally {
      fs.writeFileSync(bundle, real);
    }
  });

  it('npm start (scripts/start.js) serves from the bundle on a built tree', async () => {
    for (const marker of ['widget/widget.js', 'admin/index.html', 'site/index.html']) {
      fs.mkdirSync(path.dirname(path.join(launcherTree, 'dist', marker)), { recursive: true });
      fs.writeFileSync(path.join(launcherTree, 'dist', marker), '');
    }
    expect(staleInputs()).toEqual([]);
    const url = await listening(
      execa('node', [path.join(launcherTree, 'scripts', 'start.js')], {
        cwd: launcherTree,
        env: cleanEnv({ PORT: '0', FRONTDESK_DATA_DIR: tempDir('frontdesk-start-') }),
        extendEnv: false,
        reject: false,
      }),
    );
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    // The site's page is the empty marker written above: served from this tree's dist/.
    expect(await (await fetch(`${url}/`)).text()).toBe('');
  });
});

describe('currentBuiltEntry', () => {
  const root = tempDir('frontdesk-fresh-');
  const source = path.join(root, 'server', 'main.ts');
  fs.mkdirSync(path.dirname(source), { recursive: true });
  fs.writeFileSync(source, '');
  fs.writeFileSync(path.join(root, 'package.json'), '{}');
  const dist = path.join(root, 'dist', 'node');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'cli.js'), '');
  const past = new Date(Date.now() - 60_000);
  fs.utimesSync(source, past, past);
  const writeInfo = (info: unknown) =>
    fs.writeFileSync(path.join(dist, 'build-info.json'), JSON.stringify(info));

  it('is the bundle while its inputs are older than the build, else null', () => {
    expect(currentBuiltEntry(root, 'cli')).toBeNull(); // no build-info.json yet
    writeInfo({ startedAt: Date.now(), inputs: ['server/main.ts'] });
    expect(currentBuiltEntry(root, 'cli')).toMatch(/^file:\/\/.*\/dist\/node\/cli\.js$/);
    expect(currentBuiltEntry(root, 'server')).toBeNull(); // no server.js in this tree
    const future = new Date(Date.now() + 60_000);
    fs.utimesSync(source, future, future);
    expect(currentBuiltEntry(root, 'cli')).toBeNull();
    fs.utimesSync(source, past, past);
    writeInfo({ startedAt: Date.now(), inputs: ['server/main.ts', 'server/gone.ts'] });
    expect(currentBuiltEntry(root, 'cli')).toBeNull();
  });

  it('counts an input written within the millisecond the build started as current (CI saw this)', () => {
    const startedAt = Date.now() - 30_000;
    writeInfo({ startedAt, inputs: ['server/main.ts'] });
    // Seconds as a double lose a little precision: 0.5 ms stays inside the millisecond, 5 ms past it.
    const sameMillisecond = (startedAt + 0.5) / 1000;
    fs.utimesSync(source, sameMillisecond, sameMillisecond);
    expect(fs.statSync(source).mtimeMs).toBeGreaterThan(startedAt);
    expect(currentBuiltEntry(root, 'cli')).not.toBeNull();
    const later = (startedAt + 5) / 1000;
    fs.utimesSync(source, later, later);
    expect(currentBuiltEntry(root, 'cli')).toBeNull();
    fs.utimesSync(source, past, past);
  });
});
