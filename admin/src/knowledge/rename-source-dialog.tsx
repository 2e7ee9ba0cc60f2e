import { useState, type FormEvent } from 'react';
import { SourceUpdate, type KnowledgeSource } from '../../../contract/knowledge.ts';
import { fieldErrorsOf } from '../api/http.ts';
import { knowledgeApi } from '../api/knowledge-api.ts';
import { fieldMessages } from '../clients/validation.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { Modal } from '../ui/modal.tsx';
import { useKnowledgeAction } from './use-knowledge-action.ts';

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const rename = useKnowledgeAction(
    clientId,
    (next: string) => knowledgeApi.update(clientId, source.id, { name: next }),
    {
      success: (next) => ({ title: 'Knowledge source renamed', description: `Now called ${next}.` }),
      failure: 'Failed to rename the knowledge source. Please try again.',
      formShowsFields: true,
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = SourceUpdate.safeParse({ name });
    if (!parsed.success || parsed.data.name === undefined) {
      setErrors(fieldMessages(parsed.error));
      return;
    }
    setErrors({});
    try {
      await rename.mutateAsync(parsed.data.name);
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
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        autoFocus
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={rename.isPending}>
          {rename.isPending ? 'Saving...' : 'Save Name'}
        </Button>
      </div>
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
    <Modal open={open} onOpenChange={onOpenChange} title="Rename knowledge source">
      {open && <RenameForm clientId={clientId} source={source} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}
