import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FIGURE_LABELS } from '../../../../contract/figures.ts';
import type { LeadList, UnansweredList } from '../../../../contract/insights.ts';
import type { KnowledgeSourceList } from '../../../../contract/knowledge.ts';
import { keys } from '../../api/keys.ts';
import { useHandoffQueue } from '../../handoff/use-handoff-queue.ts';
import { useNow } from '../../dashboard/use-now.ts';
import { focusRing } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

function Item(props: { count: number; to: string; children: ReactNode; urgent?: boolean }) {
  return (
    <li>
      <Link
        to={props.to}
        className={`flex items-center justify-between gap-3 rounded-md border p-3 text-sm hover:bg-slate-50 ${focusRing} ${
          props.urgent && props.count > 0 ? 'border-red-300 bg-red-50' : 'border-slate-200'
        }`}
      >
        <span className="text-slate-800">{props.children}</span>
        <span className="text-lg font-semibold text-slate-900">{props.count}</span>
      </Link>
    </li>
  );
}

/** Home: what needs a person now: visitors waiting, new leads, unanswered questions, failed syncs. */
export function AttentionSection({ clientId }: { clientId: string }) {
  const now = useNow(60_000);
  const queue = useHandoffQueue();
  const leads = useQuery<LeadList>({ queryKey: keys.leads(clientId) });
  const unanswered = useQuery<UnansweredList>({ queryKey: keys.unanswered(clientId) });
  const sources = useQuery<KnowledgeSourceList>({ queryKey: keys.knowledgeSources(clientId) });
  const waiting = (queue.data?.sessions ?? []).filter(
    (s) => s.clientId === clientId && s.status === 'waiting',
  );
  const newLeads = (leads.data?.leads ?? []).filter((l) => now.getTime() - Date.parse(l.createdAt) < WEEK_MS);
  const failed = (sources.data?.sources ?? []).filter((s) => s.status === 'failed' || s.lastError);
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Needs your attention</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        <Item count={waiting.length} to="/inbox" urgent>
          {FIGURE_LABELS.handoffsWaiting}
        </Item>
        <Item count={newLeads.length} to="/inbox">
          New leads this week
        </Item>
        <Item count={unanswered.data?.total ?? 0} to="/knowledge">
          Questions your assistant could not answer
        </Item>
        <Item count={failed.length} to="/knowledge" urgent>
          Knowledge sources that failed to sync
        </Item>
      </ul>
    </Card>
  );
}
