import { useState } from 'react';
import { Link } from 'react-router';
import type { Client } from '../../../contract/clients.ts';
import type { KnowledgeSourceList } from '../../../contract/knowledge.ts';
import { clientsApi } from '../api/clients-api.ts';
import { useClientAction } from '../clients/use-client-action.ts';
import { buildEmbedScript } from '../../../contract/embed-script.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { copyText } from '../ui/copy-text.ts';

const flagKey = (what: 'tried' | 'copied', clientId: string) => `frontdesk.onboarding.${what}.${clientId}`;
export const markOnboarding = (what: 'tried' | 'copied', clientId: string) => {
  try {
    localStorage.setItem(flagKey(what, clientId), '1');
  } catch {
    // Private mode without storage: the step simply shows again next time.
  }
};
const hasFlag = (what: 'tried' | 'copied', clientId: string) => {
  try {
    return localStorage.getItem(flagKey(what, clientId)) === '1';
  } catch {
    return false;
  }
};

export function knowledgeCount(client: Client, sources: KnowledgeSourceList | undefined): number {
  const documents = (sources?.sources ?? []).reduce((n, s) => n + s.documentCount, 0);
  return documents + client.chatCustomizations.faqs.length + (client.aiContent.trim() ? 1 : 0);
}

function Step(props: { n: number; title: string; done: boolean; children: React.ReactNode }) {
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
 * The first-run checklist of a workspace: add knowledge, try the assistant, copy the script and go
 * live. It stays on the home screen until all three are done.
 */
export function OnboardingChecklist(props: {
  client: Client;
  sources: KnowledgeSourceList | undefined;
  publicUrl: string;
}) {
  const { client } = props;
  const [copied, setCopied] = useState(() => hasFlag('copied', client.id));
  const tried = hasFlag('tried', client.id);
  const knowledge = knowledgeCount(client, props.sources);
  const live = !client.testMode && Boolean(client.accessToken);
  const goLive = useClientAction(
    async () => {
      if (!client.accessToken) await clientsApi.generateToken(client.id);
      return clientsApi.toggleTestMode(client.id, false);
    },
    {
      success: { title: 'Your assistant is live', description: `It answers on ${client.domain}.` },
      failure: 'Could not go live. Please try again.',
    },
  );
  const steps = [knowledge > 0, tried, copied && live];
  if (steps.every(Boolean)) return null;
  const script = client.accessToken
    ? buildEmbedScript({
        publicUrl: props.publicUrl,
        clientId: client.id,
        token: client.accessToken,
        mode: 'production',
      })
    : null;

  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Get started</h2>
      <p className="text-sm text-slate-600">
        {steps.filter(Boolean).length} of 3 done. Three steps to a live assistant on {client.domain}.
      </p>
      <ol className="mt-3 space-y-2">
        <Step n={1} title="Add what your assistant should know" done={knowledge > 0}>
          Paste your business information below, add FAQs under “Customize Chatbot”, or crawl your website in
          Knowledge sources (progress shows there).{' '}
          {knowledge > 0 && <strong>{knowledge} knowledge item(s) so far.</strong>}
        </Step>
        <Step n={2} title="Try your assistant" done={tried}>
          <Link to="/preview" className={buttonClass('secondary', 'sm')}>
            Open the preview
          </Link>
        </Step>
        <Step n={3} title="Copy the script and go live" done={copied && live}>
          {script ? (
            <code className="my-2 block overflow-x-auto rounded bg-slate-100 p-2 text-xs">{script}</code>
          ) : (
            <p>Going live creates your production token.</p>
          )}
          <div className="flex flex-wrap gap-2">
            {script && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  void copyText(script).then(() => {
                    markOnboarding('copied', client.id);
                    setCopied(true);
                  })
                }
              >
                {copied ? 'Copied' : 'Copy script'}
              </Button>
            )}
            {live ? (
              <span className="self-center text-green-800">Live on {client.domain}</span>
            ) : (
              <Button size="sm" onClick={() => goLive.mutate(undefined)} disabled={goLive.isPending}>
                Go live
              </Button>
            )}
          </div>
        </Step>
      </ol>
    </Card>
  );
}
