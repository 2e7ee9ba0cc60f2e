/**
 * The mail and Slack channels of the outbox. Both coalesce: at most one notice per kind per client per
 * minute, the events that came meanwhile summed into the next one. A "visitor waiting" notice is sent
 * only while the visitor still waits. Mail goes to every owner and member who has not turned the kind
 * off (owners only for an endpoint turned off), or to the client's contact email when it has nobody.
 */
import { notificationOf, type NotificationKind } from '../../../contract/events.ts';
import type { Mailer } from '../accounts/customer-accounts-ports.ts';
import type { ClientsRepo, Clock, SecretBox } from '../shared/ports.ts';
import type {
  Channel,
  Deliverer,
  DeliveryContext,
  DeliveryOutcome,
  OutboxRepo,
  OutboxRow,
} from '../outbox/index.ts';
import type { WebhookPoster } from '../webhooks/index.ts';
import { composeNotice, type Notice } from './notice-compose.ts';
import type { NotificationSettingsRepo } from './notification-ports.ts';

export const COALESCE_MS = 60_000;
const SLACK_TIMEOUT_MS = 10_000;
/** A mail server that accepts the connection and then stalls is given up on well within the lease. */
const MAIL_TIMEOUT_MS = 30_000;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface NotificationDeps {
  settings: NotificationSettingsRepo;
  outbox: OutboxRepo;
  mailer: Mailer;
  poster: WebhookPoster;
  secretBox: SecretBox;
  clients: Pick<ClientsRepo, 'get'>;
  users: { list(clientId: string): Promise<{ id: string; email: string; role: 'owner' | 'member' }[]> };
  /** Whether a visitor still waits for a person (a "waiting" notice is dropped once someone joined). */
  stillWaiting(clientId: string, sessionId: string): Promise<boolean>;
  clock: Clock;
  /** The workspace's address (`<public URL>/app`), for links. */
  appUrl: string;
  /** At most one notice per kind per client in this window (default a minute; tests shorten it). */
  coalesceMs?: number;
}

/** Where a notice of each kind points when its event has no conversation. */
const PAGE: Record<NotificationKind, string> = {
  lead: '/chats',
  handoff_waiting: '/chats',
  handoff_missed: '/chats',
  usage: '',
  sync_failed: '',
  webhook_disabled: '',
  tests_regressed: '',
};

export function createNotificationDeliverers(deps: NotificationDeps): Record<'email' | 'slack', Deliverer> {
  const { clock } = deps;
  const windowMs = deps.coalesceMs ?? COALESCE_MS;
  const iso = (ms: number) => new Date(ms).toISOString();

  /** The rows to sum into one notice now, or what to do instead. */
  const gather = async (
    row: OutboxRow,
    ctx: DeliveryContext,
    channel: Channel,
  ): Promise<{ rows: OutboxRow[] } | DeliveryOutcome> => {
    const now = clock.now().getTime();
    const last = await deps.outbox.lastDelivered(row.clientId, channel, row.type, iso(now - windowMs));
    if (last) return { kind: 'postponed', until: iso(Date.parse(last) + windowMs) };
    const waitingOnly = notificationOf(row.type) === 'handoff_waiting';
    const waits = async (r: OutboxRow) =>
      !waitingOnly ||
      deps.stillWaiting(r.clientId, String((JSON.parse(r.payload) as { sessionId?: string }).sessionId));
    if (!(await waits(row))) return { kind: 'cancelled', reason: 'Someone joined in time' };
    const group = await ctx.group();
    const kept: OutboxRow[] = [];
    for (const r of group) if (await waits(r)) kept.push(r);
    return { rows: [row, ...kept] };
  };

  const noticeOf = async (rows: OutboxRow[]): Promise<{ notice: Notice; kind: NotificationKind } | null> => {
    const first = rows[0]!;
    const kind = notificationOf(first.type);
    const client = await deps.clients.get(first.clientId);
    if (!kind || !client) return null;
    return {
      kind,
      notice: composeNotice({
        kind,
        business: client.businessName,
        events: rows.map((r) => JSON.parse(r.payload) as Record<string, unknown>),
        fallbackUrl: `${deps.appUrl}${PAGE[kind]}`,
        settingsUrl: `${deps.appUrl}`,
      }),
    };
  };

  /** The client's people (or its contact) and the operators following it who chose the kind. */
  const recipients = async (clientId: string, kind: NotificationKind): Promise<string[]> => {
    const [users, follows] = await Promise.all([deps.users.list(clientId), deps.settings.follows(clientId)]);
    const operators = follows.filter((f) => f.kinds.includes(kind)).map((f) => f.email);
    if (users.length === 0) {
      const contact = (await deps.clients.get(clientId))?.email ?? '';
      return [...new Set([...(contact ? [contact] : []), ...operators])];
    }
    const muted = new Set(
      (await deps.settings.mutes(clientId)).filter((m) => m.kind === kind).map((m) => m.userId),
    );
    const people = users
      .filter((u) => !muted.has(u.id) && (kind !== 'webhook_disabled' || u.role === 'owner'))
      .map((u) => u.email);
    return [...new Set([...people, ...operators])];
  };

  const email: Deliverer = {
    async deliver(row, ctx) {
      const gathered = await gather(row, ctx, 'email');
      if ('kind' in gathered) return gathered;
      const built = await noticeOf(gathered.rows);
      if (!built) return { kind: 'cancelled', reason: 'The client is gone' };
      const to = await recipients(row.clientId, built.kind);
      const also = gathered.rows.slice(1);
      if (to.length === 0) return { kind: 'delivered', durationMs: 0, response: 'nobody to tell', also };
      const started = performance.now();
      try {
        // One mail per person: a client's people and the operators following it never see each other's
        // addresses. A retry after a partial failure may mail the first ones again (rare: a mail server
        // that is down refuses the first).
        for (const address of to) {
          await withTimeout(
            deps.mailer.send({
              to: address,
              subject: built.notice.subject,
              text: built.notice.text,
              html: built.notice.html,
            }),
            MAIL_TIMEOUT_MS,
          );
        }
      } catch (err) {
        // A mail server that is down delays the notice (retried), never anything else.
        return { kind: 'failed', durationMs: performance.now() - started, error: messageOf(err), also };
      }
      return {
        kind: 'delivered',
        durationMs: performance.now() - started,
        response: `to ${to.length}`,
        also,
      };
    },
  };

  const slack: Deliverer = {
    async deliver(row, ctx) {
      const setting = await deps.settings.slack(row.clientId);
      if (!setting?.urlSealed) return { kind: 'cancelled', reason: 'No Slack channel any more' };
      const gathered = await gather(row, ctx, 'slack');
      if ('kind' in gathered) return gathered;
      const built = await noticeOf(gathered.rows);
      if (!built) return { kind: 'cancelled', reason: 'The client is gone' };
      const also = gathered.rows.slice(1);
      const started = performance.now();
      let res: Awaited<ReturnType<WebhookPoster['post']>>;
      try {
        res = await deps.poster.post(
          deps.secretBox.open(setting.urlSealed),
          JSON.stringify({ text: built.notice.slack }),
          {
            headers: { 'content-type': 'application/json' },
            timeoutMs: SLACK_TIMEOUT_MS,
            maxBytes: 1024,
            signal: ctx.signal,
          },
        );
      } catch (err) {
        return { kind: 'failed', durationMs: performance.now() - started, error: messageOf(err), also };
      }
      const durationMs = performance.now() - started;
      if (res.status >= 200 && res.status < 300)
        return { kind: 'delivered', statusCode: res.status, response: res.body, durationMs, also };
      return {
        kind: 'failed',
        statusCode: res.status,
        response: res.body,
        durationMs,
        error: `Slack answered ${res.status}`,
        also,
      };
    },
  };
  return { email, slack };
}
