/**
 * Builds the console (and the widget it previews) once for all browser test files of a run: the
 * output goes to a temp folder named by a hash of the sources, and a lock directory makes parallel
 * test workers wait for the first one instead of building again.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWidget } from '../../widget/build.ts';
import { buildAdmin } from '../build.ts';

const adminDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(adminDir, '..');

function sourceHash(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        hash.update(path.relative(repoRoot, full));
        hash.update(fs.readFileSync(full));
      }
    }
  };
  walk(path.join(adminDir, 'src'));
  walk(path.join(repoRoot, 'contract'));
  walk(path.join(repoRoot, 'widget'));
  for (const file of ['build.ts', 'index.html']) hash.update(fs.readFileSync(path.join(adminDir, file)));
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Builds of earlier sources are dropped once a day has passed, so the temp folder does not fill up. */
function removeStaleBuilds(keep: string): void {
  const dayAgo = Date.now() - 24 * 60 * 60_000;
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith('frontdesk-admin-e2e-') || name.endsWith('.lock')) continue;
    const full = path.join(os.tmpdir(), name);
    if (full === keep || fs.existsSync(`${full}.lock`)) continue;
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (stat && stat.mtimeMs < dayAgo) fs.rmSync(full, { recursive: true, force: true });
  }
}

/** Returns a dist directory holding admin/ and widget/ (built) for the server's static routes. */
export async function builtDistDir(): Promise<string> {
  const distDir = path.join(os.tmpdir(), `frontdesk-admin-e2e-${sourceHash()}`);
  const done = path.join(distDir, '.built');
  const lock = `${distDir}.lock`;
  for (;;) {
    if (fs.existsSync(done)) return distDir;
    try {
      fs.mkdirSync(lock);
    } catch {
      // Another worker builds; a lock older than five minutes belongs to a crashed run.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 5 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      if (!fs.existsSync(done)) {
        removeStaleBuilds(distDir);
        await buildAdmin(path.join(distDir, 'admin'));
        await buildWidget(path.join(distDir, 'widget'));
        fs.writeFileSync(done, new Date().toISOString());
      }
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
    return distDir;
  }
}
