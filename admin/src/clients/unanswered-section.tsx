import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { UnansweredList, UnansweredQuestion } from '../../../contract/insights.ts';
import { insightsApi } from '../api/insights-api.ts';
import { keys } from '../api/keys.ts';
import { chatPath } from '../chats/chat-path.ts';
import { formatDateTime } from '../format.ts';
import { Button, focusRing } from '../ui/button.tsx';
import { Badge, Card } from '../ui/card.tsx';
import { FaqFromQuestionDialog } from './faq-from-question-dialog.tsx';
import { useClientAction } from './use-client-action.ts';

/** Questions the assistant could not answer from knowledge, each one click from becoming an FAQ. */
export function UnansweredSection({ clientId }: { clientId: string }) {
  const list = useQuery<UnansweredList>({ queryKey: keys.unanswered(clientId) });
  const [answering, setAnswering] = useState<UnansweredQuestion | null>(null);
  const dismiss = useClientAction((question: string) => insightsApi.dismiss(clientId, question), {
    success: { title: 'Question dismissed' },
    failure: 'Failed to dismiss question. Please try again.',
  });

  const questions = list.data?.questions ?? [];
  return (
    <Card>
      <div className="flex items-center gap-2">
        <h2 id="unanswered-heading" className="text-lg font-semibold text-slate-900">
          Unanswered questions
        </h2>
        {list.data && (
          <Badge tone={list.data.total > 0 ? 'amber' : 'neutral'}>
            <span data-testid="unanswered-count">{list.data.total}</span>
            <span className="sr-only"> open</span>
          </Badge>
        )}
      </div>
      <p className="text-sm text-slate-600">
        What visitors asked that the assistant could not answer from this client’s knowledge.
      </p>
      {list.isPending && <p className="mt-2 text-sm text-slate-600">Loading...</p>}
      {list.isError && <p className="mt-2 text-sm text-red-700">Failed to load unanswered questions</p>}
      {list.isSuccess && questions.length === 0 && (
        <p className="mt-2 text-sm text-slate-600">No unanswered questions. Nice work!</p>
      )}
      {questions.length > 0 && (
        <ul aria-labelledby="unanswered-heading" className="mt-2 divide-y divide-slate-100">
          {questions.map((q) => (
            <li
              key={q.normalized}
              data-testid="unanswered-row"
              className="flex flex-wrap items-center justify-between gap-2 py-2"
            >
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium break-words text-slate-900">{q.question}</span>
                <span className="block text-xs text-slate-600">
                  {q.reason === 'unsupported' ? 'Answered without a source' : 'Not answered'} · Asked{' '}
                  {q.count} {q.count === 1 ? 'time' : 'times'} · last {formatDateTime(q.lastAskedAt)} ·{' '}
                  <Link
                    to={chatPath(q.sampleSessionId, clientId)}
                    className={`text-blue-700 underline ${focusRing}`}
                  >
                    View chat
                  </Link>
                </span>
              </span>
              <span className="flex gap-2">
                <Button size="sm" onClick={() => setAnswering(q)} aria-label={`Turn into FAQ: ${q.question}`}>
                  Turn into FAQ
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={dismiss.isPending}
                  onClick={() => dismiss.mutate(q.question)}
                  aria-label={`Dismiss: ${q.question}`}
                >
                  Dismiss
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <FaqFromQuestionDialog clientId={clientId} question={answering} onClose={() => setAnswering(null)} />
    </Card>
  );
}
