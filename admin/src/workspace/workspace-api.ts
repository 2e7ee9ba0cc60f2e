import type {
  AppMeResponse,
  CustomerLoginRequest,
  PasswordResetRequest,
  SetPasswordRequest,
  SwitchWorkspaceRequest,
} from '../../../contract/accounts.ts';
import { pathTo, workspaceEndpoints as api } from '../../../contract/endpoints.ts';
import type { ErrorBody } from '../../../contract/errors.ts';
import { keyOf } from '../api/keys.ts';
import { pendingStepOf, postJson } from '../two-factor/two-factor-api.ts';

export const appMeKey = keyOf(api.appMe);
export type AppMe = AppMeResponse;

type Result = { ok: true } | { ok: false; error: string };

async function post(url: string, body: unknown, fallback: string): Promise<Result> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.ok) return { ok: true };
  try {
    const data = (await res.json()) as Partial<ErrorBody>;
    const field = data.fields ? Object.values(data.fields)[0] : undefined;
    return { ok: false, error: field || data.error || fallback };
  } catch {
    return { ok: false, error: fallback };
  }
}

/** The workspace's own sign-in, sign-out and password calls (contract/accounts.ts). */
export const workspaceApi = {
  async login(body: CustomerLoginRequest) {
    const r = await postJson<unknown>(pathTo(api.appLogin), body, 'Login failed');
    return r.ok ? { ok: true as const, twoFactor: pendingStepOf(r.data) } : r;
  },
  logout: () => post(pathTo(api.appLogout), undefined, 'Logout failed'),
  switchWorkspace: (body: SwitchWorkspaceRequest) =>
    post(pathTo(api.switchWorkspace), body, 'Could not open that workspace'),
  setPassword: (body: SetPasswordRequest) =>
    post(pathTo(api.setPassword), body, 'Could not set the password'),
  requestReset: (body: PasswordResetRequest) =>
    post(pathTo(api.requestPasswordReset), body, 'Could not send the email'),
};
