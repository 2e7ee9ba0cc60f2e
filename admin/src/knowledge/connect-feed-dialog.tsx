import { useState, type FormEvent } from 'react';
import type { FeedFormat } from '../../../contract/knowledge.ts';
import { FeedRecordType, FeedSourceCreate, type SyncSchedule } from '../../../contract/knowledge.ts';
import { fieldErrorsOf } from '../api/http.ts';
import { knowledgeApi } from '../api/knowledge-api.ts';
import { fieldMessages } from '../clients/validation.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { Modal } from '../ui/modal.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { SCHEDULE_OPTIONS } from './knowledge-format.ts';
import { useKnowledgeAction } from './use-knowledge-action.ts';

const FORMAT_OPTIONS = [
  { value: 'json', label: 'JSON' },
  { value: 'csv', label: 'CSV' },
];
const RECORD_OPTIONS = FeedRecordType.options.map((value) => ({
  value,
  label: value[0]!.toUpperCase() + value.slice(1),
}));

function FeedForm({ clientId, onDone }: { clientId: string; onDone: () => void }) {
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [format, setFormat] = useState<FeedFormat>('json');
  const [recordType, setRecordType] = useState<FeedRecordType>('products');
  const [authorization, setAuthorization] = useState('');
  const [schedule, setSchedule] = useState<SyncSchedule>('daily');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const connect = useKnowledgeAction(
    clientId,
    (body: FeedSourceCreate) => knowledgeApi.connectFeed(clientId, body),
    {
      success: (body) => ({ title: 'Data feed connected', description: `${body.name} is being fetched.` }),
      failure: 'Failed to connect the data feed. Please try again.',
      formShowsFields: true,
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = FeedSourceCreate.safeParse({
      name,
      url,
      format,
      recordType,
      authorization: authorization === '' ? undefined : authorization,
      schedule,
    });
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      return;
    }
    setErrors({});
    try {
      await connect.mutateAsync(parsed.data);
      onDone();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Name"
        name="name"
        placeholder="e.g. Product catalogue"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <TextField
        label="Feed URL"
        name="url"
        type="url"
        inputMode="url"
        placeholder="https://shop.example.com/feed.json"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={errors.url}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Format"
          value={format}
          onValueChange={(v) => setFormat(v as FeedFormat)}
          options={FORMAT_OPTIONS}
          error={errors.format}
        />
        <SelectField
          label="Record type"
          value={recordType}
          onValueChange={(v) => setRecordType(v as FeedRecordType)}
          options={RECORD_OPTIONS}
          error={errors.recordType}
        />
      </div>
      <TextField
        label="Authorization header (optional)"
        name="authorization"
        type="password"
        autoComplete="off"
        placeholder="Bearer …"
        value={authorization}
        onChange={(e) => setAuthorization(e.target.value)}
        error={errors.authorization}
        hint="Sent with each fetch; kept on the server and never shown again."
      />
      <SelectField
        label="Fetch again"
        value={schedule}
        onValueChange={(v) => setSchedule(v as SyncSchedule)}
        options={SCHEDULE_OPTIONS}
        error={errors.schedule}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? 'Connecting...' : 'Connect Feed'}
        </Button>
      </div>
    </form>
  );
}

export function ConnectFeedDialog({
  clientId,
  open,
  onOpenChange,
}: {
  clientId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Connect data feed"
      description="Live product, listing, inventory or order data the assistant can quote."
    >
      {open && <FeedForm clientId={clientId} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}
