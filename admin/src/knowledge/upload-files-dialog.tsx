import { useId, useState, type FormEvent } from 'react';
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  UPLOAD_EXTENSIONS,
  type UploadOutcome,
  type UploadResult,
} from '../../../contract/knowledge.ts';
import { fieldErrorsOf } from '../api/http.ts';
import { knowledgeApi } from '../api/knowledge-api.ts';
import { Button, focusRing } from '../ui/button.tsx';
import { Badge, type BadgeTone } from '../ui/card.tsx';
import { FormActions } from '../ui/form-actions.tsx';
import { clientFormDialog } from '../ui/modal.tsx';
import { formatCharacters } from './knowledge-format.ts';
import { useKnowledgeAction } from './use-knowledge-action.ts';

const OUTCOME_TONE: Record<UploadOutcome['status'], BadgeTone> = {
  added: 'green',
  updated: 'blue',
  unchanged: 'neutral',
  refused: 'red',
};

function Outcomes({ result }: { result: UploadResult }) {
  return (
    <ul aria-label="Uploaded files" className="divide-y divide-slate-100">
      {result.files.map((file, index) => (
        <li key={`${file.name}-${index}`} data-testid="upload-outcome" className="py-2 text-sm">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-all text-slate-900">{file.name}</span>
            <Badge tone={OUTCOME_TONE[file.status]}>{file.status}</Badge>
          </span>
          {file.error && <span className="block break-words text-red-700">{file.error}</span>}
          {file.characters !== undefined && (
            <span className="block text-xs text-slate-600">{formatCharacters(file.characters)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function UploadForm({ clientId, onDone }: { clientId: string; onDone: () => void }) {
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<UploadResult | null>(null);
  const upload = useKnowledgeAction(
    clientId,
    (chosen: File[]) => knowledgeApi.uploadFiles(clientId, chosen),
    {
      success: (chosen) => ({
        title: 'Upload finished',
        description: `${chosen.length} ${chosen.length === 1 ? 'file' : 'files'} read; see each file's outcome.`,
      }),
      failure: 'Failed to upload files. Please try again.',
      formShowsFields: true,
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0) return setError('Choose at least one file');
    if (files.length > MAX_UPLOAD_FILES)
      return setError(`Upload at most ${MAX_UPLOAD_FILES} files at a time`);
    setError(undefined);
    try {
      setResult(await upload.mutateAsync(files));
    } catch (err) {
      setError(Object.values(fieldErrorsOf(err))[0]);
    }
  };

  if (result) {
    return (
      <div className="space-y-4">
        <Outcomes result={result} />
        <div className="flex justify-end">
          <Button onClick={onDone} autoFocus>
            Done
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          Files
        </label>
        <input
          id={inputId}
          name="files"
          type="file"
          multiple
          accept={UPLOAD_EXTENSIONS.join(',')}
          onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
          className={`block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm ${focusRing}`}
        />
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : (
          <p id={`${inputId}-hint`} className="text-xs text-slate-600">
            PDF, Word (.docx), Markdown, text or CSV; up to {MAX_UPLOAD_FILES} files of{' '}
            {MAX_UPLOAD_BYTES / (1024 * 1024)} MB each. A file with the same name replaces the earlier one.
          </p>
        )}
      </div>
      <FormActions onCancel={onDone} pending={upload.isPending} label="Upload" pendingLabel="Uploading..." />
    </form>
  );
}

export const UploadFilesDialog = clientFormDialog(
  'Upload files',
  'Documents the assistant can answer from: manuals, price lists, policies.',
  UploadForm,
);
