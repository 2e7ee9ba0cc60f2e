import { consoleEndpoints as api, siteEndpoints } from '../../../contract/endpoints.ts';
import { keyOf } from '../api/keys.ts';
import { HttpError, send } from '../api/http.ts';
import type { PayPalSetup } from '../ui/paypal-subscribe-button.tsx';

/** Query keys of the billing screens (each is also the URL it reads). */
export const billingKeys = {
  billing: (id: string) => keyOf(api.billing, { id }),
  summary: keyOf(api.billingSummary),
};

// Any failure to read the settings reads as "not configured": the customer is told to ask support.
export const loadPaypalSetup = () =>
  send(siteEndpoints.paypalSetup, {}).then(
    (s) => s as PayPalSetup,
    () => null,
  );

export const reasonOf = (error: unknown, fallback: string) =>
  error instanceof HttpError && error.body ? error.body.error : fallback;

/** '7 Dec 2026' (UTC), as receipts and mails print a day. */
export const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
