/**
 * Debian Chromium for browser tests, driven by playwright-core (which must never download a
 * browser). One place holds the flags this machine needs.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium, type Browser, type Locator } from 'playwright-core';

export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  let found = candidates.find((p) => fs.existsSync(p));
  if (!found && process.getuid?.() === 0) {
    // A fresh root machine gets Debian's package once; nothing is ever downloaded by the test tool.
    execSync('apt-get update -qq && apt-get install -y -qq chromium', {
      stdio: 'ignore',
      timeout: 10 * 60_000,
    });
    found = candidates.find((p) => fs.existsSync(p));
  }
  if (!found) {
    throw new Error(
      'Chromium not found: set CHROME_PATH or install Debian chromium (apt-get install -y chromium)',
    );
  }
  return found;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * Clicks a button whose click closes its own page (PayPal's popup closes as soon as the buyer
 * approves): the page closing under the click is the expected end, not an error.
 */
export async function clickThatCloses(button: Locator): Promise<void> {
  const page = button.page();
  await button.click().catch(async (err: unknown) => {
    if (page.isClosed()) return;
    await page.waitForEvent('close', { timeout: 5_000 }).catch(() => {
      throw err;
    });
  });
}
