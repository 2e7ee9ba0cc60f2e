import { useState } from 'react';
import type { Client } from '../../../contract/clients.ts';
import { clientsApi } from '../api/clients-api.ts';
import { useClientAction } from '../clients/use-client-action.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { TextAreaField } from '../ui/field.tsx';

/** The business text the assistant answers from (the client's AI content), edited by the customer. */
export function KnowledgeTextCard({ client }: { client: Client }) {
  const [text, setText] = useState(client.aiContent);
  const save = useClientAction((aiContent: string) => clientsApi.update(client.id, { aiContent }), {
    success: { title: 'Knowledge saved', description: 'Your assistant answers from it now.' },
    failure: 'Failed to save the knowledge. Please try again.',
  });
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Business information</h2>
      <form
        className="mt-2 space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(text);
        }}
      >
        <TextAreaField
          label="What your assistant should know"
          hint="Opening hours, prices, policies, anything visitors ask. Plain text."
          name="aiContent"
          rows={8}
          maxLength={100_000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" size="sm" disabled={save.isPending || text === client.aiContent}>
          {save.isPending ? 'Saving...' : 'Save knowledge'}
        </Button>
      </form>
    </Card>
  );
}
