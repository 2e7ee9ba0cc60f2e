import { useState } from 'react';
import type { NotificationKind } from '../../../contract/events.ts';
import type { NotificationSettings } from '../../../contract/notifications.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { integrationsApi as w } from './webhooks-api.ts';

/**
 * The signed-in operator's own notices for one client (the console only: the settings carry `you`
 * for operators): the address they go to and the kinds, or none when the operator does not follow it.
 */
export function OperatorFollow({
  clientId,
  you,
  kinds,
  labels,
  save,
}: {
  clientId: string;
  you: NonNullable<NotificationSettings['you']>;
  kinds: NotificationKind[];
  labels: Record<NotificationKind, string>;
  save: (work: () => Promise<unknown>) => Promise<void>;
}) {
  const [email, setEmail] = useState(you.email);
  const [chosen, setChosen] = useState<NotificationKind[]>(
    you.following ? you.kinds : ['lead', 'handoff_waiting'],
  );
  return (
    <fieldset className="space-y-2 rounded-md border border-slate-100 p-2">
      <legend className="px-1 text-xs font-semibold text-slate-900">Your notices for this client</legend>
      <p className="text-xs text-slate-600">
        {you.following
          ? `You follow this client: the notices below go to ${you.email}.`
          : 'You do not follow this client: you get none of its notices.'}
      </p>
      <div className="grid gap-1 sm:grid-cols-2">
        {kinds.map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-xs text-slate-800">
            <input
              type="checkbox"
              checked={chosen.includes(kind)}
              onChange={(e) =>
                setChosen(e.target.checked ? [...chosen, kind] : chosen.filter((k) => k !== kind))
              }
            />
            {labels[kind]}
          </label>
        ))}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label="Send my notices to"
            name="followEmail"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <Button
          onClick={() => void save(() => w.follow(clientId, { email, kinds: chosen }))}
          disabled={!email || chosen.length === 0}
        >
          {you.following ? 'Save my notices' : 'Follow this client'}
        </Button>
        {you.following && (
          <Button variant="secondary" onClick={() => void save(() => w.unfollow(clientId))}>
            Stop following
          </Button>
        )}
      </div>
    </fieldset>
  );
}
