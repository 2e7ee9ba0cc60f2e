import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Client } from '../../../contract/clients.ts';
import { isCustomer, useScope } from '../scope.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { ApiIntegrationDialog } from './api-integration-dialog.tsx';
import { CustomizationDialog } from './customization-dialog.tsx';
import { EditClientDialog } from './edit-client-dialog.tsx';
import { UsageDialog } from './usage-dialog.tsx';

// Opened rarely: its own chunk, so the console's first load does not carry it.
const HandoffSettingsDialog = lazy(async () => ({
  default: (await import('./handoff-settings-dialog.tsx')).HandoffSettingsDialog,
}));

type Action = 'edit' | 'api' | 'usage' | 'customize' | 'handoff';

/** The client page's own buttons for the dialogs of the list's row menu. */
export function ClientActions({ client }: { client: Client }) {
  const [open, setOpen] = useState<Action | null>(null);
  // A customer's workspace has no plan, usage or status editing: those are the operators'.
  const operator = !isCustomer(useScope());
  const dialogClient = (action: Action) => (open === action ? client : null);
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {operator && (
        <Button size="sm" variant="secondary" onClick={() => setOpen('edit')}>
          Edit
        </Button>
      )}
      <Button size="sm" variant="secondary" onClick={() => setOpen('api')}>
        API Integration
      </Button>
      {operator && (
        <Button size="sm" variant="secondary" onClick={() => setOpen('usage')}>
          Message Usage
        </Button>
      )}
      <Button size="sm" variant="secondary" onClick={() => setOpen('customize')}>
        Customize Chatbot
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setOpen('handoff')}>
        Human Handoff
      </Button>
      <Link to={`/${encodeURIComponent(client.id)}`} className={buttonClass('secondary', 'sm')}>
        Preview Chat
      </Link>
      <EditClientDialog client={dialogClient('edit')} onOpenChange={close} />
      <ApiIntegrationDialog client={dialogClient('api')} onOpenChange={close} />
      <UsageDialog client={dialogClient('usage')} onOpenChange={close} />
      <CustomizationDialog client={dialogClient('customize')} onOpenChange={close} />
      {open === 'handoff' && (
        <Suspense fallback={null}>
          <HandoffSettingsDialog client={client} onOpenChange={close} />
        </Suspense>
      )}
    </div>
  );
}
