import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleEndpoints as api, pathTo } from '../../../contract/endpoints.ts';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, DisplayName, type Profile } from '../../../contract/people.ts';
import { fieldErrorsOf, HttpError, send } from '../api/http.ts';
import { keyOf } from '../api/keys.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { TextField } from '../ui/field.tsx';
import { toast } from '../ui/toast-store.ts';

export const profileKey = keyOf(api.profile);
const NAME_ID = 'profile-display-name';

/** A person's avatar: their image, or their initials on a circle. */
export function PersonAvatar({ profile, size = 48 }: { profile: Profile; size?: number }) {
  const style = { width: size, height: size };
  return profile.avatarUrl ? (
    <img src={profile.avatarUrl} alt="" style={style} className="rounded-full object-cover" />
  ) : (
    <span
      aria-hidden="true"
      style={style}
      className="inline-grid place-items-center rounded-full bg-slate-700 text-sm font-semibold text-white"
    >
      {profile.initials}
    </span>
  );
}

async function uploadAvatar(file: File): Promise<Profile> {
  const res = await fetch(pathTo(api.uploadAvatar), {
    method: 'PUT',
    credentials: 'include',
    headers: { 'content-type': file.type, accept: 'application/json' },
    body: file,
  });
  const body = (await res.json().catch(() => null)) as (Profile & { error?: string }) | null;
  if (!res.ok) throw new Error(body?.error ?? 'The image could not be uploaded');
  return body as Profile;
}

/**
 * "Your profile": the name and face visitors see when you join a chat ("Maya has joined the chat").
 * For operators (console) and workspace users alike; the server keeps one profile per person.
 */
export function ProfileSection() {
  const queryClient = useQueryClient();
  const profile = useQuery<Profile>({ queryKey: profileKey });
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [avatarError, setAvatarError] = useState<string | undefined>();
  const focusName = () => document.getElementById(NAME_ID)?.focus();
  const fileInput = useRef<HTMLInputElement>(null);
  const saved = (p: Profile) => queryClient.setQueryData(profileKey, p);
  const saveName = useMutation({
    mutationFn: (displayName: string) => send(api.updateProfile, {}, { displayName }),
    onSuccess: (p) => {
      saved(p);
      setName(null);
      toast({ title: 'Profile saved', description: 'Visitors will see this name when you join a chat.' });
    },
    onError: (e) => {
      setError(fieldErrorsOf(e).displayName ?? (e instanceof HttpError ? e.body?.error : undefined));
      focusName();
    },
  });
  const avatar = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (p) => {
      saved(p);
      setAvatarError(undefined);
    },
    onError: (e) => setAvatarError(e.message),
  });
  const remove = useMutation({ mutationFn: () => send(api.removeAvatar, {}), onSuccess: saved });

  if (!profile.data) return null;
  const value = name ?? profile.data.displayName ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = DisplayName.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      focusName();
      return;
    }
    setError(undefined);
    saveName.mutate(parsed.data);
  };
  const pick = (file: File | undefined) => {
    if (!file) return;
    // The server checks the bytes; this only saves a pointless upload.
    if (file.size > AVATAR_MAX_BYTES) return setAvatarError('Choose an image of at most 1 MB');
    avatar.mutate(file);
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Your profile</h2>
      <p className="text-sm text-slate-600">
        Visitors see this name and picture when you join a chat. Your email stays private.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <PersonAvatar profile={profile.data} size={56} />
        <div className="flex flex-wrap gap-2">
          <input
            ref={fileInput}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            className="sr-only"
            aria-label="Upload a photo"
            onChange={(e) => {
              pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button
            size="sm"
            variant="secondary"
            onClick={() => fileInput.current?.click()}
            disabled={avatar.isPending}
          >
            {profile.data.avatarUrl ? 'Change photo' : 'Upload photo'}
          </Button>
          {profile.data.avatarUrl && (
            <Button size="sm" variant="ghost" onClick={() => remove.mutate()} disabled={remove.isPending}>
              Remove photo
            </Button>
          )}
        </div>
      </div>
      {avatarError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {avatarError}
        </p>
      )}
      <p className="mt-1 text-xs text-slate-600">
        PNG, JPEG, GIF or WebP, at most 1 MB. Without one, your initials show.
      </p>
      <form className="mt-4 flex flex-wrap items-end gap-2" onSubmit={submit} noValidate>
        <div className="min-w-56 flex-1">
          <TextField
            id={NAME_ID}
            label="Display name"
            value={value}
            maxLength={60}
            error={error}
            hint="For example: Maya from Rosa Coffee"
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={saveName.isPending}>
          Save
        </Button>
      </form>
    </Card>
  );
}
