import { PrivacySection } from '../../privacy/privacy-section.tsx';
import { LeadsSection } from '../../clients/leads-section.tsx';
import { ConversationsSection } from '../sections/account-sections.tsx';
import { WorkspacePage } from '../workspace-page.tsx';
import type { WorkspaceSection } from '../workspace-pages.ts';

/** The Inbox's sections, in order: add one line to place another. */
export const INBOX_SECTIONS: WorkspaceSection[] = [ConversationsSection, LeadsSection, PrivacySection];

/** Inbox: visitors waiting for a person first, then every conversation, then the leads they left. */
export default function InboxPage() {
  return (
    <WorkspacePage
      title="Inbox"
      lead="Visitors waiting for a person come first; take over to answer them yourself."
      sections={INBOX_SECTIONS}
    />
  );
}
