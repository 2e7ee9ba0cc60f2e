import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, Outcome } from '../../../contract/chat.ts';
import { fieldErrorsOf } from '../api/http.ts';
import { useClientAction } from '../clients/use-client-action.ts';
import { Badge } from '../ui/card.tsx';
import { Button } from '../ui/button.tsx';
import { TextAreaField, TextField } from '../ui/field.tsx';
import { toast } from '../ui/toast-store.ts';
import type { AnswerExpectation } from '../../../contract/answer-tests.ts';
import { FormModal } from '../ui/modal.tsx';
import { qualityApi } from './quality-api.ts';
import { OUTCOME_HELP, OUTCOME_LABEL, OUTCOME_TONE, REASON_LABEL } from './quality-text.ts';

/** A conversation's outcome, with what it means on hover. */
export function OutcomeBadge({ outcome }: { outcome: Outcome | null }) {
  if (!outcome)
    return (
      <span title={OUTCOME_HELP.pending} className="text-xs text-slate-600">
        Pending
      </span>
    );
  return (
    <span title={OUTCOME_HELP[outcome]} data-outcome={outcome}>
      <Badge tone={OUTCOME_TONE[outcome]}>{OUTCOME_LABEL[outcome]}</Badge>
    </span>
  );
}

function ImproveForm({ clientId, m, close }: { clientId: string; m: ChatMessage; close: () => void }) {
  const [answer, setAnswer] = useState(m.message);
  const [error, setError] = useState<string | undefined>();
  const queryClient = useQueryClient();
  const save = useClientAction((text: string) => qualityApi.improve(clientId, m.id, text), {
    success: {
      title: 'Answer improved',
      description: 'The assistant gives this answer to the question and its close rewordings from now on.',
    },
    failure: 'Failed to save the answer. Please try again.',
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) return setError('Answer is required');
    try {
      await save.mutateAsync(answer);
      await queryClient.invalidateQueries();
      close();
    } catch (e) {
      setError(fieldErrorsOf(e).answer ?? fieldErrorsOf(e).messageId);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextAreaField
        label="Answer"
        name="answer"
        rows={6}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
        error={error}
        hint="Kept with the FAQs (edit or remove it there); not shown to visitors as a button."
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Save answer
        </Button>
      </div>
    </form>
  );
}

/** "Add as a test": the reply's question into the suite, with what its answer must contain. */
function TestForm({ clientId, m, close }: { clientId: string; m: ChatMessage; close: () => void }) {
  const [expect, setExpect] = useState('');
  const [error, setError] = useState<string | undefined>();
  const queryClient = useQueryClient();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const word = expect.trim().toUpperCase();
    const expectation: AnswerExpectation | undefined = !word
      ? undefined
      : word === 'DECLINE'
        ? { kind: 'decline' }
        : word === 'HANDOFF'
          ? { kind: 'handoff' }
          : { kind: 'contains', phrases: expect.split('|').map((p) => p.trim()) };
    try {
      await qualityApi.addTest(clientId, { messageId: m.id, expect: expectation });
      toast({ title: 'Test added', description: 'It runs with the suite from now on.' });
      await queryClient.invalidateQueries();
      close();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      setError(Object.values(fields)[0] ?? 'Failed to add the test. Please try again.');
    }
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="The answer must contain"
        name="expect"
        value={expect}
        onChange={(e) => setExpect(e.target.value)}
        error={error}
        hint="Phrases separated by |, or DECLINE or HANDOFF. Left empty, a declined reply must stay declined."
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button type="submit">Add test</Button>
      </div>
    </form>
  );
}

/** Under an assistant reply in a transcript: the visitor's thumbs, "Improve this answer", "Add as a test". */
export function MessageQuality({ m, clientId }: { m: ChatMessage; clientId: string }) {
  const [open, setOpen] = useState(false);
  const [testing, setTesting] = useState(false);
  if (m.sender !== 'ai') return null;
  const f = m.feedback;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700">
      {f && (
        <span data-feedback={f.rating}>
          {f.rating === 'up' ? '👍 Helpful' : '👎 Not helpful'}
          {f.reason && ` · ${REASON_LABEL[f.reason]}`}
          {f.comment && ` · “${f.comment}”`}
        </span>
      )}
      {!m.metadata.preview && (
        <button type="button" className="text-blue-700 underline" onClick={() => setOpen(true)}>
          Improve this answer
        </button>
      )}
      {!m.metadata.preview && (
        <button type="button" className="text-blue-700 underline" onClick={() => setTesting(true)}>
          Add as a test
        </button>
      )}
      <FormModal
        open={testing}
        onOpenChange={setTesting}
        title="Add as a test"
        description="The visitor's question joins the test suite; say what a right answer must contain."
      >
        {(close) => <TestForm clientId={clientId} m={m} close={close} />}
      </FormModal>
      <FormModal
        open={open}
        onOpenChange={setOpen}
        title="Improve this answer"
        description="Write the answer the assistant should give to this question from now on."
      >
        {(close) => <ImproveForm clientId={clientId} m={m} close={close} />}
      </FormModal>
    </div>
  );
}
