import { DropdownMenu } from 'radix-ui';
import { AccountLabel, accountTriggerClass } from './account-trigger.tsx';

interface AccountMenuProps {
  username: string;
  onSignOut: () => void;
  disabled: boolean;
  compact?: boolean;
}

/** The signed-in user's menu with 'Sign out'; loaded after the first paint to keep the entry small. */
export default function AccountMenu({ username, onSignOut, disabled, compact }: AccountMenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={accountTriggerClass(compact)}
        aria-label={`Account menu for ${username}`}
      >
        <AccountLabel username={username} compact={compact} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          sideOffset={6}
          align="end"
          className="z-50 min-w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item
            disabled={disabled}
            onSelect={onSignOut}
            className="cursor-pointer rounded px-3 py-2 text-sm text-slate-900 outline-none data-[highlighted]:bg-slate-100"
          >
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
