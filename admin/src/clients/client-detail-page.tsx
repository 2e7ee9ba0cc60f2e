import type { ReactNode } from 'react';
import { BillingSection } from '../billing/billing-section.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { Client } from '../../../contract/clients.ts';
import { industryLabel } from '../../../contract/clients.ts';
import { keys } from '../api/keys.ts';
import { KnowledgeSection } from '../knowledge/knowledge-section.tsx';
import { AssistantSection } from '../assistant/assistant-section.tsx';
import { formatDate, formatNumber, parseMessagesUsed, usagePercent } from '../format.ts';
import { Button, focusRing } from '../ui/button.tsx';
import { Badge, Card, planTone, statusTone } from '../ui/card.tsx';
import { isCustomer, useScope } from '../scope.tsx';
import { ClientActions } from './client-actions.tsx';
import { LeadsSection } from './leads-section.tsx';
import { UnansweredSection } from './unanswered-section.tsx';
import { UsersSection } from './users-section.tsx';
import { IdentitySection } from '../identity/identity-section.tsx';
import { QualitySections } from '../quality/quality-sections.tsx';
import { IntegrationsSection } from '../webhooks/integrations-section.tsx';
import { TwoFactorPolicySection } from '../two-factor/two-factor-policy-section.tsx';
import { ActionsSection } from '../actions/actions-section.tsx';
import { AuditLogSection } from '../audit/audit-log-section.tsx';
import { PrivacySection } from '../privacy/privacy-section.tsx';
import { ConsentModeSection } from '../privacy/consent-mode-section.tsx';
import { DomainLink } from './domain-link.tsx';
import { LimitBadge } from './limit-badge.tsx';
import { FIGURE_LABELS } from '../../../contract/figures.ts';

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-1.5 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A client's detail page: header, four cards, contact and business info, AI content and notes. */
export function ClientDetailPage(props: { clientId?: string } = {}) {
  const params = useParams();
  // The workspace passes its own client; the console reads it from the URL.
  const id = props.clientId ?? params.id ?? '';
  const customer = isCustomer(useScope());
  const navigate = useNavigate();
  const query = useQuery<Client>({ queryKey: keys.client(id) });

  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading...
      </p>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-8 text-center">
        <h1 className="text-xl font-bold text-slate-900">Client Not Found</h1>
        <p className="mt-1 text-sm text-slate-600">
          The client you are looking for does not exist or could not be loaded.
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => navigate('/clients')}>
          Back
        </Button>
      </div>
    );
  }

  const client = query.data;
  const used = parseMessagesUsed(client.messagesUsed);
  return (
    <div className="space-y-6">
      {!customer && (
        <div>
          <Link to="/clients" className={`text-sm text-blue-700 underline ${focusRing}`}>
            ← Back to Clients
          </Link>
        </div>
      )}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{client.clientName}</h1>
          <p className="text-slate-700">{client.businessName}</p>
        </div>
        <Badge tone={planTone(client.plan)}>{client.plan}</Badge>
      </header>
      <ClientActions client={client} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Card>
          <h2 className="text-sm font-medium text-slate-600">{FIGURE_LABELS.aiRepliesThisPeriod}</h2>
          <p className="mt-1 text-2xl font-semibold text-slate-900">{formatNumber(used)}</p>
          <LimitBadge client={client} />
          <p className="text-xs text-slate-600">
            of {formatNumber(client.messageLimit)} ({usagePercent(used, client.messageLimit)}%)
          </p>
        </Card>
        <Card>
          <h2 className="text-sm font-medium text-slate-600">Status</h2>
          <p className="mt-2">
            <Badge tone={statusTone(client.status)}>{client.status}</Badge>
          </p>
        </Card>
        <Card>
          <h2 className="text-sm font-medium text-slate-600">Member Since</h2>
          <p className="mt-1 text-lg font-semibold text-slate-900">{formatDate(client.createdAt)}</p>
        </Card>
        <Card>
          <h2 className="text-sm font-medium text-slate-600">Industry</h2>
          <p className="mt-1 text-lg font-semibold text-slate-900">
            {industryLabel(client.industry) || 'Not specified'}
          </p>
        </Card>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">Contact Information</h2>
          <dl className="mt-2">
            <Info label="Contact Name">{client.clientName}</Info>
            <Info label="Email">{client.email || 'Not specified'}</Info>
            <Info label="Phone">{client.phone || 'Not specified'}</Info>
          </dl>
        </Card>
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">Business Information</h2>
          <dl className="mt-2">
            <Info label="Business Name">{client.businessName}</Info>
            <Info label="Domain">
              <DomainLink domain={client.domain} />
            </Info>
            <Info label="Plan">{client.plan}</Info>
            <Info label="Test Mode">{client.testMode ? 'On' : 'Off'}</Info>
          </dl>
        </Card>
      </div>
      <KnowledgeSection client={client} />
      <AssistantSection clientId={client.id} />
      <div className="grid gap-4 lg:grid-cols-2">
        <UnansweredSection clientId={client.id} />
        <LeadsSection clientId={client.id} />
      </div>
      <QualitySections clientId={client.id} />
      <UsersSection clientId={client.id} />
      <IdentitySection clientId={client.id} />
      <IntegrationsSection clientId={client.id} />
      <TwoFactorPolicySection clientId={client.id} />
      <BillingSection clientId={client.id} />
      <ActionsSection clientId={client.id} />
      <AuditLogSection clientId={client.id} />
      <PrivacySection clientId={client.id} />
      <ConsentModeSection clientId={client.id} />
      {client.aiContent && (
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">AI Content</h2>
          <p className="mt-2 text-sm whitespace-pre-wrap text-slate-800">{client.aiContent}</p>
        </Card>
      )}
      {client.notes && !customer && (
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">Notes</h2>
          <p className="mt-2 text-sm whitespace-pre-wrap text-slate-800">{client.notes}</p>
        </Card>
      )}
    </div>
  );
}
