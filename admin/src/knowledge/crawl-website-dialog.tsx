import { useState, type FormEvent } from 'react';
import type { Client } from '../../../contract/clients.ts';
import { WebsiteSourceCreate, type SyncSchedule } from '../../../contract/knowledge.ts';
import { fieldErrorsOf } from '../api/http.ts';
import { knowledgeApi } from '../api/knowledge-api.ts';
import { fieldMessages } from '../clients/validation.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { Modal } from '../ui/modal.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { SCHEDULE_OPTIONS, defaultStartUrl } from './knowledge-format.ts';
import { useKnowledgeAction } from './use-knowledge-action.ts';

function CrawlForm({ client, pageCap, onDone }: { client: Client; pageCap: number; onDone: () => void }) {
  const [url, setUrl] = useState(() => defaultStartUrl(client.domain));
  const [schedule, setSchedule] = useState<SyncSchedule>('weekly');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const crawl = useKnowledgeAction(
    client.id,
    (body: WebsiteSourceCreate) => knowledgeApi.crawlWebsite(client.id, body),
    {
      success: () => ({ title: 'Crawl started', description: 'Pages appear here as they are read.' }),
      failure: 'Failed to start the crawl. Please try again.',
      formShowsFields: true,
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = WebsiteSourceCreate.safeParse({ url, schedule });
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      return;
    }
    setErrors({});
    try {
      await crawl.mutateAsync(parsed.data);
      onDone();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
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
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={crawl.isPending}>
          {crawl.isPending ? 'Starting...' : 'Start Crawl'}
        </Button>
      </div>
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
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Crawl website"
      description="Read the client’s website so the assistant can answer from its pages."
    >
      {open && <CrawlForm client={client} pageCap={pageCap} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}
