/**
 * Orders read live from a connected store while answering: the order a visitor names ("#1001"), found
 * with the Admin API's order search and confirmed by its exact name. It is a person's record: the
 * record lookup gives it only to a viewer proven to own it (row 49), and its owner's email is used only
 * to compare and to mail the confirmation code. What a visitor may read is its status, payment status,
 * tracking and dates; never the buyer's details, the items or the totals.
 */
import type { KnowledgeSourceRecord } from '../sources/knowledge-sources-ports.ts';
import type { LiveField, LiveRecord } from '../sources/live-data.ts';
import type { LiveOrders } from '../sources/live-orders.ts';
import type { SecretBox } from '../shared/ports.ts';
import { labelOf } from '../sources/live-data-fields.ts';
import { connectionOf, settingsOf } from './shop-connection.ts';
import type { ShopifyAdmin } from './shopify-ports.ts';
import { ORDER_QUERY, type OrderNode, type OrdersAnswer } from './shopify-queries.ts';
import { shopifyText, statusWord } from './shopify-texts.ts';

/** A visitor is waiting: an order lookup (points included) ends within this, or says the store is busy. */
export const LOOKUP_DEADLINE_MS = 8_000;

/** An order name as Shopify writes it: "#1001" for a number, a custom prefix ("EU1001") as typed. */
export function orderName(reference: string): string | null {
  const bare = reference.trim().replace(/^#/, '');
  if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/.test(bare)) return null;
  return /^\d/.test(bare) ? `#${bare}` : bare;
}

const sameName = (a: string, b: string) =>
  a.replace(/^#/, '').toLowerCase() === b.replace(/^#/, '').toLowerCase();
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

/** The fields an order answer states, its status first (the answerer leads with it). */
export function orderFields(order: OrderNode): LiveField[] {
  const shipment = order.fulfillments.find((f) => f.trackingInfo.length > 0) ?? order.fulfillments[0];
  const tracking = shipment?.trackingInfo[0];
  // A shipment's own state (in transit, delivered) says more than the order's "fulfilled".
  const status = order.cancelledAt
    ? shopifyText('cancelled')
    : statusWord(shipment?.displayStatus ?? order.displayFulfillmentStatus);
  const pairs: [string, string | null | undefined][] = [
    ['status', status],
    ['paymentStatus', order.displayFinancialStatus && statusWord(order.displayFinancialStatus)],
    ['carrier', tracking?.company],
    ['trackingNumber', tracking?.number],
    ['trackingLink', tracking?.url],
    ['estimatedDelivery', day(shipment?.estimatedDeliveryAt ?? null)],
    ['deliveredAt', day(shipment?.deliveredAt ?? null)],
    ['orderDate', day(order.createdAt)],
  ];
  return pairs
    .filter((p): p is [string, string] => typeof p[1] === 'string' && p[1].trim() !== '')
    .map(([key, value]) => ({ key, label: labelOf(key), value: value.trim().slice(0, 300) }));
}

export function createShopifyOrders(deps: {
  sources: { list(clientId: string): Promise<KnowledgeSourceRecord[]> };
  admin: ShopifyAdmin;
  box: SecretBox;
  apiVersion: string;
}): LiveOrders {
  return {
    async find(clientId, reference, signal) {
      const name = orderName(reference);
      if (!name) return null;
      const stores = (await deps.sources.list(clientId)).filter((s) => s.kind === 'shopify');
      for (const store of stores) {
        const shop = connectionOf(store, deps.box, deps.apiVersion);
        const answer = await deps.admin.query<OrdersAnswer>(
          shop,
          ORDER_QUERY,
          { query: `name:${name}` },
          signal,
          LOOKUP_DEADLINE_MS,
        );
        const order = answer.orders.nodes.find((o) => sameName(o.name, name));
        if (!order) continue;
        const shopName = settingsOf(store).shopName || store.name;
        const record: LiveRecord = {
          recordType: 'orders',
          id: order.name,
          title: shopifyText('orderTitle', { name: order.name }),
          fields: orderFields(order),
          source: { kind: 'data', title: shopifyText('orderSource', { shop: shopName }), url: null },
        };
        return { record, owner: { email: order.email?.trim().toLowerCase() || null, id: null } };
      }
      return null;
    },
  };
}
