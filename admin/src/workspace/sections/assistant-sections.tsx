import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Client } from '../../../../contract/clients.ts';
import { keys } from '../../api/keys.ts';
import { CustomizationForm } from '../../clients/customization-dialog.tsx';
import { HandoffSettingsForm } from '../../clients/handoff-settings-dialog.tsx';
import { ChatPreviewPage } from '../../preview/chat-preview-page.tsx';
import { Card } from '../../ui/card.tsx';

function useClient(clientId: string) {
  return useQuery<Client>({ queryKey: keys.client(clientId) }).data;
}

/** Assistant: how the widget looks and greets visitors. Cancel puts back what is saved. */
export function LookSection({ clientId }: { clientId: string }) {
  const client = useClient(clientId);
  const [round, setRound] = useState(0);
  if (!client) return null;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Look and greeting</h2>
      <p className="mb-4 text-sm text-slate-600">
        How the chat looks on your website and what it says first.
      </p>
      <CustomizationForm
        key={`${client.updatedAt}-${round}`}
        client={client}
        withFaqs={false}
        onDone={() => setRound((n) => n + 1)}
      />
    </Card>
  );
}

/** Assistant: when visitors can talk to a person (business hours, the wait before the email offer). */
export function BehaviourSection({ clientId }: { clientId: string }) {
  const client = useClient(clientId);
  const [round, setRound] = useState(0);
  if (!client) return null;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Talking to a person</h2>
      <p className="mb-4 text-sm text-slate-600">
        When a visitor asks for a person, your team answers in the Inbox during these hours.
      </p>
      <HandoffSettingsForm
        key={`${client.updatedAt}-${round}`}
        client={client}
        onDone={() => setRound((n) => n + 1)}
      />
    </Card>
  );
}

/** Assistant: the real widget, in the business's look, answering from its knowledge (not counted). */
export function TrySection({ clientId }: { clientId: string }) {
  return (
    <section id="try" aria-label="Try your assistant" className="scroll-mt-4">
      <ChatPreviewPage clientId={clientId} embedded />
    </section>
  );
}
