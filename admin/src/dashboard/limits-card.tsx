import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ClientList } from '../../../contract/clients.ts';
import { keys } from '../api/keys.ts';
import { atLimit } from '../clients/limit-badge.tsx';
import { focusRing } from '../ui/button.tsx';

/**
 * The clients whose assistant stopped answering this month (every AI reply used): named at the top of
 * the dashboard, each a link to its page, so a silent limit is seen where operators look first.
 */
export function LimitsCard() {
  const clients = useQuery<ClientList>({ queryKey: keys.clients });
  const limited = atLimit(clients.data?.clients ?? []);
  if (limited.length === 0) return null;
  return (
    <section role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      <h2 className="font-semibold">
        {limited.length === 1 ? '1 client has' : `${limited.length} clients have`} reached their limit
      </h2>
      <p className="mt-1">
        Their assistants no longer answer this month; visitors are offered the email follow-up.
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {limited.map((c) => (
          <li key={c.id}>
            <Link
              to={`/clients/${encodeURIComponent(c.id)}`}
              className={`font-medium underline ${focusRing}`}
            >
              {c.businessName}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
