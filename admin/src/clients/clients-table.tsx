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
import { LimitBadge } from './limit-badge.tsx';

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

const th = 'px-3 py-2 font-semibold';

/**
 * The clients: a table that fits a 1280 px laptop beside the sidebar (the columns that matter; industry
 * and creation date on wide screens only, and in the row's details), and cards on phones.
 */
export function ClientsTable({
  clients,
  onOpen,
}: {
  clients: Client[];
  onOpen: (dialog: ClientDialog, client: Client) => void;
}) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Clients">
        {clients.map((client) => (
          <li
            key={client.id}
            data-testid="client-card"
            className="rounded-lg border border-slate-200 bg-white p-3"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <Link
                  to={`/clients/${encodeURIComponent(client.id)}`}
                  className={`font-medium break-words text-blue-700 ${focusRing}`}
                >
                  {client.businessName}
                </Link>
                <div className="text-xs break-words text-slate-600">{client.clientName}</div>
                <DomainLink domain={client.domain} small />
              </div>
              <RowActions client={client} onOpen={onOpen} />
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-800">
              <Badge tone={planTone(client.plan)}>{client.plan}</Badge>
              <Badge tone={statusTone(client.status)}>{client.status}</Badge>
              <span>
                {formatNumber(parseMessagesUsed(client.messagesUsed))} / {formatNumber(client.messageLimit)}{' '}
                AI replies
              </span>
              <LimitBadge client={client} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden rounded-lg border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Clients</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
            <tr>
              <th scope="col" className={th}>
                Client
              </th>
              <th scope="col" className={th}>
                Business
              </th>
              <th scope="col" className={th}>
                Plan
              </th>
              <th scope="col" className={`${th} hidden 2xl:table-cell`}>
                Industry
              </th>
              <th scope="col" className={th}>
                AI Replies
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={`${th} hidden 2xl:table-cell`}>
                Created
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {clients.map((client) => (
              <tr key={client.id} data-testid="client-row">
                <td className="max-w-48 px-3 py-2 align-top break-words">
                  <Link
                    to={`/clients/${encodeURIComponent(client.id)}`}
                    className={`font-medium text-blue-700 underline-offset-2 hover:underline ${focusRing}`}
                  >
                    {client.clientName}
                  </Link>
                  {client.email && <div className="text-xs break-all text-slate-600">{client.email}</div>}
                </td>
                <td className="max-w-56 px-3 py-2 align-top break-words">
                  <div className="font-medium text-slate-900">{client.businessName}</div>
                  <DomainLink domain={client.domain} small />
                </td>
                <td className="px-3 py-2 align-top">
                  <Badge tone={planTone(client.plan)}>{client.plan}</Badge>
                </td>
                <td className="hidden px-3 py-2 align-top text-slate-800 2xl:table-cell">
                  {industryLabel(client.industry) || 'Not specified'}
                </td>
                <td className="px-3 py-2 align-top text-slate-800">
                  <div className="whitespace-nowrap">
                    {formatNumber(parseMessagesUsed(client.messagesUsed))} /{' '}
                    {formatNumber(client.messageLimit)}
                  </div>
                  <LimitBadge client={client} />
                </td>
                <td className="px-3 py-2 align-top">
                  <Badge tone={statusTone(client.status)}>{client.status}</Badge>
                </td>
                <td className="hidden px-3 py-2 align-top whitespace-nowrap text-slate-800 2xl:table-cell">
                  {formatDate(client.createdAt)}
                </td>
                <td className="px-3 py-2 text-right align-top">
                  <RowActions client={client} onOpen={onOpen} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
