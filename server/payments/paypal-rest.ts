/**
 * The one HTTP client every PayPal call goes through: OAuth client-credentials tokens (reused until a
 * minute before they expire, dropped on a 401), JSON in and out, a time cap, PayPal-Request-Id for
 * POSTs PayPal de-duplicates, and failures as PaymentGatewayError carrying PayPal's issue name. The
 * base URL comes from config (PAYPAL_API_BASE), so tests run it against a fake PayPal on loopback.
 * PayPal's host is the operator's setting, never a client's: no private-address rule applies to it.
 */
import { PaymentGatewayError } from '../domain/shared/index.ts';

export interface PaypalRestOptions {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Injected for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

export interface PaypalRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  /** What the call does, for error messages ("subscription lookup"). */
  what: string;
  body?: unknown;
  /** A JSON text sent as is (the webhook check must pass PayPal's event byte for byte). */
  rawBody?: string;
  requestId?: string;
}

export interface PaypalRest {
  /** The JSON answer (an empty object for 204). */
  call<T>(request: PaypalRequest): Promise<T>;
}

export function createPaypalRest(options: PaypalRestOptions): PaypalRest {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 15_000;
  let token: { value: string; expiresAt: number } | null = null;

  async function send(path: string, init: RequestInit): Promise<Response> {
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
    if (token && token.expiresAt - 60_000 > now()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await send('/v1/oauth2/token', {
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

  return {
    async call<T>(r: PaypalRequest): Promise<T> {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        accept: 'application/json',
        prefer: 'return=representation',
      };
      // PayPal de-duplicates POSTs with the same request id, so a retried call cannot act twice.
      if (r.requestId) headers['paypal-request-id'] = r.requestId;
      const body = r.rawBody ?? (r.body === undefined ? undefined : JSON.stringify(r.body));
      const response = await send(r.path, { method: r.method, headers, body });
      if (response.status === 401) token = null;
      if (!response.ok) throw await failure(response, r.what);
      const text = await response.text();
      try {
        return (text ? JSON.parse(text) : {}) as T;
      } catch {
        throw new PaymentGatewayError(
          `PayPal ${r.what} answered with a body that is not JSON`,
          response.status,
          null,
        );
      }
    },
  };
}
