/**
 * Two-step sign-in in Chromium: with FRONTDESK_REQUIRE_2FA an operator sets up their authenticator app
 * at sign-in (the key shown once, recovery codes after the first code), then signs in with password and
 * code; a workspace user turns it on from /app's Security page and is asked for a code next time.
 */
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../server/testing/customer-session.ts';
import { TEST_ADMIN } from '../../server/testing/test-app.ts';
import { startConsole, type ConsoleHarness } from './console-harness.ts';

let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsole({ env: { FRONTDESK_REQUIRE_2FA: 'true' } });
});
afterAll(async () => h?.close());

/** The code an authenticator app shows `ahead` steps from now (one step of drift is accepted). */
const codeOf = (secret: string, ahead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + ahead * 30_000 });

async function password(page: Page, path: string, account: { label: string; value: string }, pass: string) {
  await page.goto(path);
  await page.getByLabel(account.label).fill(account.value);
  await page.getByLabel('Password').fill(pass);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('two-step sign-in in the browser', () => {
  it('an operator enrols at sign-in when it is required, then signs in with a code', async () => {
    const page = await h.newPage();
    await password(
      page,
      '/admin/login',
      { label: 'Username', value: TEST_ADMIN.username },
      TEST_ADMIN.password,
    );
    await page.getByText('Two-step sign-in is required here. Set it up to continue.').waitFor();
    const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    expect(await page.getByTestId('otpauth-uri').getAttribute('href')).toContain(`secret=${secret}`);
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').waitFor();
    await page.getByLabel('Authentication code').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Two-step sign-in is on' }).waitFor();
    expect(await page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    // Another browser: the password alone opens nothing; the next code does.
    const other = await h.newPage();
    await password(
      other,
      '/admin/login',
      { label: 'Username', value: TEST_ADMIN.username },
      TEST_ADMIN.password,
    );
    await other.getByText('Enter the code from your authenticator app.').waitFor();
    expect((await other.context().cookies()).some((c) => c.name === 'fd_admin')).toBe(false);
    await other.getByLabel('Authentication code').fill(codeOf(secret, 1));
    await other.getByRole('button', { name: 'Verify' }).click();
    await other.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await other.goto('/admin/security');
    await other.getByText(/^On: each sign-in asks for a code/).waitFor();
  });

  it('a workspace user turns it on in /app → Security and is asked for a code at the next sign-in', async () => {
    const client = await h.app.services.clients.create({
      clientName: 'Wanda Work',
      businessName: 'Workspace Two Step',
      domain: 'workspace-two-step.example',
      plan: 'Premium',
    });
    await signedInCustomer(h.app, client.id, 'wanda@two-step.example', 'owner', 'wanda-password-1');
    const page = await h.newPage();
    const account = { label: 'Email', value: 'wanda@two-step.example' };
    await password(page, '/app/login', account, 'wanda-password-1');
    await page.getByRole('navigation').getByRole('link', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    await page.getByLabel('Code from the app').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    expect(await page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
    await page.getByText(/^On: each sign-in asks for a code/).waitFor();

    const next = await h.newPage();
    await password(next, '/app/login', account, 'wanda-password-1');
    await next.getByText('Enter the code from your authenticator app.').waitFor();
    await next.getByLabel('Authentication code').fill(codeOf(secret, 1));
    await next.getByRole('button', { name: 'Verify' }).click();
    await next.getByRole('navigation').getByRole('link', { name: 'Security' }).waitFor();
    expect((await next.context().cookies()).some((c) => c.name === 'fd_app')).toBe(true);
  });
});
