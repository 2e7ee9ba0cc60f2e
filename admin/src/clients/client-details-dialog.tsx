import type { ReactNode } from 'react';
import type { Client } from '../../../contract/clients.ts';
import { industryLabel } from '../../../contract/clients.ts';
import { formatDateTime, formatNumber, parseMessagesUsed } from '../format.ts';
import { Badge, planTone, statusTone } from '../ui/card.tsx';
import { Modal } from '../ui/modal.tsx';
import { ResetUsageButton } from './reset-usage-button.tsx';
import { DomainLink } from './domain-link.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Read-only view of every field, plus the per-client usage reset. */
export function ClientDetailsDialog({
  client,
  onOpenChange,
}: {
  client: Client | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={client !== null}
      onOpenChange={onOpenChange}
      title="Client Details"
      description={client?.businessName}
      wide
    >
      {client && (
        <div className="space-y-4">
          <dl className="divide-y divide-slate-100">
            <Row label="Client Name">{client.clientName}</Row>
            <Row label="Business Name">{client.businessName}</Row>
            <Row label="Domain">
              <DomainLink domain={client.domain} />
            </Row>
            <Row label="Plan">
              <Badge tone={planTone(client.plan)}>{client.plan}</Badge>
            </Row>
            <Row label="Status">
              <Badge tone={statusTone(client.status)}>{client.status}</Badge>
            </Row>
            <Row label="Email">{client.email || 'Not specified'}</Row>
            <Row label="Phone">{client.phone || 'Not specified'}</Row>
            <Row label="Industry">{industryLabel(client.industry) || 'Not specified'}</Row>
            <Row label="Messages Used">
              {formatNumber(parseMessagesUsed(client.messagesUsed))} / {formatNumber(client.messageLimit)}
            </Row>
            <Row label="Test Mode">{client.testMode ? 'On' : 'Off'}</Row>
            <Row label="Access Token">{client.accessToken ? 'Generated' : 'Not Generated'}</Row>
            <Row label="Client ID">
              <span className="font-mono text-xs">{client.id}</span>
            </Row>
            <Row label="Created">{formatDateTime(client.createdAt)}</Row>
            <Row label="Updated">{formatDateTime(client.updatedAt)}</Row>
            {client.notes && <Row label="Notes">{client.notes}</Row>}
          </dl>
          {client.aiContent && (
            <div>
              <h3 className="text-sm font-semibold text-slate-900">AI Content</h3>
              <p className="mt-1 max-h-40 overflow-y-auto rounded-md bg-slate-50 p-2 text-sm whitespace-pre-wrap text-slate-800">
                {client.aiContent}
              </p>
            </div>
          )}
          <div className="flex justify-end">
            <ResetUsageButton client={client} variant="secondary" />
          </div>
        </div>
      )}
    </Modal>
  );
}
