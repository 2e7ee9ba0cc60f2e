/**
 * payments/ talks to PayPal: a small client for the REST Orders API whose base URL comes from config
 * (so tests run it against a fake PayPal on loopback), and the ledger of orders it has created.
 */
import { PaymentGatewayError, type PaymentGateway, type PaymentOrderState } from '../domain/shared/index.ts';

export interface PaypalClientOptions {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Injected for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

interface PaypalOrderBody {
  id?: string;
  status?: string;
  purchase_units?: {
    payments?: {
      captures?: { id?: string; status?: string; amount?: { value?: string; currency_code?: string } }[];
    };
  }[];
}

function toOrderState(body: PaypalOrderBody): PaymentOrderState {
  const captures = (body.purchase_units ?? []).flatMap((unit) => unit.payments?.captures ?? []);
  return {
    id: String(body.id ?? ''),
    status: String(body.status ?? ''),
    captures: captures.map((c) => ({
      id: String(c.id ?? ''),
      status: String(c.status ?? ''),
      amount: { value: String(c.amount?.value ?? ''), currencyCode: String(c.amount?.currency_code ?? '') },
    })),
  };
}

export function createPaypalClient(options: PaypalClientOptions): PaymentGateway {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 15_000;
  let token: { value: string; expiresAt: number } | null = null;

  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(`${options.apiBase}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new PaymentGatewayError(`PayPal could not be reached: ${(error as Error).message}`, 0, null);
    }
  }

  async function failure(response: Response, what: string): Promise<PaymentGatewayError> {
    let issue: string | null;
    try {
      const body = (await response.json()) as {
        name?: string;
        error?: string;
        details?: { issue?: string }[];
      };
      issue = body.details?.[0]?.issue ?? body.name ?? body.error ?? null;
    } catch {
      issue = null;
    }
    return new PaymentGatewayError(
      `PayPal ${what} failed with ${response.status}${issue ? ` (${issue})` : ''}`,
      response.status,
      issue,
    );
  }

  async function accessToken(): Promise<string> {
    // Tokens are reused until a minute before they expire.
    if (token && token.expiresAt - 60_000 > now()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await call('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw await failure(response, 'authentication');
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token)
      throw new PaymentGatewayError('PayPal returned no access token', response.status, null);
    token = { value: body.access_token, expiresAt: now() + (body.expires_in ?? 300) * 1000 };
    return token.value;
  }

  async function api(
    method: 'GET' | 'POST',
    path: string,
    what: string,
    body?: unknown,
    requestId?: string,
  ): Promise<PaypalOrderBody> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      'content-type': 'application/json',
      accept: 'application/json',
      prefer: 'return=representation',
    };
    // PayPal de-duplicates POSTs with the same request id, so a retried call cannot charge twice.
    if (requestId) headers['paypal-request-id'] = requestId;
    const response = await call(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status === 401) token = null;
    if (!response.ok) throw await failure(response, what);
    return (await response.json()) as PaypalOrderBody;
  }

  const orderPath = (id: string) => `/v2/checkout/orders/${encodeURIComponent(id)}`;

  return {
    async createOrder({ amount, currencyCode, description, referenceId }) {
      const body = await api(
        'POST',
        '/v2/checkout/orders',
        'order creation',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: referenceId,
              description,
              amount: { currency_code: currencyCode, value: amount },
            },
          ],
        },
        referenceId,
      );
      if (!body.id) throw new PaymentGatewayError('PayPal returned an order without an id', 200, null);
      return { id: body.id, status: String(body.status ?? '') };
    },
    async captureOrder(orderId) {
      return toOrderState(
        await api('POST', `${orderPath(orderId)}/capture`, 'capture', {}, `capture-${orderId}`),
      );
    },
    async getOrder(orderId) {
      return toOrderState(await api('GET', orderPath(orderId), 'order lookup'));
    },
  };
}
