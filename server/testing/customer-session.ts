/** Helpers for tests of customer (workspace) accounts: link tokens, the workspace cookie, a signed-in user. */
import type { TestApp } from './test-app.ts';

/** The token of a one-time set-password link (or of a mail's text that carries one). */
export const linkTokenOf = (text: string | null) => /#token=([\w-]+)/.exec(text ?? '')?.[1] ?? '';

/** The `fd_app=…` pair a response sets, ready for a Cookie header ('' when none). */
export const appCookieOf = (headers: Record<string, unknown>) =>
  ([] as string[])
    .concat((headers['set-cookie'] as string[] | undefined) ?? [])
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('fd_app=')) ?? '';

/** Adds a user to a client, sets their password through their link and signs them in. */
export async function signedInCustomer(
  t: TestApp,
  clientId: string,
  email: string,
  role: 'owner' | 'member',
  password = 'a-good-password',
): Promise<{ userId: string; cookie: string }> {
  const added = await t.services.customerAccounts.addUser(clientId, { email, role });
  await t.services.customerAccounts.setPasswordWithLink(linkTokenOf(added.setPasswordUrl), password);
  const res = await t.inject({
    method: 'POST',
    url: '/api/app/login',
    headers: { 'content-type': 'application/json' },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${res.statusCode}`);
  return { userId: added.user.id, cookie: appCookieOf(res.headers) };
}
