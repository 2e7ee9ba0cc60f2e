import { AssistantStatusSection } from '../sections/assistant-status-section.tsx';
import { AttentionSection } from '../sections/attention-section.tsx';
import { ChecklistSection } from '../sections/checklist-section.tsx';
import { WorkspacePage } from '../workspace-page.tsx';
import type { WorkspaceSection } from '../workspace-pages.ts';

/** Home's sections, in order: add one line to place another. */
export const HOME_SECTIONS: WorkspaceSection[] = [ChecklistSection, AssistantStatusSection, AttentionSection];

/** Home: is the assistant answering, how it is doing this month, and what needs a person. */
export default function HomePage() {
  return <WorkspacePage title="Home" sections={HOME_SECTIONS} />;
}
