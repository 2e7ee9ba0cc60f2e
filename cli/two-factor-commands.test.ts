/**
 * `frontdesk admin reset-2fa` and `frontdesk users reset-2fa`: whoever runs the deployment turns off the
 * two-step sign-in of someone who lost both their app and their recovery codes.
 */
import fs from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN } from '../server/testing/test-app.ts';
import { signedInCustomer } from '../server/testing/customer-session.ts';
import { runCli, tempDataDir } from './testing/run-cli.ts';

const dir = tempDataDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const enrol = async (
  t: Awaited<ReturnType<typeof startTestApp>>,
  subject: `operator:${string}` | `customer:${string}`,
) => {
  const { secret } = await t.services.twoFactor.beginEnrolment(subject, 'someone');
  await t.services.twoFactor.confirmEnrolment(subject, TOTP.generate({ secret: Secret.fromBase32(secret) }));
};

describe('two-step sign-in resets', { timeout: 180_000 }, () => {
  it('turn it off for an admin and for a workspace user, and say when there was none', async () => {
    let t = await startTestApp({ dataDir: dir });
    const adminId = await t.services.adminAuth.idOf(TEST_ADMIN.username);
    const client = await t.services.clients.create({
      clientName: 'Ada',
      businessName: "Ada's Books",
      domain: 'adasbooks.com',
      plan: 'Starter',
    });
    await signedInCustomer(t, client.id, 'ada@adasbooks.com', 'owner');
    await enrol(t, `operator:${adminId}`);
    await enrol(t, 'customer:ada@adasbooks.com');
    await t.close();

    const admin = await runCli(dir, ['admin', 'reset-2fa', TEST_ADMIN.username]);
    expect(admin.exitCode).toBe(0);
    expect(admin.stdout).toContain(`Two-step sign-in of ${TEST_ADMIN.username} is off`);
    const user = await runCli(dir, ['--json', 'users', 'reset-2fa', 'Ada@AdasBooks.com']);
    expect(user.json()).toEqual({ ok: true, email: 'ada@adasbooks.com', wasOn: true });
    expect((await runCli(dir, ['users', 'reset-2fa', 'ada@adasbooks.com'])).stdout).toContain(
      'had no two-step sign-in',
    );
    expect((await runCli(dir, ['users', 'reset-2fa', 'nobody@adasbooks.com'])).exitCode).toBe(1);

    t = await startTestApp({ dataDir: dir });
    try {
      expect((await t.services.twoFactor.status(`operator:${adminId}`)).enabled).toBe(false);
      expect((await t.services.twoFactor.status('customer:ada@adasbooks.com')).enabled).toBe(false);
    } finally {
      await t.close();
    }
  });
});
