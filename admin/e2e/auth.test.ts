import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMenu, seriousViolations, signIn, startConsole, type ConsoleHarness } from './console-harness.ts';

let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsole();
});
afterAll(async () => h?.close());

describe('admin sign-in, layout and sign-out', () => {
  it('redirects a signed-out visitor of any console screen to /admin/login', async () => {
    const page = await h.newPage();
    for (const path of [
      '/admin',
      '/admin/clients',
      '/admin/chats',
      '/admin/analytics',
      '/admin/onboarding',
    ]) {
      await page.goto(path);
      await page.waitForURL('**/admin/login');
    }
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('requires both fields, shows the server error text, then signs in to the dashboard', async () => {
    const page = await h.newPage();
    await page.goto('/admin/login');
    expect(await page.getByLabel('Username').getAttribute('required')).not.toBeNull();
    expect(await page.getByLabel('Password').getAttribute('required')).not.toBeNull();
    // The browser refuses to submit the empty form: no request, still on the login page.
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(
      await page.getByLabel('Username').evaluate((el) => (el as HTMLInputElement).validity.valueMissing),
    ).toBe(true);

    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    const text = (await alert.textContent()) ?? '';
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toBe('Network error. Please try again.');

    await signIn(page);
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.getByRole('button', { name: 'Account menu for admin' }).first().waitFor();
    for (const name of ['Dashboard', 'Clients', 'Onboarding', 'Chats', 'Analytics']) {
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name, exact: true })
        .waitFor();
    }
  });

  it("shows 'Signing in...' while busy and 'Network error. Please try again.' when the request fails", async () => {
    const page = await h.newPage();
    await page.goto('/admin/login');
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/admin/login', async (route) => {
      await held;
      await route.abort('failed');
    });
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('whatever');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const busy = page.getByRole('button', { name: 'Signing in...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    const error = page.getByText('Network error. Please try again.');
    await error.waitFor();
    expect(await error.count()).toBe(1);
    // Still on the login form, ready for another try.
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(await page.getByRole('button', { name: 'Sign In' }).isEnabled()).toBe(true);
  });

  it("falls back to 'Login failed' when the server gives no error text", async () => {
    const page = await h.newPage();
    await page.goto('/admin/login');
    await page.route('**/api/admin/login', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('whatever');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Login failed' });
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe('Login failed');
  });

  it("shows 'Loading...' while the session is checked", async () => {
    const page = await h.newPage({ signedIn: true });
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/admin/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/clients');
    const loading = page.getByRole('status').filter({ hasText: 'Loading...' }).first();
    await loading.waitFor();
    // While the check is held, no screen content shows yet.
    expect(await page.getByRole('heading', { name: 'Clients', level: 1 }).count()).toBe(0);
    release();
    await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Loading...' }).count()).toBe(0);
  });

  it('sends a signed-in operator from the login page to the dashboard', async () => {
    const page = await h.newPage({ signedIn: true });
    await page.goto('/admin/login');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await page.getByLabel('Password').count()).toBe(0);
  });

  it('signs out from the account menu and is sent back to the login screen', async () => {
    const page = await h.newPage({ signedIn: true });
    const signOut = page.getByRole('menuitem', { name: 'Sign out' });
    await openMenu(page.getByRole('button', { name: 'Account menu for admin' }).last(), signOut);
    await signOut.click();
    await page.waitForURL('**/admin/login');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    // The session is gone on the server too: the console sends a fresh visit back to the login.
    await page.goto('/admin');
    await page.waitForURL('**/admin/login');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    const me = await page.request.get('/api/admin/me');
    expect(me.status()).toBe(401);
  });

  it('works from the keyboard: sign in with Enter, reach the nav with Tab', async () => {
    const page = await h.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Username').focus();
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    await page.keyboard.type('correct-horse-battery');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused.length).toBeGreaterThan(0);
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineStyle,
    );
    expect(outline).not.toBe('none');
  });

  it('shows the not-found page for unknown console routes', async () => {
    const page = await h.newPage();
    await page.goto('/admin/clients/some/deep/path');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
