import type { SessionIdentity } from '../../../contract/identity.ts';
import { Badge, Card } from '../ui/card.tsx';

const METHOD = { hash: 'signed user hash', token: 'signed token', hint: 'not proven' } as const;

/**
 * Who the visitor of a chat is, as the business's page said (Frontdesk.identify): a green "Verified"
 * badge only when a proof was checked, and the emails the visitor proved with a mailed code.
 */
export function VisitorIdentityCard({ identity }: { identity: SessionIdentity | null | undefined }) {
  if (!identity) return null;
  const rows: [string, string | null][] = [
    ['Name', identity.name],
    ['User id', identity.userId],
    ['Email', identity.email && `${identity.email}${identity.emailVerified ? ' (verified)' : ''}`],
    ['Proven by code', identity.provenEmails.join(', ') || null],
  ];
  return (
    <Card>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Visitor</h2>
        <Badge tone={identity.verified ? 'green' : 'neutral'}>
          {identity.verified ? 'Verified' : 'Unverified'}
        </Badge>
      </div>
      <dl className="mt-2 space-y-1.5 text-sm">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-600">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        <div>
          <dt className="text-slate-600">Identified by</dt>
          <dd className="text-slate-900">{METHOD[identity.method]}</dd>
        </div>
      </dl>
    </Card>
  );
}
