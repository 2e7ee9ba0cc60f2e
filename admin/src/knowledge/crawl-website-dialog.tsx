import { useState } from 'react';
import type { Client } from '../../../contract/clients.ts';
import { WebsiteSourceCreate, type SyncSchedule } from '../../../contract/knowledge.ts';
import { knowledgeApi } from '../api/knowledge-api.ts';
import { TextField } from '../ui/field.tsx';
import { FormActions } from '../ui/form-actions.tsx';
import { FormModal } from '../ui/modal.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { useSchemaSubmit } from '../ui/use-schema-submit.ts';
import { SCHEDULE_OPTIONS, defaultStartUrl } from './knowledge-format.ts';
import { useKnowledgeAction } from './use-knowledge-action.ts';

function CrawlForm({ client, pageCap, onDone }: { client: Client; pageCap: number; onDone: () => void }) {
  const [url, setUrl] = useState(() => defaultStartUrl(client.domain));
  const [schedule, setSchedule] = useState<SyncSchedule>('weekly');
  const crawl = useKnowledgeAction(
    client.id,
    (body: WebsiteSourceCreate) => knowledgeApi.crawlWebsite(client.id, body),
    {
      success: () => ({ title: 'Crawl started', description: 'Pages appear here as they are read.' }),
      failure: 'Failed to start the crawl. Please try again.',
      formShowsFields: true,
    },
  );

  const { errors, submit, pending } = useSchemaSubmit(WebsiteSourceCreate, crawl, onDone);

  return (
    <form noValidate onSubmit={(event) => submit(event, { url, schedule })} className="space-y-4">
      <TextField
        label="Start URL"
        name="url"
        type="url"
        inputMode="url"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={errors.url}
        hint={`Pages on ${client.domain} linked from here are read, up to ${pageCap} pages on the ${client.plan} plan. robots.txt is respected.`}
      />
      <SelectField
        label="Crawl again"
        value={schedule}
        onValueChange={(v) => setSchedule(v as SyncSchedule)}
        options={SCHEDULE_OPTIONS}
        error={errors.schedule}
      />
      <FormActions onCancel={onDone} pending={pending} label="Start Crawl" pendingLabel="Starting..." />
    </form>
  );
}

export function CrawlWebsiteDialog({
  client,
  pageCap,
  open,
  onOpenChange,
}: {
  client: Client;
  pageCap: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title="Crawl website"
      description="Read the client’s website so the assistant can answer from its pages."
    >
      {(close) => <CrawlForm client={client} pageCap={pageCap} onDone={close} />}
    </FormModal>
  );
}
