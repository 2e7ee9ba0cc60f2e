import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Client } from '../../../../contract/clients.ts';
import type { KnowledgeSourceList } from '../../../../contract/knowledge.ts';
import { clientsApi } from '../../api/clients-api.ts';
import { keys } from '../../api/keys.ts';
import { useClientAction } from '../../clients/use-client-action.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { checklistKey, useChecklist } from '../checklist-api.ts';

export function knowledgeCount(client: Client, sources: KnowledgeSourceList | undefined): number {
  const documents = (sources?.sources ?? []).reduce((n, s) => n + s.documentCount, 0);
  return documents + client.chatCustomizations.faqs.length + (client.aiContent.trim() ? 1 : 0);
}

function Step(props: { n: number; title: string; done: boolean; children: ReactNode }) {
  return (
    <li className="rounded-md border border-slate-200 p-3" data-done={props.done}>
      <h3 className="font-medium text-slate-900">
        <span aria-hidden="true">{props.done ? '✓' : `${props.n}.`}</span> {props.title}
        {props.done && <span className="sr-only"> (done)</span>}
      </h3>
      <div className="mt-1 text-sm text-slate-700">{props.children}</div>
    </li>
  );
}

/**
 * Home: the first-run checklist (add knowledge, try the assistant, copy the script and go live), as the
 * server keeps it: a teammate or a second device sees the same steps done. "Try" is done once a
 * question was asked in the preview. It leaves the home screen when every step is done.
 */
export function ChecklistSection({ clientId }: { clientId: string }) {
  const queryClient = useQueryClient();
  const client = useQuery<Client>({ queryKey: keys.client(clientId) });
  const sources = useQuery<KnowledgeSourceList>({ queryKey: keys.knowledgeSources(clientId) });
  const checklist = useChecklist(clientId);
  const goLive = useClientAction(
    async () => {
      if (!client.data?.accessToken) await clientsApi.generateToken(clientId);
      return clientsApi.toggleTestMode(clientId, false);
    },
    {
      success: (c) => ({ title: 'Your assistant is live', description: `It answers on ${c.domain}.` }),
      failure: 'Could not go live. Please try again.',
    },
  );
  if (!client.data || !checklist.data) return null;
  const c = client.data;
  const knowledge = knowledgeCount(c, sources.data);
  const tried = checklist.data.tried !== null;
  const copied = checklist.data.copied !== null;
  const live = !c.testMode && Boolean(c.accessToken);
  const steps = [knowledge > 0, tried, copied && live];
  if (steps.every(Boolean)) return null;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Get started</h2>
      <p className="text-sm text-slate-600">
        {steps.filter(Boolean).length} of 3 done. Three steps to a live assistant on {c.domain}.
      </p>
      <ol className="mt-3 space-y-2">
        <Step n={1} title="Add what your assistant should know" done={knowledge > 0}>
          Write about your business, add FAQs or crawl your website.{' '}
          {knowledge > 0 ? (
            <strong>{knowledge} knowledge item(s) so far.</strong>
          ) : (
            <Link to="/knowledge" className={buttonClass('secondary', 'sm')}>
              Open Knowledge
            </Link>
          )}
        </Step>
        <Step n={2} title="Try your assistant" done={tried}>
          Ask it a question your visitors would ask.{' '}
          <Link to="/assistant#try" className={buttonClass('secondary', 'sm')}>
            Try it
          </Link>
        </Step>
        <Step n={3} title="Put it on your website and go live" done={copied && live}>
          <div className="flex flex-wrap items-center gap-2">
            <Link to="/developers" className={buttonClass('secondary', 'sm')}>
              {copied ? 'Script copied' : 'Copy the script'}
            </Link>
            {live ? (
              <span className="text-green-800">Live on {c.domain}</span>
            ) : (
              <Button
                size="sm"
                onClick={() =>
                  goLive.mutate(undefined, {
                    onSettled: () => void queryClient.invalidateQueries({ queryKey: checklistKey(clientId) }),
                  })
                }
                disabled={goLive.isPending}
              >
                Go live
              </Button>
            )}
          </div>
        </Step>
      </ol>
    </Card>
  );
}
