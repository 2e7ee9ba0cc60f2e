/**
 * A store's address as an owner may type it: "acme", "acme.myshopify.com", "https://acme.myshopify.com/
 * admin" or the admin's "admin.shopify.com/store/acme" all name the store acme.myshopify.com, reached
 * over https. Where the deployment allows private-network fetches (tests, labs), any full http(s)
 * address is taken as it is, so a loopback stand-in can play the store.
 */
import { DomainError } from '../shared/errors.ts';

export interface ShopAddress {
  /** Where requests go: https://acme.myshopify.com. */
  origin: string;
  /** What the owner sees and what identifies the store: acme.myshopify.com (or host:port). */
  domain: string;
}

const invalid = (message: string) => new DomainError('validation_failed', message, { shopDomain: message });
const SHOP_HANDLE = /^[a-z0-9][a-z0-9-]{0,59}$/;
const MYSHOPIFY = /^([a-z0-9][a-z0-9-]{0,59})\.myshopify\.com$/;
const ADMIN_STORE = /^(?:https?:\/\/)?admin\.shopify\.com\/store\/([a-z0-9][a-z0-9-]{0,59})(?:[/?#].*)?$/;
const ONLY_MYSHOPIFY = "Enter the store's myshopify.com address, e.g. acme.myshopify.com";

export function shopAddress(raw: string, allowAnyAddress: boolean): ShopAddress {
  const text = raw.trim().toLowerCase();
  const admin = ADMIN_STORE.exec(text)?.[1];
  if (admin) return myshopify(admin);
  if (SHOP_HANDLE.test(text)) return myshopify(text);
  const full = /^[a-z][a-z0-9+.-]*:\/\//.test(text);
  let url: URL;
  try {
    url = new URL(full ? text : `https://${text}`);
  } catch {
    throw invalid(ONLY_MYSHOPIFY);
  }
  if (url.username || url.password)
    throw invalid('Put the access token in its own field, not in the address');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid(ONLY_MYSHOPIFY);
  const handle = MYSHOPIFY.exec(url.hostname)?.[1];
  if (allowAnyAddress && full) return { origin: url.origin, domain: url.host };
  if (url.protocol === 'http:') throw invalid('The store address must start with https://');
  if (!handle || url.port) throw invalid(ONLY_MYSHOPIFY);
  return myshopify(handle);
}

const myshopify = (handle: string): ShopAddress => ({
  origin: `https://${handle}.myshopify.com`,
  domain: `${handle}.myshopify.com`,
});

/** The Admin API's GraphQL endpoint of a store. */
export const graphqlEndpoint = (origin: string, apiVersion: string) =>
  `${origin}/admin/api/${apiVersion}/graphql.json`;

/** An access token goes into a header: one line of visible ASCII. */
export function accessToken(raw: string): string {
  const token = raw.trim();
  if (!token)
    throw new DomainError('validation_failed', 'Enter the Admin API access token', {
      accessToken: 'Enter the Admin API access token',
    });
  if (!/^[\x21-\x7e]+$/.test(token))
    throw new DomainError('validation_failed', 'The access token is one word of letters and digits', {
      accessToken: 'The access token is one word of letters and digits',
    });
  return token;
}
