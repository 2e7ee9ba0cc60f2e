import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type {
  KnowledgeDocument,
  KnowledgeSource,
  KnowledgeSourceDetail,
} from '../../../contract/knowledge.ts';
import { keys } from '../api/keys.ts';
import { knowledgeApi } from '../api/knowledge-api.ts';
import { Button, focusRing } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { formatCharacters } from './knowledge-format.ts';
import { useKnowledgeAction } from './use-knowledge-action.ts';

/** The documents of an expanded source: pages link to themselves; each can be deleted. */
export function SourceDocuments({ clientId, source }: { clientId: string; source: KnowledgeSource }) {
  const detail = useQuery<KnowledgeSourceDetail>({ queryKey: keys.knowledgeSource(clientId, source.id) });
  const [deleting, setDeleting] = useState<KnowledgeDocument | null>(null);
  const remove = useKnowledgeAction(
    clientId,
    (doc: KnowledgeDocument) => knowledgeApi.removeDocument(clientId, source.id, doc.id),
    {
      success: (doc) => ({ title: 'Document deleted', description: `${doc.title} was removed.` }),
      failure: 'Failed to delete the document. Please try again.',
    },
  );

  const documents = detail.data?.documents ?? [];
  return (
    <div className="mt-2 rounded-md border border-slate-200 bg-slate-50 p-2">
      {detail.isPending && <p className="text-sm text-slate-600">Loading documents...</p>}
      {detail.isError && <p className="text-sm text-red-700">Failed to load documents</p>}
      {detail.isSuccess && documents.length === 0 && (
        <p className="text-sm text-slate-600">No documents in this source yet.</p>
      )}
      {documents.length > 0 && (
        <ul aria-label={`Documents of ${source.name}`} className="divide-y divide-slate-200">
          {documents.map((doc) => (
            <li
              key={doc.id}
              data-testid="knowledge-document"
              className="flex flex-wrap items-center justify-between gap-2 py-1.5"
            >
              <span className="min-w-0 flex-1 text-sm">
                <span className="block font-medium break-words text-slate-900">{doc.title}</span>
                <span className="block text-xs break-all text-slate-600">
                  {doc.url ? (
                    <a
                      href={doc.url}
                      target="_blank"
                      rel="noreferrer noopener"
                      className={`text-blue-700 underline ${focusRing}`}
                    >
                      {doc.url}
                    </a>
                  ) : (
                    doc.ref
                  )}{' '}
                  · {doc.lookupOnly ? 'looked up by its id only' : formatCharacters(doc.characters)}
                </span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setDeleting(doc)}
                aria-label={`Delete document ${doc.title}`}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete document?"
        description={`“${deleting?.title ?? ''}” will no longer be used in answers.${
          source.kind === 'files' ? '' : ' A later sync may add it again.'
        }`}
        confirmLabel="Delete Document"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
