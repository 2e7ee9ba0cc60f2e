import {
  consoleEndpoints as consoleApi,
  pathTo,
  workspaceEndpoints as workspaceApi,
} from '../../../contract/endpoints.ts';
import type { ErrorBody } from '../../../contract/errors.ts';
import type { TwoFactorChallenge, TwoFactorEnrolment } from '../../../contract/two-factor.ts';

/** Whose two-step sign-in: an operator's (/admin) or a workspace user's (/app). */
export type Audience = 'operator' | 'customer';

export type Called<T> = { ok: true; data: T } | { ok: false; error: string };

/** A JSON POST that answers the server's own words on a refusal (its first field message, else its error). */
export async function postJson<T>(url: string, body: unknown, fallback: string): Promise<Called<T>> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    const data = (await res.json().catch(() => null)) as (T & Partial<ErrorBody>) | null;
    if (res.ok) return { ok: true, data: data as T };
    const field = data?.fields ? Object.values(data.fields)[0] : undefined;
    return { ok: false, error: field || data?.error || fallback };
  } catch {
    return { ok: false, error: 'Network error. Please try again.' };
  }
}

export const twoFactorPaths = (audience: Audience) =>
  audience === 'operator'
    ? {
        loginCode: pathTo(consoleApi.adminLoginCode),
        loginEnroll: pathTo(consoleApi.adminLoginEnroll),
        status: consoleApi.adminTwoFactor,
        enroll: pathTo(consoleApi.adminTwoFactorEnroll),
        confirm: pathTo(consoleApi.adminTwoFactorConfirm),
        disable: pathTo(consoleApi.adminTwoFactorDisable),
      }
    : {
        loginCode: pathTo(workspaceApi.appLoginCode),
        loginEnroll: pathTo(workspaceApi.appLoginEnroll),
        status: workspaceApi.appTwoFactor,
        enroll: pathTo(workspaceApi.appTwoFactorEnroll),
        confirm: pathTo(workspaceApi.appTwoFactorConfirm),
        disable: pathTo(workspaceApi.appTwoFactorDisable),
      };

/** The second step a sign-in asked for, when it did. */
export type PendingStep = TwoFactorChallenge['twoFactor'];
export const pendingStepOf = (data: unknown): PendingStep | null =>
  data && typeof data === 'object' && 'twoFactor' in data ? (data as TwoFactorChallenge).twoFactor : null;

export type { TwoFactorEnrolment };
