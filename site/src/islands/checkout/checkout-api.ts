import type { StartSubscriptionResponse } from '../../../../contract/billing.ts';
import type { CheckoutSuccessResponse, SignUpForm } from '../../../../contract/checkout.ts';
import { pathTo, siteEndpoints as api } from '../../../../contract/endpoints.ts';
import type { PlanOffer } from '../../../../contract/plans.ts';

/** PayPal's public sandbox client id: the button still renders (in sandbox) when the server cannot give one. */
const FALLBACK_CLIENT_ID = 'test';

export interface PaypalSetupInfo {
  clientId: string;
  environment: 'sandbox' | 'production';
}

async function postJson<T>(url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return (await response.json()) as T;
}

/**
 * The server's PayPal settings; `null` when the server says payments are not configured (503
 * payments_not_configured), so the buyer is told that rather than shown a PayPal that cannot work.
 */
export async function fetchPaypalSetup(): Promise<PaypalSetupInfo | null> {
  try {
    const response = await fetch(pathTo(api.paypalSetup), { credentials: 'include' });
    if (response.status === 503) {
      const body = (await response.json().catch(() => null)) as { code?: string } | null;
      if (body?.code === 'payments_not_configured') return null;
    }
    if (!response.ok) throw new Error(String(response.status));
    const body = (await response.json()) as Partial<PaypalSetupInfo>;
    if (typeof body.clientId !== 'string' || !body.clientId) throw new Error('no client id');
    return {
      clientId: body.clientId,
      environment: body.environment === 'production' ? 'production' : 'sandbox',
    };
  } catch {
    return { clientId: FALLBACK_CLIENT_ID, environment: 'sandbox' };
  }
}

/**
 * The sign-up form goes with our plan before the buyer approves at PayPal: the server makes the
 * PayPal subscription on that plan's billing plan and keeps the sign-up with it, so the workspace is
 * made even if this tab is closed right after the approval.
 */
export async function startSubscription(plan: PlanOffer, form: SignUpForm): Promise<string> {
  const { subscriptionId } = await postJson<StartSubscriptionResponse>(pathTo(api.startSubscription), {
    ...form,
    plan: plan.name,
  });
  return subscriptionId;
}

/** After the buyer approved at PayPal: the server checks PayPal's record and creates the account. */
export async function completeSubscription(
  subscriptionID: string,
  form: SignUpForm,
): Promise<CheckoutSuccessResponse> {
  return postJson<CheckoutSuccessResponse>(pathTo(api.completeSubscription, { subscriptionID }), form);
}
