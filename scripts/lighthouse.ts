/**
 * Lighthouse scores of the built site: builds it into a temp folder, serves it on loopback, and runs
 * Lighthouse (mobile defaults) with Debian's Chromium on the home page and a blog post.
 * Usage: npm run lighthouse [-- --dist dist/site]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import lighthouse from 'lighthouse';
import { chromiumPath } from './testing/browser.ts';
import { removeProfile, stopProcess } from './testing/stop-process.ts';
import { buildSite } from '../site/build.ts';
import { startStaticServer } from '../site/testing/static-server.ts';

/** Debian's Chromium with a DevTools port chosen by the browser, read from its first lines of output. */
async function launchChromium(userDataDir: string): Promise<{ port: number; process: ChildProcess }> {
  const child = spawn(chromiumPath(), [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--remote-debugging-port=0',
    `--user-data-dir=${userDataDir}`,
    'about:blank',
  ]);
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stderr.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) =>
      reject(new Error(`Chromium exited (${code}) before opening DevTools: ${seen.slice(-500)}`)),
    );
  });
  return { port, process: child };
}

const PAGES = ['/', '/blog/how-to-reduce-support-tickets-on-shopify'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function main(): Promise<void> {
  const distArg = process.argv.indexOf('--dist');
  let dist = distArg > 0 ? path.resolve(process.argv[distArg + 1] ?? '') : '';
  let temp = '';
  if (!dist) {
    temp = await fs.mkdtemp(path.join(os.tmpdir(), 'frontdesk-lighthouse-'));
    dist = path.join(temp, 'site');
    await buildSite(dist);
  }
  const server = await startStaticServer(dist);
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'frontdesk-lighthouse-profile-'));
  const chrome = await launchChromium(profile);
  let failed = false;
  try {
    for (const page of PAGES) {
      const result = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      const categories = result?.lhr.categories ?? {};
      const scores = CATEGORIES.map((c) => `${c} ${Math.round((categories[c]?.score ?? 0) * 100)}`);
      console.log(`${page.padEnd(50)} ${scores.join('  ')}`);
      for (const c of CATEGORIES) {
        const score = (categories[c]?.score ?? 0) * 100;
        if (score < (c === 'performance' ? 95 : 100)) {
          failed = true;
          const audits = Object.values(result?.lhr.audits ?? {}).filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              (categories[c]?.auditRefs ?? []).some((r) => r.id === a.id && r.weight > 0),
          );
          for (const a of audits)
            console.log(`    ${c}: ${a.id} — ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
        }
      }
    }
  } finally {
    // Chromium writes its profile until it has exited: wait for that, then remove with retries.
    await stopProcess(chrome.process);
    await server.close();
    await removeProfile(profile);
    if (temp) await fs.rm(temp, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
