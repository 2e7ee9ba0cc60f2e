/**
 * The outbox's `billing_mail` channel: sends one billing mail row (billing-notices.ts) to the client's
 * owners as they are when it is sent, or the welcome to its buyer alone. The welcome's set-password
 * link is made at sending time, so no usable link ever waits in the outbox's rows; a buyer whose
 * email already has a password is told to sign in instead. A mail server that is down or stalls is a
 * failed attempt the outbox retries with its policy.
 */
import type { Mailer } from '../accounts/customer-accounts-ports.ts';
import type { Deliverer, DeliveryOutcome } from '../outbox/index.ts';
import { billingMail } from './billing-mail.ts';
import type { BillingMailData } from './billing-notices.ts';

/** A mail server that accepts the connection and then stalls is given up on well within the lease. */
const MAIL_TIMEOUT_MS = 30_000;

export interface BillingMailDeliveryDeps {
  mailer: Mailer;
  /** The client's owners now. */
  owners(clientId: string): Promise<{ id: string; email: string }[]>;
  /** The business's name; null when the client is gone. */
  businessNameOf(clientId: string): Promise<string | null>;
  /** A fresh link to set the password, for a mail to this user's mailbox; null when they have one. */
  mailboxLink(clientId: string, userId: string): Promise<string | null>;
  publicUrl: () => string;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function createBillingMailDeliverer(deps: BillingMailDeliveryDeps): Deliverer {
  return {
    async deliver(row): Promise<DeliveryOutcome> {
      const data = JSON.parse(row.payload) as BillingMailData;
      const business = await deps.businessNameOf(row.clientId);
      if (business === null) return { kind: 'cancelled', reason: 'The client is gone' };
      const owners = await deps.owners(row.clientId);
      const app = `${deps.publicUrl()}/app`;
      const slots: Record<string, string> = {
        ...data.slots,
        business,
        workspaceUrl: app,
        billingUrl: `${app}/billing`,
        developersUrl: `${app}/developers`,
        knowledgeUrl: `${app}/knowledge`,
        signInUrl: `${app}/login`,
      };
      let to = owners.map((o) => o.email);
      let mail: ReturnType<typeof billingMail> & { link?: string };
      if (data.key === 'welcome') {
        const buyer = owners.find((o) => o.email === data.ownerEmail);
        if (!buyer) return { kind: 'cancelled', reason: 'The buyer is no longer an owner' };
        to = [buyer.email];
        const link = await deps.mailboxLink(row.clientId, buyer.id);
        mail = link
          ? { ...billingMail('welcome', { ...slots, setPasswordUrl: link }), link }
          : billingMail('welcome', slots, ['signIn', 'pasteScript', 'addKnowledge']);
      } else mail = billingMail(data.key, slots);
      if (to.length === 0) return { kind: 'delivered', durationMs: 0, response: 'nobody to tell' };
      const started = performance.now();
      try {
        await withTimeout(deps.mailer.send({ to: to.join(', '), ...mail }), MAIL_TIMEOUT_MS);
      } catch (err) {
        return {
          kind: 'failed',
          durationMs: performance.now() - started,
          error: err instanceof Error ? err.message : String(err),
        };
      }
      return { kind: 'delivered', durationMs: performance.now() - started, response: `to ${to.length}` };
    },
  };
}
