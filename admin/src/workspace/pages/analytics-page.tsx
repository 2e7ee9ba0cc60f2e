import { GapsSection } from '../../quality/gaps-section.tsx';
import { QualitySection } from '../../quality/quality-section.tsx';
import { AnalyticsSection } from '../sections/account-sections.tsx';
import { WorkspacePage } from '../workspace-page.tsx';
import type { WorkspaceSection } from '../workspace-pages.ts';

/** Analytics' sections, in order: add one line to place another. */
export const ANALYTICS_SECTIONS: WorkspaceSection[] = [QualitySection, GapsSection, AnalyticsSection];

/** Analytics: visitors, page views and conversations on this business's website. */
export default function AnalyticsPage() {
  return (
    <WorkspacePage
      title="Analytics"
      lead="Visitors, page views and conversations on your website."
      sections={ANALYTICS_SECTIONS}
    />
  );
}
