import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { KnowledgeSource, SyncSchedule } from '../../../contract/knowledge.ts';
import { keys } from '../api/keys.ts';
import { knowledgeApi } from '../api/knowledge-api.ts';
import { formatChatAge } from '../format.ts';
import { Button, focusRing } from '../ui/button.tsx';
import { Badge } from '../ui/card.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { KIND_ICON, KIND_LABEL, SCHEDULE_OPTIONS, STATUS_LABEL, STATUS_TONE } from './knowledge-format.ts';
import { RenameSourceDialog } from './rename-source-dialog.tsx';
import { SourceDocuments } from './source-documents.tsx';
import { useKnowledgeAction } from './use-knowledge-action.ts';

/** A running sync's stage: fetching (pages or records) or embedding the client's chunks. */
function progressText(p: NonNullable<KnowledgeSource['progress']>): string {
  if (p.stage === 'embedding') return `Embedding ${p.done} of ${p.total ?? '?'} chunks`;
  return p.total === null ? `Fetched ${p.done}` : `Fetched ${p.done} of ${p.total}`;
}

/** One knowledge source: its state and controls; it expands to list the source's documents. */
export function SourceRow({
  clientId,
  source,
  now,
}: {
  clientId: string;
  source: KnowledgeSource;
  now: Date;
}) {
  const queryClient = useQueryClient();
  const panelId = useId();
  const [expanded, setExpanded] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);

  // The expanded documents follow the list: a finished sync or a removed document changes these.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: keys.knowledgeSource(clientId, source.id) });
  }, [queryClient, clientId, source.id, source.updatedAt, source.documentCount, source.status]);

  const schedule = useKnowledgeAction(
    clientId,
    (next: SyncSchedule) => knowledgeApi.update(clientId, source.id, { schedule: next }),
    {
      success: (next) => ({
        title: 'Schedule updated',
        description: `${source.name}: ${SCHEDULE_OPTIONS.find((o) => o.value === next)?.label ?? next}.`,
      }),
      failure: 'Failed to update the schedule. Please try again.',
    },
  );
  const sync = useKnowledgeAction(clientId, () => knowledgeApi.sync(clientId, source.id), {
    success: () => ({ title: 'Sync started', description: `${source.name} is being fetched again.` }),
    failure: 'Failed to start the sync. Please try again.',
  });
  const remove = useKnowledgeAction(clientId, () => knowledgeApi.remove(clientId, source.id), {
    success: () => ({ title: 'Knowledge source removed', description: `${source.name} was removed.` }),
    failure: 'Failed to remove the knowledge source. Please try again.',
  });

  const syncing = source.status === 'syncing';
  // A store is disconnected (its token deleted with it); other sources are removed.
  const store = source.kind === 'shopify' ? String(source.settings.shopDomain ?? '') : null;
  const removeWord = store === null ? 'Remove' : 'Disconnect';
  return (
    <li data-testid="knowledge-source" className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            aria-label={`${source.name}: documents`}
            onClick={() => setExpanded((e) => !e)}
            className={`flex max-w-full items-center gap-1.5 rounded text-left text-sm font-medium text-slate-900 hover:underline ${focusRing}`}
          >
            <span aria-hidden="true" className="text-xs text-slate-500">
              {expanded ? '▾' : '▸'}
            </span>
            <span aria-hidden="true">{KIND_ICON[source.kind]}</span>
            <span className="break-all">{source.name}</span>
          </button>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
            <Badge tone={STATUS_TONE[source.status]}>{STATUS_LABEL[source.status]}</Badge>
            <span>{KIND_LABEL[source.kind]}</span>
            {store && <span className="break-all">{store}</span>}
            <span>
              {source.documentCount} {source.documentCount === 1 ? 'document' : 'documents'}
            </span>
            <span>
              {source.lastSyncedAt
                ? `Last synced ${formatChatAge(source.lastSyncedAt, now).toLowerCase()}`
                : 'Never synced'}
            </span>
          </p>
          {syncing && source.progress && (
            <p data-testid="source-progress" className="mt-1 text-xs text-slate-600">
              {progressText(source.progress)}
            </p>
          )}
          {source.status === 'failed' && source.lastError && (
            <p data-testid="source-error" className="mt-1 text-sm break-words text-red-700">
              {source.lastError}
            </p>
          )}
          {source.status === 'ready' && source.lastError && (
            <p data-testid="source-warning" className="mt-1 text-sm break-words text-amber-800">
              {source.lastError}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {source.kind === 'files' ? (
            <span className="text-xs text-slate-600">Upload a file again to update it</span>
          ) : (
            <SelectField
              label={`Schedule for ${source.name}`}
              hideLabel
              value={source.schedule}
              onValueChange={(v) => schedule.mutate(v as SyncSchedule)}
              options={SCHEDULE_OPTIONS}
            />
          )}
          <Button
            size="sm"
            variant="secondary"
            disabled={syncing || sync.isPending}
            onClick={() => sync.mutate(undefined)}
            aria-label={`Sync ${source.name} now`}
          >
            {syncing ? 'Syncing...' : 'Sync now'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setRenaming(true)}
            aria-label={`Rename ${source.name}`}
          >
            Rename
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() => setRemoving(true)}
            aria-label={`${removeWord} ${source.name}`}
          >
            {removeWord}
          </Button>
        </div>
      </div>
      <div id={panelId} hidden={!expanded}>
        {expanded && <SourceDocuments clientId={clientId} source={source} />}
      </div>
      <RenameSourceDialog clientId={clientId} source={source} open={renaming} onOpenChange={setRenaming} />
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={store === null ? 'Remove knowledge source?' : 'Disconnect Shopify store?'}
        description={
          store === null
            ? `Everything “${source.name}” added to the assistant is removed at once. This action cannot be undone.`
            : `The products of “${source.name}” are removed from the assistant, orders are no longer looked up, and the access token is deleted. This action cannot be undone.`
        }
        confirmLabel={store === null ? 'Remove Source' : 'Disconnect Store'}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setRemoving(false) })}
      />
    </li>
  );
}
