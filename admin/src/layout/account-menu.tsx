import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { ProfileSection } from '../people/profile-section.tsx';
import { Modal } from '../ui/modal.tsx';
import { AccountLabel, accountTriggerClass } from './account-trigger.tsx';

interface AccountMenuProps {
  username: string;
  onSignOut: () => void;
  disabled: boolean;
  compact?: boolean;
}

const itemClass =
  'cursor-pointer rounded px-3 py-2 text-sm text-slate-900 outline-none data-[highlighted]:bg-slate-100';

/**
 * The signed-in user's menu: 'Your profile' (the name and face visitors see) and 'Sign out'; loaded
 * after the first paint to keep the entry small.
 */
export default function AccountMenu({ username, onSignOut, disabled, compact }: AccountMenuProps) {
  const [profileOpen, setProfileOpen] = useState(false);
  return (
    <>
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
            <DropdownMenu.Item onSelect={() => setProfileOpen(true)} className={itemClass}>
              Your profile
            </DropdownMenu.Item>
            <DropdownMenu.Item disabled={disabled} onSelect={onSignOut} className={itemClass}>
              Sign out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Modal open={profileOpen} onOpenChange={setProfileOpen} title="Your profile">
        <ProfileSection />
      </Modal>
    </>
  );
}
