/**
 * A connected store as a call needs it: its address from the source's settings and its access token
 * opened from the seal for this call only. A failure from the store becomes what its owner reads.
 */
import type { ShopifySettings } from '../../../contract/shopify.ts';
import { DomainError } from '../shared/errors.ts';
import type { SecretBox } from '../shared/ports.ts';
import type { KnowledgeSourceRecord } from '../sources/knowledge-sources-ports.ts';
import { ShopifyFailure, type ShopConnection } from './shopify-ports.ts';
import { shopifyText } from './shopify-texts.ts';

export function settingsOf(source: Pick<KnowledgeSourceRecord, 'settings'>): ShopifySettings {
  return source.settings as unknown as ShopifySettings;
}

export function connectionOf(
  source: Pick<KnowledgeSourceRecord, 'settings' | 'secret'>,
  box: SecretBox,
  apiVersion: string,
): ShopConnection {
  const settings = settingsOf(source);
  let accessToken: string;
  try {
    accessToken = box.open(source.secret ?? '');
  } catch {
    throw new DomainError('bad_request', shopifyText('tokenUnreadable'));
  }
  return { origin: settings.shopUrl, apiVersion, accessToken };
}

/** A store's refusal as the owner reads it: a wrong token, missing scopes, no such store, or why it failed. */
export function failureText(err: ShopifyFailure, domain: string, what = 'products'): string {
  switch (err.reason) {
    case 'unauthorized':
      return shopifyText('badToken');
    case 'forbidden':
      return shopifyText('missingScopes', { what });
    case 'not_found':
      return shopifyText('noStore', { domain });
    case 'payment_required':
      return shopifyText('frozen', { domain });
    case 'throttled':
      return shopifyText('busy');
    default:
      return shopifyText('unreachable', { domain, reason: err.message });
  }
}

/** Anything a store call threw, as a DomainError the source shows as its last error. */
export function asDomainError(err: unknown, domain: string): unknown {
  return err instanceof ShopifyFailure ? new DomainError('bad_request', failureText(err, domain)) : err;
}
