import { useWorkspaceClient } from '../workspace/workspace-page.tsx';
import type { Audience } from './two-factor-api.ts';
import { TwoFactorSection } from './two-factor-section.tsx';

/** The signed-in person's own security settings: two-step sign-in. */
export function SecurityPage({ audience }: { audience: Audience }) {
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">Security</h1>
      <TwoFactorSection audience={audience} />
    </div>
  );
}

export const ConsoleSecurityPage = () => <SecurityPage audience="operator" />;
/** /app's Security page, titled as the workspace's other pages are ("Security · Rosa Coffee"). */
export function WorkspaceSecurityPage() {
  const business = useWorkspaceClient().data?.businessName;
  return (
    <>
      <title>{business ? `Security · ${business}` : 'Security'}</title>
      <SecurityPage audience="customer" />
    </>
  );
}
