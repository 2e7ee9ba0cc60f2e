import { useQuery } from '@tanstack/react-query';
import type { Profile } from '../../../contract/people.ts';
import { PersonAvatar, profileKey } from '../people/profile-section.tsx';

/** The signed-in person in the shell's footer: their face and display name (email until one is set). */
export function SignedInPerson({ email, role }: { email: string; role: string }) {
  const profile = useQuery<Profile>({ queryKey: profileKey });
  return (
    <div className="flex min-w-0 items-center gap-2">
      {profile.data && <PersonAvatar profile={profile.data} size={32} />}
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900" title={email}>
          {profile.data?.displayName ?? email}
        </p>
        <p className="text-xs text-slate-600 capitalize">{role}</p>
      </div>
    </div>
  );
}
