import type { LoginRequest } from '../../../contract/admin.ts';
import { consoleEndpoints as api, pathTo } from '../../../contract/endpoints.ts';
import type { ErrorBody } from '../../../contract/errors.ts';
import { pendingStepOf, type PendingStep } from '../two-factor/two-factor-api.ts';

export type LoginResult = { ok: true; twoFactor: PendingStep | null } | { ok: false; error: string };

/** Signs in; the caller shows `error`: the server's message, else 'Login failed'. */
export async function login(body: LoginRequest): Promise<LoginResult> {
  const res = await fetch(pathTo(api.adminLogin), {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.ok) return { ok: true, twoFactor: pendingStepOf(await res.json().catch(() => null)) };
  let error = 'Login failed';
  try {
    const data = (await res.json()) as Partial<ErrorBody>;
    if (typeof data.error === 'string' && data.error) error = data.error;
  } catch {
    // A body that is not JSON keeps the generic text.
  }
  return { ok: false, error };
}

export async function logout(): Promise<void> {
  const res = await fetch(pathTo(api.adminLogout), { method: 'POST', credentials: 'include' });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
}
