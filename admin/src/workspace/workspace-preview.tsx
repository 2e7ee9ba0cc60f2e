import { useEffect } from 'react';
import { ChatPreviewPage } from '../preview/chat-preview-page.tsx';
import { isCustomer, useScope } from '../scope.tsx';
import { markOnboarding } from './onboarding-checklist.tsx';

/** The console's preview, for the workspace's own client; opening it ticks the checklist's step 2. */
export function WorkspacePreview() {
  const scope = useScope();
  useEffect(() => {
    if (isCustomer(scope)) markOnboarding('tried', scope.clientId);
  }, [scope]);
  return <ChatPreviewPage />;
}
