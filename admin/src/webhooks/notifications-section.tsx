import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationKind } from '../../../contract/events.ts';
import type { NotificationSettings } from '../../../contract/notifications.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { toast, toastError } from '../ui/toast-store.ts';
import { OperatorFollow } from './operator-follow.tsx';
import { integrationsApi as w } from './webhooks-api.ts';

/** What each kind of notice is, as people choose them. */
const KIND_LABELS: Record<NotificationKind, string> = {
  lead: 'A visitor leaves their email',
  handoff_waiting: 'A visitor waits for a person',
  handoff_missed: 'Nobody answered a visitor who asked for a person',
  usage: 'Usage reaches 80% and 100% of the month',
  sync_failed: 'A knowledge source could not be synced',
  webhook_disabled: 'A webhook endpoint was turned off (owners)',
  tests_regressed: 'A test question that passed now fails',
};

/** Who gets which notices by mail, and the client's Slack-compatible channel. */
export function NotificationsSection({ clientId }: { clientId: string }) {
  const queryClient = useQueryClient();
  const settings = useQuery<NotificationSettings>({ queryKey: w.keys.notifications(clientId) });
  const [slackUrl, setSlackUrl] = useState('');
  const save = async (work: () => Promise<unknown>) => {
    try {
      await work();
      toast({ title: 'Notification settings saved' });
    } catch (err) {
      toastError(err instanceof Error ? err.message : 'Failed to save. Please try again.');
    }
    await queryClient.invalidateQueries({ queryKey: w.keys.notifications(clientId) });
  };
  if (settings.isPending) return <p className="text-sm text-slate-600">Loading...</p>;
  if (settings.isError) return <p className="text-sm text-red-700">Failed to load notification settings</p>;
  const s = settings.data;
  const toggle = (list: NotificationKind[], kind: NotificationKind, on: boolean) =>
    on ? [...list, kind] : list.filter((k) => k !== kind);
  return (
    <section aria-labelledby="notices-heading" className="space-y-3 rounded-md border border-slate-200 p-3">
      <h3 id="notices-heading" className="text-sm font-semibold text-slate-900">
        Notifications
      </h3>
      {s.people.length === 0 ? (
        <p className="text-xs text-slate-600">
          Mail goes to the contact email ({s.contactEmail || 'none set'}) until the business has team members.
        </p>
      ) : (
        <table className="w-full text-left text-xs">
          <thead>
            <tr>
              <th className="py-1">Mail me when…</th>
              {s.people.map((p) => (
                <th key={p.userId} className="font-normal">
                  {p.email}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {s.kinds.map((kind) => (
              <tr key={kind} className="border-t border-slate-100">
                <td className="py-1">{KIND_LABELS[kind]}</td>
                {s.people.map((p) => (
                  <td key={p.userId}>
                    <input
                      type="checkbox"
                      aria-label={`${KIND_LABELS[kind]}: mail ${p.email}`}
                      checked={!p.muted.includes(kind)}
                      onChange={(e) =>
                        void save(() =>
                          w.setMutes(clientId, p.userId, toggle(p.muted, kind, !e.target.checked)),
                        )
                      }
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {s.you && (
        <OperatorFollow clientId={clientId} you={s.you} kinds={s.kinds} labels={KIND_LABELS} save={save} />
      )}
      <div className="space-y-2">
        <p className="text-xs text-slate-600">
          Slack (or Mattermost, Rocket.Chat, Teams): paste an incoming-webhook URL.{' '}
          {s.slack.configured ? 'A channel is connected.' : 'No channel connected.'}
        </p>
        <div className="grid gap-1 sm:grid-cols-2">
          {s.kinds.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-xs text-slate-800">
              <input
                type="checkbox"
                checked={s.slack.kinds.includes(kind)}
                onChange={(e) =>
                  void save(() =>
                    w.setSlack(clientId, undefined, toggle(s.slack.kinds, kind, e.target.checked)),
                  )
                }
              />
              {KIND_LABELS[kind]}
            </label>
          ))}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <TextField
              label="Incoming-webhook URL"
              name="slackUrl"
              placeholder="https://hooks.slack.com/services/…"
              value={slackUrl}
              onChange={(e) => setSlackUrl(e.target.value)}
            />
          </div>
          <Button
            onClick={() =>
              void save(async () => {
                await w.setSlack(clientId, slackUrl, s.slack.kinds.length > 0 ? s.slack.kinds : [...s.kinds]);
                setSlackUrl('');
              })
            }
            disabled={!slackUrl}
          >
            Connect
          </Button>
          {s.slack.configured && (
            <Button
              variant="secondary"
              onClick={() => void save(() => w.setSlack(clientId, null, s.slack.kinds))}
            >
              Disconnect
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
