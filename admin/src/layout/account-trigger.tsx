import { focusRing } from '../ui/button.tsx';

/** Look of the account menu button, shared by the lazy menu and its placeholder. */
export function accountTriggerClass(compact?: boolean): string {
  return compact
    ? `max-w-40 truncate rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-800 ${focusRing}`
    : `flex w-full items-center justify-between rounded-md px-2 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 ${focusRing}`;
}

export function AccountLabel({ username, compact }: { username: string; compact?: boolean }) {
  if (compact) return <>{username}</>;
  return (
    <>
      <span>
        <span className="block text-xs text-slate-600">Signed in as</span>
        <span className="block font-medium">{username}</span>
      </span>
      <span aria-hidden="true">⋯</span>
    </>
  );
}
