import { useRef } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Link, useNavigate } from 'react-router';
import type { Client } from '../../../contract/clients.ts';
import { industryLabel } from '../../../contract/clients.ts';
import { formatDate, formatNumber, parseMessagesUsed } from '../format.ts';
import { focusRing } from '../ui/button.tsx';
import { Badge, planTone, statusTone } from '../ui/card.tsx';
import { rememberFocusTarget } from '../ui/focus-return.ts';
import { DomainLink } from './domain-link.tsx';

export type ClientDialog = 'details' | 'api' | 'usage' | 'customize' | 'edit' | 'delete';

const itemClass =
  'cursor-pointer rounded px-3 py-2 text-sm text-slate-900 outline-none data-[highlighted]:bg-slate-100';

function RowActions({
  client,
  onOpen: openDialog,
}: {
  client: Client;
  onOpen: (dialog: ClientDialog, client: Client) => void;
}) {
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  const onOpen = (dialog: ClientDialog, c: Client) => {
    rememberFocusTarget(trigger.current);
    openDialog(dialog, c);
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        ref={trigger}
        aria-label={`Actions for ${client.businessName}`}
        className={`rounded-md border border-slate-300 px-2.5 py-1 text-sm text-slate-800 hover:bg-slate-50 ${focusRing}`}
      >
        Actions <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => navigate(`/clients/${encodeURIComponent(client.id)}`)}
          >
            Open Client Page
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => onOpen('details', client)}>
            View Details
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => onOpen('api', client)}>
            API Integration
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => onOpen('usage', client)}>
            Message Usage
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => onOpen('customize', client)}>
            Customize Chatbot
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => onOpen('edit', client)}>
            Edit Client
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={`${itemClass} text-red-700`}
            onSelect={() => onOpen('delete', client)}
          >
            Delete Client
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The clients table's columns; the table scrolls sideways on a phone instead of squeezing. */
export function ClientsTable({
  clients,
  onOpen,
}: {
  clients: Client[];
  onOpen: (dialog: ClientDialog, client: Client) => void;
}) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[64rem] text-left text-sm">
        <caption className="sr-only">Clients</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {['Client', 'Business', 'Plan', 'Industry', 'Messages Used', 'Status', 'Created', 'Actions'].map(
              (h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {clients.map((client) => (
            <tr key={client.id} data-testid="client-row">
              <td className="px-3 py-2 align-top">
                <Link
                  to={`/clients/${encodeURIComponent(client.id)}`}
                  className={`font-medium text-blue-700 underline-offset-2 hover:underline ${focusRing}`}
                >
                  {client.clientName}
                </Link>
                {client.email && <div className="text-xs text-slate-600">{client.email}</div>}
                {client.phone && <div className="text-xs text-slate-600">{client.phone}</div>}
              </td>
              <td className="px-3 py-2 align-top">
                <div className="font-medium text-slate-900">{client.businessName}</div>
                <DomainLink domain={client.domain} small />
              </td>
              <td className="px-3 py-2 align-top">
                <Badge tone={planTone(client.plan)}>{client.plan}</Badge>
              </td>
              <td className="px-3 py-2 align-top text-slate-800">
                {industryLabel(client.industry) || 'Not specified'}
              </td>
              <td className="px-3 py-2 align-top whitespace-nowrap text-slate-800">
                {formatNumber(parseMessagesUsed(client.messagesUsed))} / {formatNumber(client.messageLimit)}
              </td>
              <td className="px-3 py-2 align-top">
                <Badge tone={statusTone(client.status)}>{client.status}</Badge>
              </td>
              <td className="px-3 py-2 align-top whitespace-nowrap text-slate-800">
                {formatDate(client.createdAt)}
              </td>
              <td className="px-3 py-2 align-top">
                <RowActions client={client} onOpen={onOpen} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
