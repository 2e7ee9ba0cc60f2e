import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';

/**
 * Stops a browser and waits until it has exited: Chromium keeps writing its profile for a moment
 * after SIGTERM, and removing the profile meanwhile fails with ENOTEMPTY. SIGKILL after `graceMs`.
 */
export async function stopProcess(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
}

/** Removes a browser profile, retrying while files still appear in it (ENOTEMPTY, EBUSY). */
export async function removeProfile(dir: string): Promise<void> {
  await fs.rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}
