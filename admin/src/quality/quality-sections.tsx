import { GapsSection } from './gaps-section.tsx';
import { QualitySection } from './quality-section.tsx';
import { TestsSection } from './tests-section.tsx';

/** The client page's quality block: resolution figures, what to fix first, and the test suite. */
export function QualitySections({ clientId }: { clientId: string }) {
  return (
    <>
      <QualitySection clientId={clientId} />
      <div className="grid gap-4 lg:grid-cols-2">
        <GapsSection clientId={clientId} />
        <TestsSection clientId={clientId} />
      </div>
    </>
  );
}
