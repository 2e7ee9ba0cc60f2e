import { isCustomer, useScope } from '../scope.tsx';
import { BillingSection } from './billing-section.tsx';

/** /app/billing: the workspace's billing, where PayPal sends the buyer back after a plan change. */
export function BillingPage() {
  const scope = useScope();
  return isCustomer(scope) ? <BillingSection clientId={scope.clientId} /> : null;
}
