/**
 * payments/ talks to PayPal: the REST Orders API (this file), the Catalog, Subscriptions and webhook
 * check (paypal-billing-client.ts), all over the one client of paypal-rest.ts whose base URL comes from
 * config, and the ledgers of what they made.
 */
import { PaymentGatewayError, type PaymentGateway, type PaymentOrderState } from '../domain/shared/index.ts';
import { createPaypalRest, type PaypalRest, type PaypalRestOptions } from './paypal-rest.ts';

export type PaypalClientOptions = PaypalRestOptions;

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

export function createPaypalClient(options: PaypalClientOptions | { rest: PaypalRest }): PaymentGateway {
  const rest = 'rest' in options ? options.rest : createPaypalRest(options);
  const api = (
    method: 'GET' | 'POST',
    path: string,
    what: string,
    body?: unknown,
    requestId?: string,
  ): Promise<PaypalOrderBody> => rest.call<PaypalOrderBody>({ method, path, what, body, requestId });

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
