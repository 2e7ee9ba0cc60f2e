import { AuditLogSection } from '../../audit/audit-log-section.tsx';
import { TwoFactorPolicySection } from '../../two-factor/two-factor-policy-section.tsx';
import { UsersSection } from '../../clients/users-section.tsx';
import { YourProfileSection } from '../sections/account-sections.tsx';
import { WorkspacePage } from '../workspace-page.tsx';
import type { WorkspaceSection } from '../workspace-pages.ts';

/** Team's sections, in order: add one line to place another. */
export const TEAM_SECTIONS: WorkspaceSection[] = [
  YourProfileSection,
  UsersSection,
  TwoFactorPolicySection,
  AuditLogSection,
];

/** Team: who answers visitors, and how they appear to them. */
export default function TeamPage() {
  return <WorkspacePage title="Team" lead="The people who answer your visitors." sections={TEAM_SECTIONS} />;
}
