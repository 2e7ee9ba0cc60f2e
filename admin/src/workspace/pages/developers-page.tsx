import { ActionsSection } from '../../actions/actions-section.tsx';
import { IdentitySection } from '../../identity/identity-section.tsx';
import { IntegrationsSection } from '../../webhooks/integrations-section.tsx';
import { ApiKeysSection } from '../../clients/api-keys-section.tsx';
import { EmbedSection, TokensSection } from '../sections/developer-sections.tsx';
import { WorkspacePage } from '../workspace-page.tsx';
import type { WorkspaceSection } from '../workspace-pages.ts';

/** The Developers page's sections, in order: add one line to place another (integrations go here). */
export const DEVELOPERS_SECTIONS: WorkspaceSection[] = [
  EmbedSection,
  TokensSection,
  ApiKeysSection,
  IdentitySection,
  IntegrationsSection,
  ActionsSection,
];

/** Developers: the website script, the tokens and the API keys for servers. */
export default function DevelopersPage() {
  return (
    <WorkspacePage
      title="Developers"
      lead="Put your assistant on your website, or call it from your own servers."
      sections={DEVELOPERS_SECTIONS}
    />
  );
}
