import { UnansweredSection } from '../../clients/unanswered-section.tsx';
import { BusinessTextSection, FaqsSection, SourcesSection } from '../sections/knowledge-sections.tsx';
import { WorkspacePage } from '../workspace-page.tsx';
import type { WorkspaceSection } from '../workspace-pages.ts';

/** Knowledge's sections, in order: add one line to place another. */
export const KNOWLEDGE_SECTIONS: WorkspaceSection[] = [
  BusinessTextSection,
  FaqsSection,
  SourcesSection,
  UnansweredSection,
];

/** Knowledge: everything the assistant answers from, and the questions it could not answer yet. */
export default function KnowledgePage() {
  return (
    <WorkspacePage
      title="Knowledge"
      lead="Your assistant answers only from what is here: your own words, your FAQs and your website."
      sections={KNOWLEDGE_SECTIONS}
    />
  );
}
