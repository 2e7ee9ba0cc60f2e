/**
 * `npm run bench:startup`: how long the CLI and the server take to start, from the ahead-of-time
 * bundles in dist/node/ beside the same code compiled by tsx at start. Prints, per case, the median and
 * the fastest of --runs runs (default 7): `frontdesk --version`, `frontdesk clients list --json` on a
 * migrated data directory, and the server's time from spawn to its "listening" line (PORT=0, a data
 * directory already seeded by a warm-up start, so migrations and demo seeding are not counted).
 * Builds dist/node/ first when it is missing or stale.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PACKAGE_ROOT } from '../../server/package-root.ts';
import { buildAll } from '../build.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const runs = Math.max(1, Number(values.runs));

const CLI = {
  built: ['dist/node/cli.js'],
  'bin.js (built)': ['cli/bin.js'],
  tsx: ['--import', 'tsx', 'cli/main.ts'],
};
const SERVER = {
  built: ['dist/node/server.js'],
  'npm start (built)': null,
  tsx: ['--import', 'tsx', 'server/main.ts'],
};

function env(dataDir: string): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(FRONTDESK_|OPENAI_)/.test(k)),
  );
  return { ...clean, FRONTDESK_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', NO_COLOR: '1' };
}

/** Milliseconds until the child exits (0) or, with `until`, prints a line matching it (then it is stopped). */
function timeRun(cmd: string, args: string[], dataDir: string, until?: RegExp): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
    const child = spawn(cmd, args, {
      cwd: PACKAGE_ROOT,
      env: env(dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, stopped whole: `npm start` does not pass SIGTERM on to the server it
      // runs, which would be left listening and holding the pipe open.
      detached: true,
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (until?.test(out)) {
        const ms = elapsed();
        child.once('exit', () => resolve(ms));
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      if (until && !until.test(out)) reject(new Error(`${cmd} ${args.join(' ')} exited ${code}:\n${out}`));
      else if (!until && code === 0) resolve(elapsed());
      else if (!until) reject(new Error(`exit ${code}:\n${out}`));
    });
  });
}

async function measure(label: string, once: () => Promise<number>): Promise<[string, number, number]> {
  await once(); // warm-up: file cache, and the data directory's first start
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return [label, times[Math.floor(times.length / 2)] ?? 0, times[0] ?? 0];
}

await buildAll({ ifMissing: true, only: ['node'] });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-startup-'));
const rows: [string, number, number][] = [];
const listening = /listening on/;
try {
  for (const [name, args] of Object.entries(SERVER)) {
    const run = args
      ? () => timeRun(process.execPath, args, dataDir, listening)
      : () => timeRun('npm', ['start', '--silent'], dataDir, listening);
    rows.push(await measure(`server to listening, ${name}`, run));
  }
  for (const [name, args] of Object.entries(CLI)) {
    rows.push(
      await measure(`--version, ${name}`, () => timeRun(process.execPath, [...args, '--version'], dataDir)),
    );
    rows.push(
      await measure(`clients list --json, ${name}`, () =>
        timeRun(process.execPath, [...args, 'clients', 'list', '--json', 'id,domain'], dataDir),
      ),
    );
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const width = Math.max(...rows.map(([label]) => label.length));
console.log(
  `${'case'.padEnd(width)}  median ms  fastest ms   (${runs} runs, ${os.loadavg()[0]?.toFixed(1)} load)`,
);
for (const [label, median, fastest] of rows)
  console.log(`${label.padEnd(width)}  ${median.toFixed(0).padStart(9)}  ${fastest.toFixed(0).padStart(10)}`);
