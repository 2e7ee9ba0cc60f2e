import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeProfile, stopProcess } from './stop-process.ts';

describe('stopping a browser that keeps writing its profile', () => {
  it('waits for the exit, then removes the profile without ENOTEMPTY', async () => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-profile-'));
    // Like Chromium on SIGTERM: it goes on writing into its profile for a while before it exits.
    const script = `
      const fs = require('node:fs'), path = require('node:path');
      const dir = ${JSON.stringify(path.join(profile, 'Default'))};
      fs.mkdirSync(dir, { recursive: true });
      process.on('SIGTERM', () => {
        let n = 0;
        const t = setInterval(() => {
          fs.writeFileSync(path.join(dir, 'f' + n++), 'x');
          if (n === 20) { clearInterval(t); process.exit(0); }
        }, 10);
      });
      console.log('ready');
      setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    await stopProcess(child);
    expect(child.exitCode).toBe(0);
    await removeProfile(profile);
    expect(fs.existsSync(profile)).toBe(false);
  });
});
