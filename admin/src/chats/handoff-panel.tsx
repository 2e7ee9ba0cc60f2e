import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Ack, OperatorSendAck, SessionHandoff } from '../../../contract/realtime.ts';
import { keys } from '../api/keys.ts';
import { useMe } from '../api/use-me.ts';
import { acquireAdminSocket, releaseAdminSocket } from '../realtime/admin-socket.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { TextAreaField } from '../ui/field.tsx';
import { toastError } from '../ui/toast-store.ts';
import { useOperatorTyping, useVisitorTyping } from '../handoff/use-typing.ts';

type Event = 'session:take-over' | 'session:hand-back' | 'session:close' | 'operator:send';

/** Emits on the admin namespace and waits for the server's ack; a refused ack becomes an Error. */
async function emitAck<T extends object>(
  event: Event,
  payload: SessionHandoff & { message?: string },
): Promise<T> {
  const socket = await acquireAdminSocket();
  try {
    const ack = (await socket.timeout(10_000).emitWithAck(event, payload)) as Ack<T>;
    if (!ack.ok) throw new Error(ack.error);
    return ack;
  } finally {
    releaseAdminSocket();
  }
}

interface HandoffPanelProps {
  clientId: string;
  sessionId: string;
  handledBy: string | null;
  active: boolean;
}

/**
 * Human handoff (PRODUCT.md): an operator takes over a live session, the AI stays quiet, the
 * visitor sees the operator's replies in the widget, and the session is handed back afterwards.
 */
export function HandoffPanel({ clientId, sessionId, handledBy, active }: HandoffPanelProps) {
  const me = useMe();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const mine = handledBy !== null && handledBy === me.data?.user.username;
  const ref = { clientId, sessionId };
  const visitorTyping = useVisitorTyping(clientId, sessionId);
  const typing = useOperatorTyping(clientId, sessionId, mine);

  const run = async (work: () => Promise<unknown>, failure: string) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      toastError(`${failure} ${e instanceof Error ? e.message : ''}`.trim());
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: keys.sessions });
    }
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Message is required');
      return;
    }
    setError(undefined);
    void run(async () => {
      await emitAck<OperatorSendAck>('operator:send', { ...ref, message: text });
      typing(false);
      setText('');
    }, 'Failed to send message.');
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Live Handoff</h2>
      <p className="mt-1 text-sm text-slate-700">
        {handledBy
          ? `${mine ? 'You are' : `${handledBy} is`} answering this visitor; the AI is paused.`
          : 'The AI assistant is answering this visitor.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {handledBy === null ? (
          <Button
            size="sm"
            disabled={busy || !active}
            onClick={() =>
              void run(() => emitAck('session:take-over', ref), 'Failed to take over the session.')
            }
          >
            Take Over
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void run(() => emitAck('session:hand-back', ref), 'Failed to hand the session back.')
            }
          >
            Hand Back to AI
          </Button>
        )}
        {active && (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => void run(() => emitAck('session:close', ref), 'Failed to close the session.')}
          >
            Close
          </Button>
        )}
      </div>
      {!active && handledBy === null && (
        <p className="mt-2 text-xs text-slate-600">Only active sessions can be taken over.</p>
      )}
      {visitorTyping && (
        <p className="mt-2 text-xs text-slate-600" role="status" data-visitor-typing="">
          The visitor is typing…
        </p>
      )}
      {mine && (
        <form onSubmit={send} noValidate className="mt-3 space-y-2">
          <TextAreaField
            label="Reply as operator"
            rows={2}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              typing(e.target.value.trim() !== '');
            }}
            error={error}
          />
          <Button type="submit" size="sm" disabled={busy}>
            Send Reply
          </Button>
        </form>
      )}
    </Card>
  );
}
