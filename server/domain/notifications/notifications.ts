/**
 * A client's notification settings: its Slack-compatible channel (the URL sealed, never shown again)
 * and the kinds each owner or member turned off for mail. A member changes their own choices; an
 * owner or an operator anyone's. Operators follow the clients they choose, each with the address
 * their notices go to and the kinds they want (they get none of a client they do not follow).
 */
import {
  EVENT_TYPE_NAMES,
  NOTIFICATION_KINDS,
  notificationOf,
  type EventType,
  type NotificationKind,
} from '../../../contract/events.ts';
import type {
  NotificationSettings,
  OperatorFollowUpdate,
  SlackSettingUpdate,
} from '../../../contract/notifications.ts';
import { DomainError, notFound } from '../shared/errors.ts';
import type { ClientsRepo, Clock, SecretBox } from '../shared/ports.ts';
import type { OutboxRecorder, Subscription, SubscriptionSource } from '../outbox/index.ts';
import type { NotificationSettingsRepo } from './notification-ports.ts';

/** Who is changing settings: an operator, or an owner or member of the client. */
export type SettingsActor =
  { role: 'operator'; userId?: string } | { role: 'owner' | 'member'; userId: string };

export interface NotificationsService {
  /** With an operator's id, the view says how that operator follows the client (`you`). */
  view(clientId: string, operatorId?: string): Promise<NotificationSettings>;
  /** An operator follows the client: notices of `kinds` go to `email`, beside its people's. */
  follow(clientId: string, operatorId: string, input: OperatorFollowUpdate): Promise<NotificationSettings>;
  unfollow(clientId: string, operatorId: string): Promise<NotificationSettings>;
  setSlack(clientId: string, input: SlackSettingUpdate): Promise<NotificationSettings>;
  setMutes(
    clientId: string,
    userId: string,
    muted: NotificationKind[],
    actor: SettingsActor,
  ): Promise<NotificationSettings>;
  /** Clients' Slack channels as the outbox's subscriptions. */
  subscriptions: SubscriptionSource;
}

/** The event types that raise any of these kinds. */
const typesOf = (kinds: readonly NotificationKind[]): EventType[] =>
  EVENT_TYPE_NAMES.filter((t) => {
    const k = notificationOf(t);
    return k !== null && kinds.includes(k);
  });

export function createNotificationsService(deps: {
  settings: NotificationSettingsRepo;
  users: { list(clientId: string): Promise<{ id: string; email: string; role: 'owner' | 'member' }[]> };
  clients: Pick<ClientsRepo, 'get'>;
  secretBox: SecretBox;
  recorder: OutboxRecorder;
  clock: Clock;
  allowPlainHttp: boolean;
}): NotificationsService {
  const { settings } = deps;
  const view = async (clientId: string, operatorId?: string): Promise<NotificationSettings> => {
    const client = await deps.clients.get(clientId);
    if (!client) throw notFound('Client');
    const [slack, users, mutes, follows] = await Promise.all([
      settings.slack(clientId),
      deps.users.list(clientId),
      settings.mutes(clientId),
      operatorId ? settings.follows(clientId) : Promise.resolve([]),
    ]);
    const mine = follows.find((f) => f.userId === operatorId);
    return {
      kinds: [...NOTIFICATION_KINDS],
      slack: { configured: Boolean(slack?.urlSealed), kinds: slack?.kinds ?? [] },
      people: users.map((u) => ({
        userId: u.id,
        email: u.email,
        role: u.role,
        muted: mutes.filter((m) => m.userId === u.id).map((m) => m.kind),
      })),
      contactEmail: client.email,
      ...(operatorId
        ? { you: { following: Boolean(mine), email: mine?.email ?? '', kinds: mine?.kinds ?? [] } }
        : {}),
    };
  };
  return {
    view,
    async setSlack(clientId, input) {
      if (!(await deps.clients.get(clientId))) throw notFound('Client');
      let urlSealed = (await settings.slack(clientId))?.urlSealed ?? null;
      if (input.url === null) urlSealed = null;
      else if (input.url !== undefined) {
        const url = new URL(input.url);
        if (url.protocol !== 'https:' && !(deps.allowPlainHttp && url.protocol === 'http:'))
          throw new DomainError('validation_failed', 'The URL must start with https://', {
            url: 'The URL must start with https://',
          });
        urlSealed = deps.secretBox.seal(url.href);
      }
      await settings.setSlack({
        clientId,
        urlSealed,
        kinds: [...new Set(input.kinds)],
        updatedAt: deps.clock.now().toISOString(),
      });
      deps.recorder.invalidate();
      return view(clientId);
    },
    async follow(clientId, operatorId, input) {
      if (!(await deps.clients.get(clientId))) throw notFound('Client');
      await settings.setFollow({
        userId: operatorId,
        clientId,
        email: input.email,
        kinds: [...new Set(input.kinds)],
        updatedAt: deps.clock.now().toISOString(),
      });
      return view(clientId, operatorId);
    },
    async unfollow(clientId, operatorId) {
      if (!(await deps.clients.get(clientId))) throw notFound('Client');
      if (!(await settings.unfollow(clientId, operatorId))) throw notFound('Follow');
      return view(clientId, operatorId);
    },
    async setMutes(clientId, userId, muted, actor) {
      const current = await view(clientId);
      if (!current.people.some((p) => p.userId === userId)) throw notFound('User');
      if (actor.role === 'member' && actor.userId !== userId)
        throw new DomainError('forbidden', 'A member can change their own notices only');
      await settings.setMutes(clientId, userId, [...new Set(muted)]);
      return view(clientId, actor.role === 'operator' ? actor.userId : undefined);
    },
    subscriptions: {
      async all(): Promise<Subscription[]> {
        return (await settings.allSlack())
          .filter((s) => s.urlSealed && s.kinds.length > 0)
          .map((s) => ({ clientId: s.clientId, channel: 'slack', target: null, types: typesOf(s.kinds) }));
      },
    },
  };
}
