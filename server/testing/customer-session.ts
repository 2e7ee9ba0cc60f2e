/** Helpers for tests of customer (workspace) accounts: mailed links, the workspace cookie, a signed-in user. */
import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app.ts';

/** The token of a one-time set-password link (or of a mail's text that carries one). */
export const linkTokenOf = (text: string | null) => /#token=([\w-]+)/.exec(text ?? '')?.[1] ?? '';

/** Every mail the outbox holds for an address (without SMTP, mail goes there), oldest first. */
export function mailsTo(dataDir: string, email: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter((eml) => eml.includes(`\r\nTo: ${email.toLowerCase()}\r\n`));
}

/** The link of the newest mail to an address that carries one ('' when none). */
export function lastLinkTo(t: Pick<TestApp, 'dataDir'>, email: string): string {
  const withLink = mailsTo(t.dataDir, email).filter((eml) => eml.includes('#token='));
  return /https?:\/\/\S+#token=[\w-]+/.exec(withLink.at(-1) ?? '')?.[0] ?? '';
}

/** The `fd_app=…` pair a response sets, ready for a Cookie header ('' when none). */
export const appCookieOf = (headers: Record<string, unknown>) =>
  ([] as string[])
    .concat((headers['set-cookie'] as string[] | undefined) ?? [])
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('fd_app=')) ?? '';

/** Signs a customer in ('' cookie when refused). */
export async function appLogin(t: TestApp, email: string, password: string) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/app/login',
    headers: { 'content-type': 'application/json' },
    payload: { email, password },
  });
  return { status: res.statusCode, cookie: appCookieOf(res.headers), json: res.json };
}

/**
 * Adds a user to a client, sets their password through a link freshly mailed to them and signs them in.
 * Mail goes to the data dir's outbox, or to where the test's app sends it (`mail`: a test SMTP server,
 * or a capturing mailer).
 */
export async function signedInCustomer(
  t: TestApp,
  clientId: string,
  email: string,
  role: 'owner' | 'member',
  password = 'a-good-password',
  mail?: { mails: { to: string | string[]; text: string }[] },
): Promise<{ userId: string; cookie: string }> {
  const added = await t.services.customerAccounts.addUser(clientId, { email, role });
  if (!added.user.hasPassword) {
    // A fresh link: whatever earlier mails carried (a buyer's welcome, an invitation) may be used up.
    await t.services.customerAccounts.issueLink(clientId, added.user.id);
    const mailed = mail
      ? (mail.mails.filter((m) => [m.to].flat().includes(email) && m.text.includes('#token=')).at(-1)?.text ??
        '')
      : lastLinkTo(t, email);
    await t.services.customerAccounts.setPasswordWithLink(linkTokenOf(mailed), password);
  }
  const res = await appLogin(t, email, password);
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return { userId: added.user.id, cookie: res.cookie };
}
