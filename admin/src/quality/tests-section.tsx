import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerExpectation, AnswerTestList, AnswerTestRun } from '../../../contract/answer-tests.ts';
import { fieldErrorsOf, HttpError } from '../api/http.ts';
import { Button } from '../ui/button.tsx';
import { Badge, Card } from '../ui/card.tsx';
import { TextField } from '../ui/field.tsx';
import { toast, toastError } from '../ui/toast-store.ts';
import { qualityApi, qualityKeys } from './quality-api.ts';

const expectText = (e: AnswerExpectation) =>
  e.kind === 'contains' ? e.phrases.join(' | ') : e.kind === 'decline' ? 'Must decline' : 'Must hand off';

function RunResults({ run }: { run: AnswerTestRun }) {
  return (
    <div className="mt-3" data-testid="test-run">
      <p className="text-sm text-slate-800">
        <Badge tone={run.failed > 0 ? 'red' : 'green'}>
          {run.passed} passed, {run.failed} failed
        </Badge>{' '}
        {run.broken > 0 && <Badge tone="red">{run.broken} newly failing</Badge>}{' '}
        {run.fixed > 0 && <Badge tone="green">{run.fixed} fixed</Badge>}{' '}
        <span className="text-xs text-slate-600">
          {run.trigger === 'knowledge' ? 'Ran after a knowledge change' : 'Ran by hand'} ·{' '}
          {run.finishedAt ?? run.startedAt}
        </span>
      </p>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {run.results
          .filter((r) => !r.passed)
          .slice(0, 50)
          .map((r) => (
            <li key={r.testId} className="py-1.5">
              <span className="font-medium text-slate-900">{r.question}</span>
              {r.before === 'passed' && <span className="text-red-700"> (passed before)</span>}
              <span className="block text-xs text-slate-700">{r.problem}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}

/** The client's test suite: questions and what a right answer holds; run by hand and after knowledge changes. */
export function TestsSection({ clientId }: { clientId: string }) {
  const queryClient = useQueryClient();
  const list = useQuery<AnswerTestList>({ queryKey: qualityKeys.tests(clientId) });
  const [question, setQuestion] = useState('');
  const [expect, setExpect] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refresh = () => queryClient.invalidateQueries({ queryKey: qualityKeys.tests(clientId) });
  const run = useMutation({
    mutationFn: () => qualityApi.runTests(clientId),
    onSuccess: (r) => toast({ title: `${r.passed} passed, ${r.failed} failed` }),
    onError: (e) =>
      toastError(
        e instanceof HttpError && e.body ? e.body.error : 'Failed to run the tests. Please try again.',
      ),
    onSettled: refresh,
  });

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const word = expect.trim().toUpperCase();
    const expectation: AnswerExpectation =
      word === 'DECLINE'
        ? { kind: 'decline' }
        : word === 'HANDOFF'
          ? { kind: 'handoff' }
          : { kind: 'contains', phrases: expect.split('|').map((p) => p.trim()) };
    try {
      await qualityApi.addTest(clientId, { question, expect: expectation });
      setQuestion('');
      setExpect('');
      setErrors({});
      await refresh();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      setErrors({
        question: fields.question ?? '',
        expect: Object.entries(fields).find(([k]) => k.startsWith('expect'))?.[1] ?? '',
      });
    }
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const r = await qualityApi.importTests(clientId, await file.text());
      toast({ title: `Imported ${r.added} questions` });
      await refresh();
    } catch (e) {
      const fields = e instanceof HttpError ? (e.body?.fields ?? {}) : {};
      const rows = Object.entries(fields)
        .slice(0, 5)
        .map(([k, v]) => `${k}: ${v}`)
        .join('; ');
      toastError(rows ? `Nothing imported. ${rows}` : 'Failed to import the file.');
    }
  };

  const tests = list.data?.tests ?? [];
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tests-heading" className="text-lg font-semibold text-slate-900">
          Test questions {list.data && <Badge>{list.data.total}</Badge>}
        </h2>
        <div className="flex flex-wrap gap-2">
          <label className="cursor-pointer rounded-md border border-slate-300 px-2.5 py-1.5 text-xs font-medium text-slate-800">
            Import CSV
            <input
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              onChange={(e) => void importFile(e.target.files?.[0])}
            />
          </label>
          <Button size="sm" disabled={run.isPending || tests.length === 0} onClick={() => run.mutate()}>
            {run.isPending ? 'Running…' : 'Run tests'}
          </Button>
        </div>
      </div>
      <p className="text-sm text-slate-600">
        Questions the assistant must answer right. They run again by themselves when the knowledge changes,
        and the owners get a mail when one that passed fails. CSV: <code>question,expect</code>, phrases
        separated by <code>|</code>, or DECLINE / HANDOFF.
      </p>
      <form noValidate onSubmit={add} className="mt-3 grid gap-2 sm:grid-cols-[2fr_2fr_auto] sm:items-end">
        <TextField
          label="Question"
          name="question"
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          error={errors.question || undefined}
        />
        <TextField
          label="The answer must contain"
          name="expect"
          hint="Phrases separated by |, or DECLINE or HANDOFF"
          value={expect}
          onChange={(e) => setExpect(e.target.value)}
          error={errors.expect || undefined}
        />
        <Button type="submit">Add</Button>
      </form>
      {tests.length > 0 && (
        <ul aria-labelledby="tests-heading" className="mt-3 divide-y divide-slate-100 text-sm">
          {tests.slice(0, 100).map((t) => (
            <li
              key={t.id}
              data-testid="test-row"
              className="flex flex-wrap items-center justify-between gap-2 py-1.5"
            >
              <span className="min-w-0 flex-1">
                <span className="block break-words text-slate-900">{t.question}</span>
                <span className="block text-xs text-slate-600">{expectText(t.expect)}</span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Remove test ${t.question}`}
                onClick={() => void qualityApi.removeTest(clientId, t.id).then(refresh)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list.data?.lastRun && <RunResults run={run.data ?? list.data.lastRun} />}
    </Card>
  );
}
