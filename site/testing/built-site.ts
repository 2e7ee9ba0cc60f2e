/**
 * Builds the site once per test run and shares it between test files. Vitest runs files in forked
 * workers of one parent process, so the output directory is keyed by the parent's pid and the first
 * worker to take the lock builds while the others wait for its marker.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../build.ts';

const ROOT = path.join(os.tmpdir(), 'frontdesk-site-tests');
const DONE = '.build-done';
const FAILED = '.build-failed';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Builds of earlier runs whose vitest process is gone are removed. */
function sweepStale(): void {
  if (!fs.existsSync(ROOT)) return;
  for (const name of fs.readdirSync(ROOT)) {
    const pid = Number(name.replace(/^run-/, ''));
    if (Number.isInteger(pid) && pid !== process.ppid && !isAlive(pid))
      fs.rmSync(path.join(ROOT, name), { recursive: true, force: true });
  }
}

export async function builtSite(): Promise<string> {
  const dir = path.join(ROOT, `run-${process.ppid}`);
  const out = path.join(dir, 'site');
  fs.mkdirSync(ROOT, { recursive: true });
  let owner: boolean;
  try {
    // mkdir is atomic: exactly one worker creates the folder and builds.
    fs.mkdirSync(dir);
    owner = true;
  } catch {
    owner = false;
  }
  if (owner) {
    sweepStale();
    try {
      await buildSite(out);
      fs.writeFileSync(path.join(dir, DONE), '');
    } catch (error) {
      fs.writeFileSync(path.join(dir, FAILED), String(error));
      throw error;
    }
    return out;
  }
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (fs.existsSync(path.join(dir, DONE))) return out;
    if (fs.existsSync(path.join(dir, FAILED)))
      throw new Error(`The shared site build failed: ${fs.readFileSync(path.join(dir, FAILED), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Timed out waiting for the shared site build');
}
