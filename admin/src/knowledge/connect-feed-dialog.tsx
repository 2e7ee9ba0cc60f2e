import { useState } from 'react';
import type { FeedFormat } from '../../../contract/knowledge.ts';
import { FeedRecordType, FeedSourceCreate, type SyncSchedule } from '../../../contract/knowledge.ts';
import { knowledgeApi } from '../api/knowledge-api.ts';
import { TextField } from '../ui/field.tsx';
import { FormActions } from '../ui/form-actions.tsx';
import { clientFormDialog } from '../ui/modal.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { useSchemaSubmit } from '../ui/use-schema-submit.ts';
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
  const connect = useKnowledgeAction(
    clientId,
    (body: FeedSourceCreate) => knowledgeApi.connectFeed(clientId, body),
    {
      success: (body) => ({ title: 'Data feed connected', description: `${body.name} is being fetched.` }),
      failure: 'Failed to connect the data feed. Please try again.',
      formShowsFields: true,
    },
  );

  const { errors, submit, pending } = useSchemaSubmit(FeedSourceCreate, connect, onDone);

  return (
    <form
      noValidate
      onSubmit={(event) =>
        submit(event, {
          name,
          url,
          format,
          recordType,
          authorization: authorization === '' ? undefined : authorization,
          schedule,
        })
      }
      className="space-y-4"
    >
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
      <FormActions onCancel={onDone} pending={pending} label="Connect Feed" pendingLabel="Connecting..." />
    </form>
  );
}

export const ConnectFeedDialog = clientFormDialog(
  'Connect data feed',
  'Live product, listing, inventory or order data the assistant can quote.',
  FeedForm,
);
