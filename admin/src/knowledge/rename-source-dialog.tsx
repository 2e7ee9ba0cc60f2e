import { useState } from 'react';
import { SourceUpdate, type KnowledgeSource } from '../../../contract/knowledge.ts';
import { knowledgeApi } from '../api/knowledge-api.ts';
import { TextField } from '../ui/field.tsx';
import { FormActions } from '../ui/form-actions.tsx';
import { FormModal } from '../ui/modal.tsx';
import { useSchemaSubmit } from '../ui/use-schema-submit.ts';
import { useKnowledgeAction } from './use-knowledge-action.ts';

/** The rename form sends the name alone, so here it is required. */
const Rename = SourceUpdate.required({ name: true });

function RenameForm({
  clientId,
  source,
  onDone,
}: {
  clientId: string;
  source: KnowledgeSource;
  onDone: () => void;
}) {
  const [name, setName] = useState(source.name);
  const rename = useKnowledgeAction(
    clientId,
    (body: { name: string }) => knowledgeApi.update(clientId, source.id, body),
    {
      success: (body) => ({ title: 'Knowledge source renamed', description: `Now called ${body.name}.` }),
      failure: 'Failed to rename the knowledge source. Please try again.',
      formShowsFields: true,
    },
  );

  const { errors, submit, pending } = useSchemaSubmit(Rename, rename, onDone);

  return (
    <form noValidate onSubmit={(event) => submit(event, { name })} className="space-y-4">
      <TextField
        label="Name"
        name="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        autoFocus
      />
      <FormActions onCancel={onDone} pending={pending} label="Save Name" pendingLabel="Saving..." />
    </form>
  );
}

export function RenameSourceDialog({
  clientId,
  source,
  open,
  onOpenChange,
}: {
  clientId: string;
  source: KnowledgeSource;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormModal open={open} onOpenChange={onOpenChange} title="Rename knowledge source">
      {(close) => <RenameForm clientId={clientId} source={source} onDone={close} />}
    </FormModal>
  );
}
