import { consoleEndpoints as api, pathTo } from '../../../contract/endpoints.ts';
import type { NotificationKind } from '../../../contract/events.ts';
import type { OperatorFollowUpdate } from '../../../contract/notifications.ts';
import type { WebhookEndpointCreate, WebhookEndpointUpdate } from '../../../contract/webhooks.ts';
import { send } from '../api/http.ts';
import { keyOf } from '../api/keys.ts';

/** Webhooks, notifications and exports of one client, typed by the contract's endpoint table. */
export const integrationsApi = {
  keys: {
    webhooks: (id: string) => keyOf(api.webhooks, { id }),
    deliveries: (id: string, endpointId: string) => keyOf(api.webhookDeliveries, { id, endpointId }),
    notifications: (id: string) => keyOf(api.notifications, { id }),
  },
  create: (id: string, body: WebhookEndpointCreate) => send(api.createWebhook, { id }, body),
  update: (id: string, endpointId: string, body: WebhookEndpointUpdate) =>
    send(api.updateWebhook, { id, endpointId }, body),
  remove: (id: string, endpointId: string) => send(api.deleteWebhook, { id, endpointId }),
  rotate: (id: string, endpointId: string) => send(api.rotateWebhookSecret, { id, endpointId }),
  redeliver: (id: string, endpointId: string, deliveryId: string) =>
    send(api.redeliverWebhook, { id, endpointId, deliveryId }),
  setSlack: (id: string, url: string | null | undefined, kinds: NotificationKind[]) =>
    send(api.setSlack, { id }, { url, kinds }),
  setMutes: (id: string, userId: string, muted: NotificationKind[]) =>
    send(api.setNotificationMutes, { id, userId }, { muted }),
  follow: (id: string, body: OperatorFollowUpdate) => send(api.followClient, { id }, body),
  unfollow: (id: string) => send(api.unfollowClient, { id }),
  /** The download address of an export (the browser fetches it with the session cookie). */
  exportUrl: (
    id: string,
    kind: 'conversations' | 'leads',
    q: { format: string; since?: string; until?: string },
  ) => pathTo(kind === 'conversations' ? api.exportConversations : api.exportLeads, { id }, q),
};
