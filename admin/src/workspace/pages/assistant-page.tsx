import { AssistantSection } from '../../assistant/assistant-section.tsx';
import { ConsentModeSection } from '../../privacy/consent-mode-section.tsx';
import { TestsSection } from '../../quality/tests-section.tsx';
import { BehaviourSection, LookSection, TrySection } from '../sections/assistant-sections.tsx';
import { WorkspacePage } from '../workspace-page.tsx';
import type { WorkspaceSection } from '../workspace-pages.ts';

/** The Assistant's sections, in order: add one line to place another. */
export const ASSISTANT_SECTIONS: WorkspaceSection[] = [
  TrySection,
  AssistantSection,
  LookSection,
  BehaviourSection,
  TestsSection,
  ConsentModeSection,
];

/** Assistant: try it, and set how it looks and when a person takes over. */
export default function AssistantPage() {
  return (
    <WorkspacePage
      title="Assistant"
      lead="Try your assistant as visitors see it, and set how it looks and when your team steps in."
      sections={ASSISTANT_SECTIONS}
    />
  );
}
