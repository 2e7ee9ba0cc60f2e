import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { consoleEndpoints as api } from '../../../contract/endpoints.ts';
import type { VisitorErased, VisitorExport, VisitorRef } from '../../../contract/privacy.ts';
import { fieldErrorsOf, HttpError, send } from '../api/http.ts';
import { isCustomer, useScope } from '../scope.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { TextField } from '../ui/field.tsx';
import { toast, toastError } from '../ui/toast-store.ts';
import { PrivacySettings } from './privacy-settings.tsx';

/** A session id has no @; anything with one is taken as the email the visitor left. */
const refOf = (text: string): VisitorRef =>
  text.includes('@') ? { email: text.trim() } : { sessionId: text.trim() };

const messageOf = (err: unknown, fallback: string) => {
  const field = Object.values(fieldErrorsOf(err))[0];
  return field ?? (err instanceof HttpError && err.body ? err.body.error : fallback);
};

/** Saves the export as a file named for the visitor, as a download from the browser. */
function download(data: VisitorExport, name: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `visitor-${name.replace(/[^\w.@-]+/g, '_').slice(0, 60)}.json`;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * One visitor's data (a privacy request): the owners (or an operator) give a chat session id or the
 * email the visitor left, then download everything stored about them or erase it everywhere.
 */
export function PrivacySection({ clientId }: { clientId: string }) {
  const scope = useScope();
  const canManage = !isCustomer(scope) || scope.role === 'owner';
  const queryClient = useQueryClient();
  const [visitor, setVisitor] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  const exportIt = useMutation({
    mutationFn: (ref: VisitorRef) => send(api.exportVisitor, { id: clientId }, ref),
    onSuccess: (data) => {
      if (!data.found) setOutcome('Nothing is stored about this visitor.');
      else {
        download(data, visitor);
        setOutcome('Downloaded everything stored about this visitor.');
      }
    },
    onError: (err) => setError(messageOf(err, 'Failed to export the visitor’s data.')),
  });
  const erase = useMutation({
    mutationFn: (ref: VisitorRef) => send(api.eraseVisitor, { id: clientId }, ref),
    onSuccess: (data: VisitorErased) => {
      setConfirming(false);
      if (!data.erased) setOutcome('Nothing is stored about this visitor; nothing was erased.');
      else {
        const chats = data.visitor.sessionIds.length;
        setOutcome(`Erased: ${chats} conversation${chats === 1 ? '' : 's'} and everything linked to them.`);
        toast({ title: 'Visitor erased' });
        setVisitor('');
      }
      // Chats, leads and analytics shown elsewhere on the page may have held the visitor's rows.
      void queryClient.invalidateQueries();
    },
    onError: (err) => {
      setConfirming(false);
      const message = messageOf(err, 'Failed to erase the visitor’s data.');
      setError(message);
      toastError(message);
    },
  });

  if (!canManage) return null;
  const busy = exportIt.isPending || erase.isPending;
  const start = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setOutcome(null);
    if (!visitor.trim()) setError('Enter a chat session id or the visitor’s email');
    else exportIt.mutate(refOf(visitor));
  };
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Visitor data</h2>
      <p className="mt-1 text-sm text-slate-700">
        Answer a visitor’s request: download everything stored about them, or erase it (their conversations,
        the emails they left, their page views). A conversation still open ends.
      </p>
      <form className="mt-3 space-y-3" onSubmit={start} noValidate>
        <TextField
          label="Chat session id or email"
          value={visitor}
          onChange={(e) => setVisitor(e.target.value)}
          error={error}
          hint="The session id is shown on the conversation’s page; the email is the one they left in a chat."
          autoComplete="off"
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" disabled={busy}>
            Download as JSON
          </Button>
          <Button
            variant="danger"
            disabled={busy || !visitor.trim()}
            onClick={() => {
              setError(undefined);
              setOutcome(null);
              setConfirming(true);
            }}
          >
            Erase…
          </Button>
        </div>
        {outcome && (
          <p role="status" className="text-sm text-slate-800">
            {outcome}
          </p>
        )}
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Erase this visitor’s data?"
        description={`Everything stored about ${visitor.trim()} is deleted for good: conversations, emails left, page views. Usage counts stay.`}
        confirmLabel="Erase"
        busy={erase.isPending}
        onConfirm={() => erase.mutate(refOf(visitor))}
      />
      <PrivacySettings clientId={clientId} />
    </Card>
  );
}
