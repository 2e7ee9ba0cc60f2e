import { useHandoffAlerts, useHandoffQueue } from './use-handoff-queue.ts';

/**
 * How many visitors wait for a person, beside the Chats link of the console and of the workspace;
 * alerts (chime, notification) when one starts waiting. `base` is that app's path (/admin or /app).
 */
export function WaitingBadge({ base }: { base?: string }) {
  useHandoffAlerts(base);
  const waiting = (useHandoffQueue().data?.sessions ?? []).filter((s) => s.status === 'waiting').length;
  if (waiting === 0) return null;
  return (
    <span
      className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white"
      data-handoff-badge=""
      aria-label={`${waiting} waiting for a person`}
    >
      {waiting}
    </span>
  );
}
