import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Client } from '../../../contract/clients.ts';
import type { EmbeddingProgress, KnowledgeSourceList } from '../../../contract/knowledge.ts';
import { keys } from '../api/keys.ts';
import { useNow } from '../dashboard/use-now.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { ConnectFeedDialog } from './connect-feed-dialog.tsx';
import { ConnectShopifyDialog } from './connect-shopify-dialog.tsx';
import { CrawlWebsiteDialog } from './crawl-website-dialog.tsx';
import { planFeatures } from './knowledge-format.ts';
import { SourceRow } from './source-row.tsx';
import { UploadFilesDialog } from './upload-files-dialog.tsx';

/** While a sync runs the list is fetched again this often, so status and counts follow it. */
const POLL_MS = 2000;

type Adding = 'website' | 'files' | 'feed' | 'shopify' | null;

/** How far the client's chunks are embedded for search by meaning, and why not when that failed. */
function EmbeddingsLine({ embeddings: e }: { embeddings: EmbeddingProgress }) {
  if (e.state === 'failed')
    return (
      <p data-testid="embeddings-status" role="status" className="mt-3 text-sm break-words text-red-700">
        Embedding failed ({e.model}): {(e.error ?? 'unknown error').replace(/\.?$/, '.')} Answers use keyword
        search until the knowledge changes again.
      </p>
    );
  const text =
    e.state === 'ready'
      ? `Search by meaning is on (${e.model}): all ${e.total} chunks embedded.`
      : `${e.state === 'embedding' ? 'Embedding' : 'Waiting to embed'}: ${e.done} of ${e.total} chunks (${e.model}). Answers use keyword search until every chunk is embedded.`;
  return (
    <p data-testid="embeddings-status" role="status" className="mt-3 text-sm text-slate-600">
      {text}
    </p>
  );
}

/** A client's knowledge sources (crawled website, uploaded files, data feeds, Shopify stores): add, sync, schedule, remove. */
export function KnowledgeSection({ client }: { client: Client }) {
  const list = useQuery<KnowledgeSourceList>({
    queryKey: keys.knowledgeSources(client.id),
    refetchInterval: (query) =>
      query.state.data?.sources.some((s) => s.status === 'syncing' || s.status === 'pending') ||
      query.state.data?.embeddings?.state === 'embedding'
        ? POLL_MS
        : false,
  });
  const now = useNow(30_000);
  const [adding, setAdding] = useState<Adding>(null);
  const features = planFeatures(client.plan);
  const sources = list.data?.sources ?? [];

  return (
    <Card>
      <h2 id="knowledge-heading" className="text-lg font-semibold text-slate-900">
        Knowledge sources
      </h2>
      <p className="text-sm text-slate-600">
        Pages, files and live data the assistant answers from, besides the AI content and FAQs.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setAdding('website')}>
          Crawl website
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={!features.fileUploads}
          aria-describedby={features.fileUploads ? undefined : 'knowledge-uploads-note'}
          onClick={() => setAdding('files')}
        >
          Upload files
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={!features.connectors}
          aria-describedby={features.connectors ? undefined : 'knowledge-feeds-note'}
          onClick={() => setAdding('feed')}
        >
          Connect data feed
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={!features.connectors}
          aria-describedby={features.connectors ? undefined : 'knowledge-feeds-note'}
          onClick={() => setAdding('shopify')}
        >
          Connect Shopify store
        </Button>
      </div>
      <ul className="mt-2 space-y-0.5 text-xs text-slate-600">
        <li>
          Website crawls read up to {features.crawlPages} pages on the {client.plan} plan.
        </li>
        {!features.fileUploads && (
          <li id="knowledge-uploads-note">File uploads are available on the Enterprise plan.</li>
        )}
        {!features.connectors && (
          <li id="knowledge-feeds-note">
            Live-data feeds and Shopify stores are available on the Premium and Enterprise plans.
          </li>
        )}
      </ul>

      {list.data?.embeddings && <EmbeddingsLine embeddings={list.data.embeddings} />}
      {list.isPending && <p className="mt-3 text-sm text-slate-600">Loading...</p>}
      {list.isError && <p className="mt-3 text-sm text-red-700">Failed to load knowledge sources</p>}
      {list.isSuccess && sources.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">
          No knowledge sources yet. Crawl the client’s website to get started.
        </p>
      )}
      {sources.length > 0 && (
        <ul aria-labelledby="knowledge-heading" className="mt-3 divide-y divide-slate-100">
          {sources.map((source) => (
            <SourceRow key={source.id} clientId={client.id} source={source} now={now} />
          ))}
        </ul>
      )}

      <CrawlWebsiteDialog
        client={client}
        pageCap={features.crawlPages}
        open={adding === 'website'}
        onOpenChange={(open) => setAdding(open ? 'website' : null)}
      />
      {features.fileUploads && (
        <UploadFilesDialog
          clientId={client.id}
          open={adding === 'files'}
          onOpenChange={(open) => setAdding(open ? 'files' : null)}
        />
      )}
      {features.connectors && (
        <ConnectShopifyDialog
          clientId={client.id}
          open={adding === 'shopify'}
          onOpenChange={(open) => setAdding(open ? 'shopify' : null)}
        />
      )}
      {features.connectors && (
        <ConnectFeedDialog
          clientId={client.id}
          open={adding === 'feed'}
          onOpenChange={(open) => setAdding(open ? 'feed' : null)}
        />
      )}
    </Card>
  );
}
