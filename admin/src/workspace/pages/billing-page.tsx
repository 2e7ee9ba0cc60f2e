import { BillingSection } from '../../billing/billing-section.tsx';
import { PlanSection } from '../sections/account-sections.tsx';
import { WorkspacePage } from '../workspace-page.tsx';
import type { WorkspaceSection } from '../workspace-pages.ts';

/** Billing's sections, in order: add one line to place another. */
export const BILLING_SECTIONS: WorkspaceSection[] = [PlanSection, BillingSection];

/** Billing: the plan, this month's usage and the upgrades. */
export default function BillingPage() {
  return (
    <WorkspacePage
      title="Billing"
      lead="Your plan, this month's usage, your subscription and receipts."
      sections={BILLING_SECTIONS}
    />
  );
}
